import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyIcon } from '@shopdesk/ui-kit';
import { mockMatchMedia, routerWrapper, unmockMatchMedia } from '@shopdesk/ui-kit/testing';
import type { Column } from './column';
import { DataTable, type DataTableProps } from './data-table';
import { archiveAction, editAction, viewAction } from './row-actions';

interface Service {
  _id: string;
  name: string;
  price: number;
  isActive: boolean;
}

const services: Service[] = [
  { _id: 's1', name: 'Nord', price: 5, isActive: true },
  { _id: 's2', name: 'Proton', price: 7, isActive: false },
];

const columns: Column<Service>[] = [
  { key: 'name', header: 'Name' },
  { key: 'price', header: 'Price', render: (s) => `$${s.price}`, width: '90px' },
];

const handlers = { view: jest.fn(), edit: jest.fn(), archive: jest.fn() };

const rowActions = (s: Service) => [
  viewAction(() => handlers.view(s._id)),
  ...(s.isActive ? [editAction(() => handlers.edit(s._id))] : []),
  archiveAction(s.isActive, () => handlers.archive(s._id)),
  { key: 'credentials', label: 'Credentials', icon: <KeyIcon />, to: `/credentials/${s._id}` },
];

function setup(props: Partial<DataTableProps<Service>> = {}) {
  render(<DataTable label="Services" columns={columns} rows={services} rowActions={rowActions} {...props} />, {
    wrapper: routerWrapper().wrapper,
  });
  return userEvent.setup();
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

/** Drawn fainter than the page around it: partly transparent. */
const dimmed = (element: HTMLElement) => Number(getComputedStyle(element).opacity || 1) < 1;

describe('DataTable', () => {
  afterEach(() => {
    unmockMatchMedia();
    jest.clearAllMocks();
  });

  it('has a header row with the columns and Actions', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Services' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Price', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveStyle({ width: '90px' });
  });

  it('marks the rows that just arrived, and only those', () => {
    setup({ freshRows: new Set(['s2']) });
    expect(row('Proton')).toHaveAttribute('data-fresh', 'true');
    expect(row('Nord')).not.toHaveAttribute('data-fresh');
  });

  it('shows row[key], or what render gives', () => {
    setup();
    expect(within(row('Nord')).getByRole('cell', { name: '$5' })).toBeInTheDocument();
  });

  it('shows a Loader while loading', () => {
    setup({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Nord')).not.toBeInTheDocument();
  });

  it('while refreshing, keeps the rows, marks the table busy and dims it', () => {
    setup({ refreshing: true });
    const table = screen.getByRole('table', { name: 'Services' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(dimmed(table)).toBe(true);
    expect(within(table).getByText('Nord')).toBeInTheDocument();
  });

  it('is neither busy nor dimmed once the rows are current', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Services' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(dimmed(table)).toBe(false);
  });

  it("says 'No Data Found' when there are no rows", () => {
    setup({ rows: [] });
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('shows a failure with a Retry button', async () => {
    const onRetry = jest.fn();
    const user = setup({ error: 'Network Error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the loader, not the old failure, while retrying', () => {
    setup({ error: 'Network Error', loading: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('has no Actions column without row actions', () => {
    setup({ rowActions: undefined });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("shows a field as text, and 'N/A' where the row has no value", () => {
    interface Credential {
      _id: string;
      userId: string | null;
      isUsed: boolean;
      uses: number;
    }
    const rows: Credential[] = [
      { _id: 'c1', userId: null, isUsed: false, uses: 0 },
      { _id: 'c2', userId: '  ', isUsed: true, uses: 3 },
    ];
    const fields: Column<Credential>[] = [
      { key: 'userId', header: 'userId' },
      { key: 'isUsed', header: 'Is Used' },
      { key: 'uses', header: 'Uses' },
    ];
    render(<DataTable label="Credentials" columns={fields} rows={rows} />);
    const cells = screen.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    expect(cells).toEqual([
      ['N/A', 'false', '0'],
      ['N/A', 'true', '3'],
    ]);
  });

  it('takes as a field column only a field of the row that reads as text (checked by typecheck)', () => {
    interface Credential {
      _id: string;
      userId: string;
      service: { _id: string; name: string };
    }
    const checked: Column<Credential>[] = [
      // @ts-expect-error not a field of the row
      { key: 'userID', header: 'userId' },
      // @ts-expect-error an object does not read as text: give the column a render
      { key: 'service', header: 'Service' },
      { key: 'userId', header: 'userId' },
      { key: 'service', header: 'Service', render: (credential) => credential.service.name },
    ];
    // @ts-expect-error rows are told apart by their _id: these have none
    const table = <DataTable columns={[{ key: 'email', header: 'email' }]} rows={[{ email: 'a@b.c' }]} />;
    expect([checked.length, table.type]).toEqual([4, DataTable]);
  });

  describe('on wide screens', () => {
    it("always shows each row's actions, with tooltips", async () => {
      const user = setup();
      const nord = within(row('Nord'));
      const view = nord.getByRole('button', { name: 'View' });
      expect(view).toHaveAttribute('title', 'View');
      expect(nord.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(nord.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
      expect(nord.getByRole('link', { name: 'Credentials' })).toHaveAttribute('href', '/credentials/s1');
      expect(screen.queryByRole('button', { name: 'Show actions' })).not.toBeInTheDocument();
      await user.click(view);
      expect(handlers.view).toHaveBeenCalledWith('s1');
    });

    it('offers per row only the actions that apply', async () => {
      const user = setup();
      const proton = within(row('Proton'));
      expect(proton.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      await user.click(proton.getByRole('button', { name: 'Unarchive' }));
      expect(handlers.archive).toHaveBeenCalledWith('s2');
    });
  });

  describe('on narrow or portrait screens', () => {
    it('hides actions until the three-dots toggle opens them', async () => {
      mockMatchMedia(true);
      const user = setup();
      expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
      const toggle = within(row('Nord')).getByRole('button', { name: 'Show actions' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(within(row('Nord')).getByRole('button', { name: 'View' })).toBeInTheDocument();
      expect(within(row('Proton')).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
      const hide = within(row('Nord')).getByRole('button', { name: 'Hide actions' });
      expect(hide).toHaveAttribute('aria-expanded', 'true');
      await user.click(hide);
      expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    });

    it('shows the actions of the clicked row only', async () => {
      mockMatchMedia(true);
      const user = setup();
      await user.click(screen.getByRole('cell', { name: 'Proton' }));
      expect(within(row('Proton')).getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
      await user.click(screen.getByRole('cell', { name: 'Nord' }));
      expect(within(row('Proton')).queryByRole('button', { name: 'Unarchive' })).not.toBeInTheDocument();
      await user.click(within(row('Nord')).getByRole('button', { name: 'Edit' }));
      expect(handlers.edit).toHaveBeenCalledWith('s1');
    });

    it('drops the wide-only columns instead of scrolling sideways, and brings them back when wide', () => {
      const setNarrow = mockMatchMedia(true);
      setup({ columns: [columns[0], { ...columns[1], wideOnly: true }] });
      const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
      expect(headers()).toEqual(['Name', 'Actions']);
      expect(within(row('Nord')).getAllByRole('cell')).toHaveLength(2);
      act(() => setNarrow(false));
      expect(headers()).toEqual(['Name', 'Price', 'Actions']);
    });

    it('shows every action again when the screen becomes wide', () => {
      const setNarrow = mockMatchMedia(true);
      setup();
      expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
      act(() => setNarrow(false));
      expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
    });
  });
});

describe('DataTable: columns that need room', () => {
  let tableWidth = 0;
  let resized = () => undefined as void;
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  beforeEach(() => {
    // jsdom lays nothing out: the table's box is given its width, and resizes are announced by hand.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.tagName === 'DIV' ? tableWidth : 0 } as DOMRect;
    });
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe = jest.fn();
      unobserve = jest.fn();
      disconnect = jest.fn();
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('drops a column while the table is narrower than it needs, and brings it back when it widens', () => {
    tableWidth = 900;
    setup({ columns: [columns[0], { ...columns[1], minTableWidth: 1000 }] });
    expect(headers()).toEqual(['Name', 'Actions']);
    expect(within(row('Nord')).getAllByRole('cell')).toHaveLength(2);

    tableWidth = 1200;
    act(() => resized());
    expect(headers()).toEqual(['Name', 'Price', 'Actions']);
  });
});
