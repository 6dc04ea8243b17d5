import { render, screen } from '@testing-library/react';
import { EmailCell } from './email-cell';

describe('EmailCell', () => {
  it('shows the address, free to break anywhere', () => {
    render(<EmailCell email="first.last@example-company.test" />);
    expect(getComputedStyle(screen.getByText('first.last@example-company.test')).overflowWrap).toBe('anywhere');
  });

  it("shows 'N/A' without an address", () => {
    render(<EmailCell email={undefined} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
