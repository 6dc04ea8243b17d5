import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderForm } from '../testing/form';
import { ImageField } from './image-field';
import { yupRequiredFile } from '@shopdesk/form-rules';

describe('ImageField', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it('puts the chosen file in the form and shows the required error', async () => {
    const { user, submitted } = renderForm(
      <ImageField name="image" label="Image" />,
      { image: null },
      yup.object({ image: yupRequiredFile('Image') }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image is required');
    const file = new File(['x'], 'guide.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image'), file);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ image: file }));
  });
});
