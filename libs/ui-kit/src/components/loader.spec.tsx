import { render, screen } from '@testing-library/react';
import { Loader } from './loader';

describe('Loader', () => {
  it('is a status that screen readers announce as Loading', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes its own label and a small size', () => {
    render(<Loader label="Loading orders" size="sm" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });
});
