import { screen, waitFor, within } from '@testing-library/react';
import { renderForm } from '../testing/form';
import { SelectField } from './select-field';

const countries = [
  { value: 'uae', label: 'UAE' },
  { value: 'ksa', label: 'KSA' },
];

describe('SelectField', () => {
  it('offers the options after an optional empty one, and writes the value', async () => {
    const { user, submitted } = renderForm(
      <SelectField name="country" label="Country" placeholder="None" options={countries} />,
      { country: '' },
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'UAE', 'KSA']);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'KSA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ country: 'ksa' }));
  });

  it('without a placeholder lists only the options', () => {
    renderForm(<SelectField name="country" label="Country" options={countries} />, { country: 'uae' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('uae');
  });
});
