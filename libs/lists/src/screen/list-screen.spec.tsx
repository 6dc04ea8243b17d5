import type { ListPage } from '@shopdesk/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Column } from './column';
import type { ListController } from './list-controller';
import { TABLE_DENSITY_KEY } from '@shopdesk/ui-kit';
import { ListScreen, type ListScreenProps } from './list-screen';
import { viewAction } from './row-actions';
import { mockScreen, unmockMatchMedia } from '@shopdesk/ui-kit/testing';

interface Employee {
  _id: string;
  name: string;
}

const page1: ListPage<Employee> = {
  documents: [
    { _id: 'e1', name: 'Ada' },
    { _id: 'e2', name: 'Linus' },
  ],
  totalPages: 3,
  totalItems: 45,
};

const columns: Column<Employee>[] = [{ key: 'name', header: 'Name' }];

function fakeController(state: Partial<ListController<Employee>> = {}): ListController<Employee> {
  return {
    search: '',
    setSearch: jest.fn(),
    page: 1,
    setPage: jest.fn(),
    hasActiveFilter: true,
    isActive: 'true',
    setIsActive: jest.fn(),
    limit: 20,
    data: page1,
    loading: false,
    refreshing: false,
    error: null,
    retry: jest.fn(),
    ...state,
  };
}

type Props = Partial<ListScreenProps<Employee>>;

function setup(props: Props = {}, state: Partial<ListController<Employee>> = {}) {
  const controller = fakeController(state);
  render(
    <MemoryRouter>
      <ListScreen title="Employees" controller={controller} columns={columns} {...props} />
    </MemoryRouter>,
  );
  return { controller, user: userEvent.setup() };
}

describe('ListScreen', () => {
  it('has the title, Search box, Active/Archived filter, table and pagination', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(within(filter).getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Active', 'true'],
      ['Archived', 'false'],
    ]);
    expect(filter).toHaveValue('true');
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(within(table).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Ada', 'Linus']);
    expect(screen.getByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();
  });

  it("shows the controller's search, filter and page", () => {
    setup({}, { search: 'ad', isActive: 'false', page: 3 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ad');
    expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveValue('false');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 41 to 45 of 45 entries')).toBeInTheDocument();
  });

  it('hands what is typed, chosen and clicked to the controller', async () => {
    const { controller, user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(controller.setSearch).toHaveBeenCalledWith('a');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(controller.setIsActive).toHaveBeenCalledWith('false');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(controller.setPage).toHaveBeenCalledWith(2);
  });

  it("offers 'Create New {topic}' when asked", async () => {
    const onCreate = jest.fn();
    const { user } = setup({ create: { topic: 'Employee Invite', onCreate } });
    await user.click(screen.getByRole('button', { name: 'Create New Employee Invite' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("puts the screen's own filters after the list's, and its own buttons before 'Create New {topic}'", () => {
    setup({
      filters: <input type="checkbox" aria-label="Low stock only" />,
      actions: <button type="button">Import</button>,
      create: { topic: 'Credential', onCreate: jest.fn() },
    });
    const header = screen.getByRole('heading', { level: 1, name: 'Employees' }).parentElement?.parentElement as HTMLElement;
    const inOrder = [...header.querySelectorAll('select, input[type=checkbox], button')];
    const expected = [
      screen.getByRole('combobox', { name: 'Filter' }),
      screen.getByRole('checkbox', { name: 'Low stock only' }),
      screen.getByRole('button', { name: 'Compact rows' }),
      screen.getByRole('button', { name: 'Import' }),
      screen.getByRole('button', { name: 'Create New Credential' }),
    ];
    expect(inOrder).toEqual(expected);
  });

  it('leaves out what the list does not have (orders: no filter, no create; here no search, no back)', () => {
    setup({ showSearch: false }, { hasActiveFilter: false });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the back arrow goes back in history', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard', '/employees']} initialIndex={1}>
        <Routes>
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route
            path="/employees"
            element={<ListScreen title="Employees" controller={fakeController()} columns={columns} back="history" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('the back arrow links to `back.to` when given', () => {
    setup({ back: { to: '/main/services' } });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/main/services');
  });

  it('shows a failure with Retry and no pagination', async () => {
    const { controller, user } = setup({}, { error: 'Could not load the list' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(controller.retry).toHaveBeenCalledTimes(1);
  });

  it('shows the loader before the first answer', () => {
    setup({}, { data: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('while the previous answer is shown, marks the table busy and keeps its rows', () => {
    setup({}, { refreshing: true });
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Ada')).toBeInTheDocument();
  });

  it('passes row actions to the table and renders its modals', () => {
    setup({ rowActions: (e) => [viewAction(() => e)], children: <p>modal here</p> });
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
    expect(screen.getByText('modal here')).toBeInTheDocument();
  });

  describe('density', () => {
    beforeEach(() => localStorage.clear());

    it("offers 'Compact rows', off until chosen, and remembers the choice", async () => {
      const { user } = setup();
      const toggle = screen.getByRole('button', { name: 'Compact rows' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('table')).toHaveAttribute('data-density', 'comfortable');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
      expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('compact');
    });

    it('starts compact when this browser chose it before', () => {
      localStorage.setItem(TABLE_DENSITY_KEY, 'compact');
      setup();
      expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
    });
  });

  describe('paging', () => {
    const scrollIntoView = jest.fn();
    beforeEach(() => Object.assign(Element.prototype, { scrollIntoView }));
    afterEach(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      jest.restoreAllMocks();
      scrollIntoView.mockClear();
    });

    const listTopAt = (top: number) =>
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

    it('goes back up to the top of the list when the pager was used below it', async () => {
      const { user, controller } = setup();
      listTopAt(-600);
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(controller.setPage).toHaveBeenCalledWith(2);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Employees' }));
    });

    it('stays put when the top of the list is in view', async () => {
      const { user } = setup();
      listTopAt(80);
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });

  it('needs a topic for the create button (checked by typecheck)', () => {
    const onCreate = jest.fn();
    // @ts-expect-error the create button needs a topic
    const untitled = <ListScreen title="Employees" controller={fakeController()} columns={columns} create={{ onCreate }} />;
    expect(untitled.props.create).toEqual({ onCreate });
  });
});

describe('ListScreen sorting', () => {
  afterEach(unmockMatchMedia);
  const sortable: Column<Employee>[] = [{ key: 'name', header: 'Name', sortField: 'name' }];
  const sorted = { sort: '-name', sorts: { fields: { name: 'text' as const }, default: 'name' }, setSort: jest.fn() };

  it("hands a header click to the controller's setSort, and shows no sort choice on a wide screen", async () => {
    mockScreen({ width: 1440, height: 900 });
    const { controller, user } = setup({ columns: sortable }, sorted);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(controller.setSort).toHaveBeenCalledWith('name');
  });

  it('offers the sort as a choice on a phone, named by the headers', async () => {
    mockScreen({ width: 390, height: 844 });
    const { controller, user } = setup({ columns: sortable }, sorted);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('-name');
    await user.selectOptions(select, 'Name: A to Z');
    expect(controller.setSort).toHaveBeenCalledWith('name');
  });

  it('has neither on a list without sorts', () => {
    setup({ columns: sortable });
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });
});
