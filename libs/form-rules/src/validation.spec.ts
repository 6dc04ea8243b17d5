import { validateYupSchema, yupToFormErrors } from 'formik';
import * as yup from 'yup';
import {
  requiredMessage,
  singleLineTest,
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

describe('singleLineTest', () => {
  const nameSchema = yup.object({ name: yup.string().test(singleLineTest('Name')) });
  const nameError = async (name: string) => (await nameSchema.validate({ name }).then(() => undefined, (error: yup.ValidationError) => error.message));

  it('takes a name in any script, with accents and emoji, and an empty one (required is another check)', async () => {
    for (const name of ['Zoë Ångström', 'هدى 😀', 'The 👩\u200D👩\u200D👧 family', '']) expect(await nameError(name)).toBeUndefined();
  });

  it('refuses a line break, a control character or a bidi control with one message', async () => {
    for (const name of ['Huda\nKarim', 'Huda\tKarim', 'Huda \u202Emirak', '\u2066Huda\u2069']) {
      expect(await nameError(name)).toBe('Name must be a single line of text without control characters');
    }
  });
});
