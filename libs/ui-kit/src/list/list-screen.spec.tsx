import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routerWrapper } from '../testing/router';
import { ListScreen, type ListData, type ListScreenProps } from './list-screen';
import { viewAction } from './row-actions';
import { useListState } from './use-list-state';

interface Employee {
  _id: string;
  name: string;
}

const page1: ListData<Employee> = {
  documents: [
    { _id: 'e1', name: 'Ada' },
    { _id: 'e2', name: 'Linus' },
  ],
  totalPages: 3,
  totalItems: 45,
};

const columns = [{ key: 'name', header: 'Name' }];

type Props = Partial<Omit<ListScreenProps<Employee>, 'list'>>;

function Harness(props: Props) {
  const list = useListState();
  return <ListScreen title="Employees" list={list} data={page1} columns={columns} {...props} />;
}

function setup(props: Props = {}, url = '/employees') {
  const router = routerWrapper(url);
  render(<Harness {...props} />, { wrapper: router.wrapper });
  return { ...router, user: userEvent.setup() };
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
    expect(screen.getByRole('table', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();
  });

  it('searching writes the URL and goes back to page 1', async () => {
    const { user, url } = setup({}, '/employees?page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ad');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ad');
    expect(url()).toBe('/employees?search=ad');
  });

  it('the filter shows archived items from page 1', async () => {
    const { user, url } = setup({}, '/employees?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(url()).toBe('/employees?isActive=false');
    expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveValue('false');
  });

  it('the pagination bar changes the page in the URL', async () => {
    const { user, url } = setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('/employees?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("offers 'Create New {topic}' when asked", async () => {
    const onCreate = jest.fn();
    const { user } = setup({ topic: 'Employee Invite', onCreate });
    await user.click(screen.getByRole('button', { name: 'Create New Employee Invite' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('leaves out what is not configured (orders: no search filter, no create, no back)', () => {
    setup({ showFilter: false, showSearch: false });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the back arrow goes back in history', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard', '/employees']} initialIndex={1}>
        <Routes>
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route path="/employees" element={<Harness showBack />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('the back arrow goes to backTo when given', () => {
    setup({ backTo: '/main/services' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/main/services');
  });

  it('shows a failure with Retry and no pagination', async () => {
    const onRetry = jest.fn();
    const { user } = setup({ error: 'Could not load the list', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('passes row actions to the table and renders its modals', () => {
    setup({ rowActions: (e) => [viewAction(() => e)], children: <p>modal here</p> });
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
    expect(screen.getByText('modal here')).toBeInTheDocument();
  });

  it('shows the loader before the first answer', () => {
    setup({ data: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('moves a page beyond the last one to the last page, replacing the history entry', () => {
    const { url, lastType, visits } = setup({}, '/employees?page=99');
    expect(url()).toBe('/employees?page=3');
    expect(lastType()).toBe('REPLACE');
    expect(visits).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves back to page 1 when the list has become empty', () => {
    const { url, lastType } = setup({ data: { documents: [], totalPages: 0, totalItems: 0 } }, '/employees?page=2');
    expect(url()).toBe('/employees');
    expect(lastType()).toBe('REPLACE');
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('leaves a page in range alone', () => {
    const { url, visits } = setup({}, '/employees?page=3');
    expect(url()).toBe('/employees?page=3');
    expect(visits).toHaveLength(1);
  });

  it('while the previous answer is shown, marks the table busy and does not judge the page by it', () => {
    const { url, visits } = setup({ refreshing: true }, '/employees?page=5');
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Ada')).toBeInTheDocument();
    expect(url()).toBe('/employees?page=5');
    expect(visits).toHaveLength(1);
  });

  it('needs a topic for the create button', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup({ onCreate: jest.fn() })).toThrow('ListScreen: onCreate needs a topic');
  });
});
