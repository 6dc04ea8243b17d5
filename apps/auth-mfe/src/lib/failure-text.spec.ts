import { ApiError } from '@shopdesk/api-client';
import { failureText, NO_CONNECTION } from './failure-text';

const serverError = (statusCode: number, message: string) =>
  new ApiError({ status: statusCode, message, body: { statusCode, error: 'Error', message } });

describe('failureText', () => {
  it("answers the server's message when it sent one", () => {
    expect(failureText(serverError(429, 'Too many requests; try again in 60 seconds'), 'Fallback')).toBe(
      'Too many requests; try again in 60 seconds',
    );
  });

  it('answers the fallback when the server sent no message', () => {
    expect(failureText(new ApiError({ status: 502, message: 'Request failed with status code 502' }), 'Fallback')).toBe('Fallback');
    expect(failureText(new Error('boom'), 'Fallback')).toBe('Fallback');
  });

  it('says the server could not be reached when no answer came', () => {
    expect(failureText(new ApiError({ status: 0, message: 'Network Error' }), 'Fallback')).toBe(NO_CONNECTION);
  });
});
