import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('offers each field both ways, named by its header, and asks for the one chosen', async () => {
    const onSort = jest.fn();
    render(
      <SortSelect
        sorting={{ sort: '-createdAt', default: '-createdAt', fields: { createdAt: 'time', total: 'number', serial: 'number' }, onSort }}
        labels={{ createdAt: 'Created', total: 'Total' }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('-createdAt');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Created: newest first',
      'Created: oldest first',
      'Total: lowest first',
      'Total: highest first',
      'Serial: lowest first',
      'Serial: highest first',
    ]);
    await userEvent.setup().selectOptions(select, 'Total: highest first');
    expect(onSort).toHaveBeenCalledWith('-total');
  });
});
