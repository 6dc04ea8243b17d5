import { render, screen } from '@testing-library/react';
import { FieldStack, FormActions } from './form-layout';

describe('form layout', () => {
  it('stacks fields and lines the buttons up at the end', () => {
    render(
      <>
        <FieldStack data-testid="fields">
          <input aria-label="a" />
        </FieldStack>
        <FormActions data-testid="actions">
          <button>Save</button>
        </FormActions>
      </>,
    );
    expect(screen.getByTestId('fields')).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(screen.getByTestId('actions')).toHaveStyle({ justifyContent: 'flex-end' });
  });
});
