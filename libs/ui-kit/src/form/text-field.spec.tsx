import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderForm } from '../testing/form';
import { TextField } from './text-field';
import { yupRequired, yupRequiredNumber } from '@shopdesk/form-rules';

describe('TextField', () => {
  it('is labelled and takes the given type', () => {
    renderForm(
      <>
        <TextField name="email" label="Email" type="email" />
        <TextField name="password" label="Password" type="password" />
      </>,
      { email: '', password: '' },
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the error inline once touched, tied by aria-describedby', async () => {
    const { user } = renderForm(
      <TextField name="name" label="Service Name" />,
      { name: '' },
      yup.object({ name: yupRequired('Service Name') }),
    );
    const input = screen.getByRole('textbox', { name: 'Service Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Service Name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    await user.type(input, 'Nord');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the field by its hint too', async () => {
    const { user } = renderForm(
      <TextField name="serial" label="Serial" type="number" hint="Order in the list" />,
      { serial: '' },
      yup.object({ serial: yupRequiredNumber('Serial') }),
    );
    const input = screen.getByRole('spinbutton', { name: 'Serial' });
    const hint = screen.getByText('Order in the list');
    expect(input).toHaveAttribute('aria-describedby', hint.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Serial is required');
    expect(input).toHaveAttribute('aria-describedby', `${hint.id} ${error.id}`);
  });

  it('gives Formik a number from a number input', async () => {
    const { user, submitted } = renderForm(<TextField name="price" label="Price ($)" type="number" />, { price: '' });
    await user.type(screen.getByRole('spinbutton', { name: 'Price ($)' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ price: 12.5 }));
  });

  it('can be read-only (the invited e-mail)', () => {
    renderForm(<TextField name="email" label="Email" type="email" readOnly />, { email: 'ada@shop.test' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@shop.test');
  });
});
