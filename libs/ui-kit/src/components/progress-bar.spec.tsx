import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('reports its value', () => {
    render(<ProgressBar label="Uploading logo" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps values outside 0-100', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Upload" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Upload" value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('without a value is indeterminate; at the top it is fixed to the page', () => {
    render(<ProgressBar label="Loading Orders" placement="top" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading Orders' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveStyle({ position: 'fixed', top: '0px' });
  });
});
