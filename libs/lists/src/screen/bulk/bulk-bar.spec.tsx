import type { BulkResult, BulkTarget, ListPage } from '@shopdesk/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { Column } from '../column';
import type { ListController } from '../list-controller';
import type { RowSelection } from '../../controller/use-row-selection';
import { ListScreen } from '../list-screen';
import type { BulkAction } from './bulk-action';

interface Order {
  _id: string;
  name: string;
}

const rows = (n: number): Order[] => Array.from({ length: n }, (_, i) => ({ _id: `o${i + 1}`, name: `Customer ${i + 1}` }));
const columns: Column<Order>[] = [{ key: 'name', header: 'Name' }];

/** The selection as api-client's useRowSelection keeps it, for a list that never changes query. */
function useSelection(): RowSelection {
  const [state, setState] = useState<{ ids: ReadonlySet<string>; allMatching: boolean }>({ ids: new Set(), allMatching: false });
  return useMemo(
    () => ({
      ...state,
      isSelected: (id) => state.allMatching || state.ids.has(id),
      toggle: (id, pageIds) =>
        setState(({ ids, allMatching }) => {
          const next = new Set(allMatching ? pageIds : ids);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return { ids: next, allMatching: false };
        }),
      setPage: (pageIds, selected) =>
        setState(({ ids }) => {
          const next = new Set(ids);
          for (const id of pageIds) {
            if (selected) next.add(id);
            else next.delete(id);
          }
          return { ids: next, allMatching: false };
        }),
      selectAllMatching: () => setState({ ids: new Set(), allMatching: true }),
      clear: () => setState({ ids: new Set(), allMatching: false }),
      keepOnly: (ids) => setState({ ids: new Set(ids), allMatching: false }),
      target: (): BulkTarget => (state.allMatching ? { matching: { search: 'lina' } } : { ids: [...state.ids] }),
    }),
    [state],
  );
}

function Screen({ page, actions }: { page: ListPage<Order>; actions: BulkAction[] }) {
  const selection = useSelection();
  const controller: ListController<Order> = {
    search: '', setSearch: jest.fn(), page: 1, setPage: jest.fn(), hasActiveFilter: false, isActive: 'true', setIsActive: jest.fn(),
    limit: 20, data: page, loading: false, refreshing: false, error: null, retry: jest.fn(), selection,
  };
  return (
    <ListScreen
      title="Pending Orders"
      controller={controller}
      columns={columns}
      bulk={{ noun: { one: 'order', many: 'orders' }, actions, rowLabel: (order) => order.name, describeError: (error, fallback) => (error instanceof Error ? error.message : fallback) }}
    />
  );
}

function setup(actions: BulkAction[], page: ListPage<Order> = { documents: rows(3), totalPages: 1, totalItems: 3 }) {
  render(
    <MemoryRouter>
      <Screen page={page} actions={actions} />
      <ToastContainer />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const completing = (run: (target: BulkTarget) => Promise<BulkResult>): BulkAction => ({ key: 'complete', label: 'Complete', done: 'completed', run });

describe('bulk actions on a list', () => {
  it('has no tick boxes and no bar when the employee may do none of the actions', () => {
    setup([]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the bar with the count once a row is ticked, and the header box goes mixed then full', async () => {
    const user = setup([completing(jest.fn())]);
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 2' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('1 order selected')).toBeInTheDocument();
    const header = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(header).toHaveProperty('indeterminate', true);
    await user.click(header);
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument();
    expect(header).toBeChecked();
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });

  it('offers all matching once the whole page is ticked, and asks naming the count', async () => {
    const run = jest.fn(async (): Promise<BulkResult> => ({ done: ['o1'], failed: [] }));
    const user = setup([completing(run)], { documents: rows(3), totalPages: 15, totalItems: 45 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 orders' }));
    expect(screen.getByText('All 45 orders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Complete all 45 orders matching?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete 45 orders' }));
    expect(run).toHaveBeenCalledWith({ matching: { search: 'lina' } });
    expect(await screen.findByText('1 completed')).toBeInTheDocument();
  });

  it('does not offer all matching beyond what one action takes', async () => {
    const user = setup([completing(jest.fn())], { documents: rows(3), totalPages: 300, totalItems: 6000 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.queryByRole('button', { name: /Select all 6,000/ })).not.toBeInTheDocument();
    expect(screen.getByText('Up to 500 at once: narrow the list to act on all 6,000 orders')).toBeInTheDocument();
  });

  it('says what was done and why the rest was not, leaving those rows ticked', async () => {
    const run = jest.fn(async (): Promise<BulkResult> => ({ done: ['o1', 'o3'], failed: [{ id: 'o2', message: 'No stock for Falcon VPN' }] }));
    const user = setup([completing(run)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete 3 orders' }));

    expect(run).toHaveBeenCalledWith({ ids: ['o1', 'o2', 'o3'] });
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(await within(bar).findByText('2 completed, 1 not: No stock for Falcon VPN')).toBeInTheDocument();
    expect(within(bar).getByText('1 order selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Customer 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Customer 1' })).not.toBeChecked();
    // The outcome goes once the employee changes the selection.
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    expect(within(bar).queryByText(/1 not:/)).not.toBeInTheDocument();
  });

  it('toasts a refused call and keeps the selection', async () => {
    const run = jest.fn(async (): Promise<BulkResult> => {
      throw new Error('Only managers and owners may change the catalogue or its stock');
    });
    const user = setup([completing(run)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete 1 order' }));
    expect(await screen.findByText('Only managers and owners may change the catalogue or its stock')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Customer 1' })).toBeChecked();
  });

  it('goes back without acting', async () => {
    const run = jest.fn();
    const user = setup([completing(run)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Go back' }));
    expect(run).not.toHaveBeenCalled();
  });
});
