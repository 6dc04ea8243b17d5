import axios, { AxiosError } from 'axios';
import { ApiError, errorMessage, toApiError } from './api-error';

describe('errorMessage', () => {
  it("gives the server's message when it sent one", () => {
    const error = new ApiError({
      status: 409,
      message: 'Only a pending order can change status',
      body: { statusCode: 409, error: 'Conflict', message: 'Only a pending order can change status' },
    });
    expect(errorMessage(error, 'Failed to update order status')).toBe('Only a pending order can change status');
  });

  it('gives the fallback when no server message came', () => {
    expect(errorMessage(new ApiError({ status: 0, message: 'Network Error' }), 'Failed to update order status')).toBe(
      'Failed to update order status',
    );
    expect(errorMessage(new ApiError({ status: 502, message: 'Request failed with status code 502' }), 'Failed')).toBe('Failed');
    expect(errorMessage(new Error('boom'), 'Failed to create service')).toBe('Failed to create service');
    expect(errorMessage(undefined, 'Failed to create service')).toBe('Failed to create service');
  });
});

describe('toApiError', () => {
  it('keeps the details a 409 names, so a form can show them at the field', () => {
    const details = [{ path: 'email', message: 'An employee with this e-mail already exists' }];
    const body = { statusCode: 409, error: 'Conflict', message: details[0].message, details };
    const response = { status: 409, data: body, statusText: 'Conflict', headers: {}, config: {} as never };
    const failed = new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', undefined, {}, response);
    expect(toApiError(failed, axios)).toMatchObject({ status: 409, message: details[0].message, details });
  });

  it('reads an aborted request as canceled, and any other error by its message', () => {
    expect(toApiError(new axios.CanceledError(), axios)).toMatchObject({ status: 0, canceled: true });
    expect(toApiError(new Error('boom'), axios)).toMatchObject({ status: 0, message: 'boom', canceled: false });
  });

  it('has no details when the server named none', () => {
    expect(new ApiError({ status: 404, message: 'Service not found' }).details).toEqual([]);
  });
});
