import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderForm } from '../testing/form';
import { ListField } from './list-field';
import { yupFirstRequired } from '@shopdesk/form-rules';

const schema = yup.object({ benefits: yupFirstRequired('Benefit') });
const benefitsField = <ListField name="benefits" label="Benefits" itemLabel="Benefit" />;

describe('ListField', () => {
  it("adds lines with '+ Add Benefit' and removes them with X while more than one remains", async () => {
    const { user, submitted } = renderForm(benefitsField, { benefits: [''] }, schema);
    expect(screen.getByRole('group', { name: 'Benefits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Benefit 1' }), 'Fast');
    await user.click(screen.getByRole('button', { name: '+ Add Benefit' }));
    await user.type(screen.getByRole('textbox', { name: 'Benefit 2' }), 'Private');
    await user.click(screen.getByRole('button', { name: '+ Add Benefit' }));
    expect(screen.getAllByRole('button', { name: /Remove Benefit/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Benefit 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove Benefit 1' }));
    expect(screen.getByRole('textbox', { name: 'Benefit 1' })).toHaveValue('Private');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ benefits: ['Private'] }));
  });

  it('shows the first-line error on the first line', async () => {
    const { user, submitted } = renderForm(benefitsField, { benefits: ['', 'Second'] }, schema);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Benefit is required');
    expect(screen.getByRole('textbox', { name: 'Benefit 1' })).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByRole('textbox', { name: 'Benefit 2' })).not.toHaveAttribute('aria-invalid');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows an error about the whole list under it', async () => {
    const { user } = renderForm(
      <ListField name="tags" label="Tags" />,
      { tags: ['a'] },
      yup.object({ tags: yup.array().of(yup.string()).min(2, 'Give two tags') }),
    );
    await user.click(screen.getByRole('button', { name: '+ Add Tags' }));
    await user.click(screen.getByRole('button', { name: 'Remove Tags 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Give two tags');
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAttribute('aria-describedby', error.id);
  });

  it('says so when the value is not a list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderForm(<ListField name="benefits" label="Benefits" />, { benefits: 'Fast' })).toThrow(
      'ListField: the value of "benefits" must be an array of strings',
    );
  });
});
