import type { ListPage } from '@shopdesk/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Column } from './column';
import type { ListController } from './list-controller';
import type { RowSelection } from '../controller/use-row-selection';
import { ListScreen } from './list-screen';
import { viewAction, type RowAction } from './row-actions';

interface Order {
  _id: string;
  name: string;
}

const page: ListPage<Order> = {
  documents: [
    { _id: 'o1', name: 'Lina' },
    { _id: 'o2', name: 'Omar' },
    { _id: 'o3', name: 'Sara' },
  ],
  totalPages: 1,
  totalItems: 3,
};
const columns: Column<Order>[] = [{ key: 'name', header: 'Name' }];

function setup() {
  const opened = jest.fn();
  const completed = jest.fn();
  const cancelled = jest.fn();
  const selection = { ids: new Set<string>(), allMatching: false, isSelected: () => false, toggle: jest.fn(), setPage: jest.fn(), selectAllMatching: jest.fn(), clear: jest.fn(), keepOnly: jest.fn(), target: jest.fn() } satisfies RowSelection;
  const controller: ListController<Order> = {
    search: '', setSearch: jest.fn(), page: 1, setPage: jest.fn(), hasActiveFilter: false, isActive: 'true', setIsActive: jest.fn(),
    limit: 20, data: page, loading: false, refreshing: false, error: null, retry: jest.fn(), selection,
  };
  const actions = (order: Order): RowAction[] => [
    viewAction(() => opened(order._id)),
    { key: 'complete', label: 'Complete order', icon: null, shortcut: 'c', onClick: () => completed(order._id) },
    { key: 'cancel', label: 'Cancel order', icon: null, shortcut: 'C', onClick: () => cancelled(order._id) },
  ];
  render(
    <MemoryRouter>
      <ListScreen
        title="Pending Orders"
        controller={controller}
        columns={columns}
        rowActions={actions}
        bulk={{ noun: { one: 'order', many: 'orders' }, actions: [{ key: 'complete', label: 'Complete', done: 'completed', run: jest.fn() }], rowLabel: (o) => o.name, describeError: () => '' }}
      />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), opened, completed, cancelled, selection };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('a list by keyboard', () => {
  it('moves the row focus with j and k, staying within the rows', async () => {
    const { user } = setup();
    await user.keyboard('j');
    expect(rowOf('Lina')).toHaveFocus();
    await user.keyboard('jj');
    expect(rowOf('Sara')).toHaveFocus();
    await user.keyboard('j');
    expect(rowOf('Sara')).toHaveFocus();
    await user.keyboard('kk');
    expect(rowOf('Lina')).toHaveFocus();
    await user.keyboard('k');
    expect(rowOf('Lina')).toHaveFocus();
  });

  it('opens the focused row with Enter, ticks it with x, and completes or cancels it with c and Shift+C', async () => {
    const { user, opened, completed, cancelled, selection } = setup();
    await user.keyboard('jj{Enter}');
    expect(opened).toHaveBeenCalledWith('o2');
    await user.keyboard('x');
    expect(selection.toggle).toHaveBeenCalledWith('o2', ['o1', 'o2', 'o3']);
    await user.keyboard('c');
    expect(completed).toHaveBeenCalledWith('o2');
    await user.keyboard('{Shift>}C{/Shift}');
    expect(cancelled).toHaveBeenCalledWith('o2');
  });

  it('acts on no row before one is focused', async () => {
    const { user, completed, opened } = setup();
    await user.keyboard('c{Enter}');
    expect(completed).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
  });

  it('goes to the search with /, and then the letters are typed, not shortcuts', async () => {
    const { user, completed } = setup();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.keyboard('jc');
    expect(search).toHaveFocus();
    expect(completed).not.toHaveBeenCalled();
  });

  it('names each shortcut on its button for screen readers', () => {
    setup();
    const row = rowOf('Lina');
    expect(row.querySelector('[aria-label="View"]')).toHaveAttribute('aria-keyshortcuts', 'Enter');
    expect(row.querySelector('[aria-label="Complete order"]')).toHaveAttribute('aria-keyshortcuts', 'c');
    expect(row.querySelector('[aria-label="Cancel order"]')).toHaveAttribute('aria-keyshortcuts', 'Shift+C');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', '/');
  });
});
