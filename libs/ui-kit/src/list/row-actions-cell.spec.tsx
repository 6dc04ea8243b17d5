import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsCell } from './row-actions-cell';
import { viewAction } from './row-actions';

describe('RowActionsCell', () => {
  it('shows the actions, and no toggle on wide screens', () => {
    render(<RowActionsCell actions={[viewAction(jest.fn())]} />);
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /actions/ })).not.toBeInTheDocument();
  });

  it("the toggle does not also count as a click on the row", async () => {
    const onRow = jest.fn();
    const onToggle = jest.fn();
    render(
      <div onClick={onRow}>
        <RowActionsCell actions={[]} toggle={{ open: false, onToggle }} />
      </div>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show actions' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
  });
});
