import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DensityToggle } from './density-toggle';

describe('DensityToggle', () => {
  it("is a 'Compact rows' toggle button, pressed when compact", () => {
    const { rerender } = render(<DensityToggle density="comfortable" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<DensityToggle density="compact" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the other density, from the keyboard too', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<DensityToggle density="comfortable" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('compact');
    rerender(<DensityToggle density="compact" onChange={onChange} />);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('comfortable');
  });
});
