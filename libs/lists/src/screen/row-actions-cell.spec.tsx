import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsCell } from './row-actions-cell';
import { archiveAction, viewAction } from './row-actions';

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

  it("with the toggle, puts the opened actions in a tray beside it rather than in the cell's flow", () => {
    render(<RowActionsCell actions={[viewAction(jest.fn())]} toggle={{ open: true, onToggle: jest.fn() }} />);
    const tray = screen.getByRole('button', { name: 'View' }).closest('div');
    expect(tray?.contains(screen.getByRole('button', { name: 'Hide actions' }))).toBe(false);
    expect(getComputedStyle(tray as HTMLElement).position).toBe('absolute');
  });

  it('an action that does not apply stays in place, named by its reason, and does nothing', async () => {
    const onArchive = jest.fn();
    render(<RowActionsCell actions={[{ ...archiveAction(true, onArchive), disabledReason: 'You cannot archive your own account' }]} />);
    const button = screen.getByRole('button', { name: 'You cannot archive your own account' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', 'You cannot archive your own account');
    await userEvent.setup().click(button);
    expect(onArchive).not.toHaveBeenCalled();
  });

  it('names each action in a tooltip while it has keyboard focus', async () => {
    const user = userEvent.setup();
    render(<RowActionsCell actions={[viewAction(jest.fn()), { ...archiveAction(true, jest.fn()), disabledReason: 'You cannot archive your own account' }]} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('View');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('You cannot archive your own account');
  });
});
