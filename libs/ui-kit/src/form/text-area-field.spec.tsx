import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderForm } from '../testing/form';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is labelled, writes the value and shows its error', async () => {
    const { user, submitted } = renderForm(
      <TextAreaField name="shortDescription" label="Short Description" rows={4} />,
      { shortDescription: '' },
      yup.object({ shortDescription: yup.string().max(5, 'Too long') }),
    );
    const area = screen.getByRole('textbox', { name: 'Short Description' });
    expect(area).toHaveAttribute('rows', '4');
    await user.type(area, 'Fast and private');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too long');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await user.clear(area);
    await user.type(area, 'Fast');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ shortDescription: 'Fast' }));
  });
});
