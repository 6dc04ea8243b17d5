import { ApiError, errorMessage } from './api-error';

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
