import { render, screen } from '@testing-library/react';
import { IdCell, truncateId } from './id-cell';

describe('truncateId', () => {
  it('keeps the first 10 characters and adds an ellipsis', () => {
    expect(truncateId('3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f')).toBe('3f0c9a7e-5...');
    expect(truncateId('TXN-12345678')).toBe('TXN-123456...');
  });

  it('adds the ellipsis to an id of 10 characters or fewer too', () => {
    expect(truncateId('0123456789')).toBe('0123456789...');
    expect(truncateId('TX-1')).toBe('TX-1...');
  });
});

describe('IdCell', () => {
  it('shows the cut id, with the whole id as its tooltip', () => {
    render(<IdCell id="3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f" />);
    expect(screen.getByText('3f0c9a7e-5...')).toHaveAttribute('title', '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f');
  });

  it.each([null, undefined, ' '])('shows N/A without a tooltip for %p', (id) => {
    render(<IdCell id={id} />);
    expect(screen.getByText('N/A')).not.toHaveAttribute('title');
  });
});
