import { ApiError, type ErrorDetail } from '../api-error';
import { formFailure, toFormErrors } from './form-errors';

const apiError = (statusCode: number, message: string, details?: ErrorDetail[]) =>
  new ApiError({ status: statusCode, message, body: { statusCode, error: 'Error', message, details } });

const serviceValues = { name: 'Fast VPN', price: 9.99, benefits: ['', 'Unlimited'], logo: null };

describe('toFormErrors', () => {
  it("puts a 400's details at their fields, nested ones as Formik nests them", () => {
    const error = apiError(400, 'Invalid body: price must be number', [
      { path: 'price', message: 'must be number' },
      { path: 'benefits.0', message: 'must NOT have fewer than 1 characters' },
    ]);
    expect(toFormErrors(error, Object.keys(serviceValues))).toEqual({
      errors: { price: 'must be number', benefits: ['must NOT have fewer than 1 characters'] },
      rest: undefined,
    });
  });

  it('puts a 409 at the field it is mapped to', () => {
    const error = apiError(409, 'A service with this slug already exists', [
      { path: 'slug', message: 'A service with this slug already exists' },
    ]);
    expect(toFormErrors(error, ['name', 'price'], { slug: 'name' }).errors).toEqual({
      name: 'A service with this slug already exists',
    });
  });

  it('gives the details about fields the form does not have as the rest', () => {
    const error = apiError(400, 'Invalid body', [
      { path: 'type', message: 'must be one of "vpn", "dollar-card"' },
      { path: 'name', message: 'is required' },
      { path: '(root)', message: 'is invalid' },
    ]);
    expect(toFormErrors(error, ['name'])).toEqual({
      errors: { name: 'is required' },
      rest: 'type: must be one of "vpn", "dollar-card"; (root): is invalid',
    });
  });

  it('keeps the first message about a field', () => {
    const error = apiError(400, 'Invalid body', [
      { path: 'email', message: 'must match format "email"' },
      { path: 'email', message: 'must NOT have more than 254 characters' },
    ]);
    expect(toFormErrors(error, ['email']).errors).toEqual({ email: 'must match format "email"' });
  });

  it('has nothing to place for an error without details', () => {
    expect(toFormErrors(apiError(500, 'Internal Server Error'), ['name'])).toEqual({ errors: {}, rest: undefined });
    expect(toFormErrors(new Error('boom'), ['name'])).toEqual({ errors: {}, rest: undefined });
  });
});

describe('formFailure', () => {
  it('says the fixed text by default, whatever the server said', () => {
    const describe = formFailure('Failed to create service', { fieldOf: { slug: 'name' } });
    const error = apiError(409, 'A service with this slug already exists', [
      { path: 'slug', message: 'A service with this slug already exists' },
    ]);
    expect(describe(error, serviceValues)).toEqual({
      errors: { name: 'A service with this slug already exists' },
      message: 'Failed to create service',
    });
  });

  it("says the server's message when asked to, else the fixed text", () => {
    const describe = formFailure('Failed to create invite', { serverMessage: true });
    expect(describe(apiError(409, 'An employee with this e-mail already exists'), { email: '' }).message).toBe(
      'An employee with this e-mail already exists',
    );
    expect(describe(new ApiError({ status: 0, message: 'Network Error' }), { email: '' }).message).toBe(
      'Failed to create invite',
    );
  });

  it('adds to the toast what no field of the form shows', () => {
    const describe = formFailure('Failed to update service');
    const error = apiError(400, 'Invalid body', [{ path: 'type', message: 'must be one of "vpn", "dollar-card"' }]);
    expect(describe(error, serviceValues)).toEqual({
      errors: {},
      message: 'Failed to update service (type: must be one of "vpn", "dollar-card")',
    });
  });
});
