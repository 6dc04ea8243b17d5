import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { Column } from './column';
import type { ListSorting } from './list-sort';

interface Row {
  _id: string;
  name: string;
  total: number;
  note: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortField: 'name' },
  { key: 'total', header: 'Total', sortField: 'total' },
  // Names a field the list does not sort by: a plain header.
  { key: 'note', header: 'Note', sortField: 'note' },
];
const rows: Row[] = [{ _id: 'r1', name: 'Ada', total: 5, note: 'x' }];

function renderTable(sort: string) {
  const onSort = jest.fn();
  const sorting: ListSorting = { sort, default: 'name', fields: { name: 'text', total: 'number' }, onSort };
  render(<DataTable label="Rows" columns={columns} rows={rows} sorting={sorting} />);
  return onSort;
}

describe('sortable headers', () => {
  it('are buttons on the columns the list sorts by; aria-sort only on the one it is sorted by', () => {
    renderTable('-total');
    expect(screen.getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Total' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
  });

  it('say what a click does, and ask for it, by keyboard too', async () => {
    const onSort = renderTable('name');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Total' })).toHaveAttribute('title', 'Sort lowest first');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAttribute('title', 'Sort Z to A');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSort).toHaveBeenLastCalledWith('total');
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('-name');
  });

  it('offer the way back to the list’s own order after descending', () => {
    renderTable('-total');
    expect(screen.getByRole('button', { name: 'Total' })).toHaveAttribute('title', 'Back to the list’s own order');
  });

  it('stay plain headers on a list that cannot be sorted', () => {
    render(<DataTable label="Rows" columns={columns} rows={rows} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
