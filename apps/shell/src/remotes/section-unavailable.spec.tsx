import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionUnavailable } from './section-unavailable';

describe('SectionUnavailable', () => {
  it('names the section in an alert, and Retry asks again', async () => {
    const onRetry = jest.fn();
    render(<SectionUnavailable section="Orders" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The Orders section is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(alert).toBeInTheDocument();
  });

  it('takes a lower heading where it sits under a heading of its own', () => {
    render(<SectionUnavailable section="Orders" onRetry={() => undefined} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('The Orders section is unavailable');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says the shell must be deployed first when the section was built for a newer one', () => {
    render(<SectionUnavailable section="Orders" onRetry={() => undefined} newerLibs={[{ lib: '@shopdesk/ui-kit', needs: '0.2.0', shellHas: '0.1.0' }]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This version of the section needs a newer shell (ui-kit 0.2.0; this page has 0.1.0). The shell must be deployed first; then reload the page.',
    );
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });
});
