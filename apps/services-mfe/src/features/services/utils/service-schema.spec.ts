import { ValidationError } from 'yup';
import { serviceFormValues, type ServiceFormValues } from './service-form-values';
import { serviceSchema } from './service-schema';

const valid: ServiceFormValues = {
  ...serviceFormValues('vpn'),
  name: 'Falcon VPN',
  price: 9.99,
  serial: 1,
  link: 'https://falcon.example',
  benefits: ['Fast'],
};

/** Every message the schema gives for the values, by field path. */
function errorsOf(values: Partial<Record<keyof ServiceFormValues, unknown>>): Record<string, string> {
  try {
    serviceSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('serviceSchema', () => {
  it('accepts a complete service', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("gives the product's required messages", () => {
    expect(errorsOf({ name: ' ', price: '', serial: '', link: '', benefits: [''] })).toEqual({
      name: 'Service Name is required',
      price: 'Price ($) is required',
      serial: 'Serial is required',
      link: 'Link is required',
      'benefits[0]': 'Benefit is required',
    });
  });

  it('wants numbers for price and serial', () => {
    expect(errorsOf({ price: 'abc', serial: 'x' })).toEqual({
      price: 'Price ($) must be a number',
      serial: 'Serial must be a number',
    });
  });

  it('keeps price and serial in the ranges the API takes', () => {
    expect(errorsOf({ price: -1, serial: 1.5 })).toEqual({ price: 'Price ($) must be 0 or more', serial: 'Serial must be a whole number' });
    expect(errorsOf({ price: 9.995 })).toEqual({ price: 'Price ($) must have at most two decimals' });
  });

  it('requires the link only for the link choice', () => {
    expect(errorsOf({ linkOrApk: 'apk', link: '' })).toEqual({});
    expect(errorsOf({ link: 'not a link' })).toEqual({ link: 'Link must be a valid URL' });
  });

  it('keeps the name and each benefit to one line without control or bidi characters, as the API does', () => {
    expect(errorsOf({ name: 'Falcon \u202ENPV', benefits: ['Fast', 'No\u2028logs'] })).toEqual({
      name: 'Service Name must be a single line of text without control characters',
      'benefits[1]': 'Benefit must be a single line of text without control characters',
    });
    expect(errorsOf({ name: 'Falcon VPN 🦅 الصقر', benefits: ['Rápido'] })).toEqual({});
  });

  it('requires only the first benefit', () => {
    expect(errorsOf({ benefits: ['Fast', ''] })).toEqual({});
    expect(errorsOf({ benefits: ['', 'Second'] })).toEqual({ 'benefits[0]': 'Benefit is required' });
  });

  it('takes only the deliveries the API knows', () => {
    expect(errorsOf({ delivery: 'manual' })).toEqual({});
    expect(errorsOf({ delivery: 'courier' })).toEqual({ delivery: 'Delivery must be Credential from stock or Manual' });
  });

  it('leaves the short description and country optional', () => {
    expect(errorsOf({ shortDescription: '', country: '' })).toEqual({});
  });
});
