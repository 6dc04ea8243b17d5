import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListToolbar } from './list-toolbar';

function setup({ showSearch = true, hasActiveFilter = true } = {}) {
  const list = { search: 'nord', setSearch: jest.fn(), hasActiveFilter, isActive: 'true' as const, setIsActive: jest.fn() };
  const view = render(<ListToolbar list={list} showSearch={showSearch} />);
  return { list, user: userEvent.setup(), ...view };
}

describe('ListToolbar', () => {
  it('shows the list state and hands what is typed and chosen back to it', async () => {
    const { list, user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('nord');
    await user.type(search, 'x');
    expect(list.setSearch).toHaveBeenCalledWith('nordx');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(list.setIsActive).toHaveBeenCalledWith('false');
  });

  it('has no filter when the list has none', () => {
    setup({ hasActiveFilter: false });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('renders nothing when neither control is wanted', () => {
    const { container } = setup({ showSearch: false, hasActiveFilter: false });
    expect(container).toBeEmptyDOMElement();
  });
});
