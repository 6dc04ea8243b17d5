import { validateYupSchema, yupToFormErrors } from 'formik';
import * as yup from 'yup';
import {
  requiredMessage,
  yupEmail,
  yupFirstRequired,
  yupRequired,
  yupRequiredFile,
  yupRequiredNumber,
} from './validation';

const schema = yup.object({
  name: yupRequired('Service Name'),
  price: yupRequiredNumber('Price ($)'),
  email: yupEmail('Email'),
  benefits: yupFirstRequired('Benefit'),
  image: yupRequiredFile('Image'),
});

const valid = { name: 'Nord', price: 9.99, email: 'a@b.co', benefits: ['Fast', ''], image: new File(['x'], 'a.png') };

/** The errors Formik would show for these values. */
async function formErrors(values: Record<string, unknown>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('validation helpers', () => {
  it("says '{label} is required'", () => {
    expect(requiredMessage('Password')).toBe('Password is required');
  });

  it('accepts valid values', async () => {
    expect(await formErrors(valid)).toEqual({});
  });

  it('reports each missing field with the spec message', async () => {
    expect(await formErrors({ name: '  ', price: '', email: '', benefits: [''], image: null })).toEqual({
      name: 'Service Name is required',
      price: 'Price ($) is required',
      email: 'Email is required',
      benefits: ['Benefit is required'],
      image: 'Image is required',
    });
  });

  it('tells a number or an e-mail that is not one', async () => {
    expect(await formErrors({ ...valid, price: 'abc', email: 'nope' })).toEqual({
      price: 'Price ($) must be a number',
      email: 'Email must be a valid email',
    });
  });

  it('counts 0 as a number, not as missing', async () => {
    expect(await formErrors({ ...valid, price: 0 })).toEqual({});
  });

  it('requires only the first benefit', async () => {
    expect(await formErrors({ ...valid, benefits: ['', 'Second'] })).toEqual({ benefits: ['Benefit is required'] });
    expect(await formErrors({ ...valid, benefits: [] })).toEqual({ benefits: ['Benefit is required'] });
  });
});
