import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorNotice } from './error-notice';

describe('ErrorNotice', () => {
  it('announces the message and retries on Retry', async () => {
    const onRetry = jest.fn();
    render(<ErrorNotice message="Could not load the order counts" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the order counts');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    render(<ErrorNotice message="Network Error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes another button label', () => {
    render(<ErrorNotice message="Network Error" onRetry={jest.fn()} retryLabel="Try again" layout="stacked" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the button busy while a retry runs', () => {
    render(<ErrorNotice message="Network Error" onRetry={jest.fn()} retrying />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
