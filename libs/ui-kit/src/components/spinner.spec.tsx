import { render } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Spinner size={20} />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveStyle({ width: '20px' });
  });
});
