import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it("says 'No Data Found' by default", () => {
    render(<EmptyState />);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('takes another title and extra content', () => {
    render(<EmptyState title="No invites yet">Invite a colleague to get started.</EmptyState>);
    expect(screen.getByText('No invites yet')).toBeInTheDocument();
    expect(screen.getByText('Invite a colleague to get started.')).toBeInTheDocument();
  });
});
