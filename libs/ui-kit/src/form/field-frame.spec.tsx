import { render, renderHook, screen } from '@testing-library/react';
import { FieldFrame, useFieldA11y } from './field-frame';

describe('useFieldA11y', () => {
  it('describes the control by its hint and error only when they exist', () => {
    const plain = renderHook(() => useFieldA11y(undefined, false)).result.current;
    expect(plain.controlProps).toEqual({ id: plain.id, 'aria-invalid': undefined, 'aria-describedby': undefined });
    const both = renderHook(() => useFieldA11y('Name is required', true)).result.current;
    expect(both.controlProps['aria-invalid']).toBe(true);
    expect(both.controlProps['aria-describedby']).toBe(`${both.hintId} ${both.errorId}`);
  });
});

describe('FieldFrame', () => {
  it('labels the control and shows hint and error', () => {
    function Field() {
      const a11y = useFieldA11y('Name is required', true);
      return (
        <FieldFrame a11y={a11y} label="Name" error="Name is required" hint="As on the ID">
          <input {...a11y.controlProps} />
        </FieldFrame>
      );
    }
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('As on the ID Name is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });
});
