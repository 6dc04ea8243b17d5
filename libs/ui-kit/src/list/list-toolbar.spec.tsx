import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';

function setup(props: Partial<ListToolbarProps> = {}) {
  const list = { search: '', setSearch: jest.fn(), isActive: 'true' as const, setIsActive: jest.fn() };
  const view = render(<ListToolbar list={list} showSearch showFilter {...props} />);
  return { list, user: userEvent.setup(), ...view };
}

describe('ListToolbar', () => {
  it('hands what is typed and chosen to the list state', async () => {
    const { list, user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(list.setSearch).toHaveBeenCalledWith('x');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(list.setIsActive).toHaveBeenCalledWith('false');
  });

  it('renders nothing when neither control is wanted', () => {
    const { container } = setup({ showSearch: false, showFilter: false });
    expect(container).toBeEmptyDOMElement();
  });
});
