/** Every error the API answers with is made here: status, short error name, message, details. */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    /** An ERROR_CODES value, for the refusals the web side answers by itself. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** More fields of the answer's body, as the call's contract names them (a subclass sets them). */
  get extra(): Record<string, unknown> | undefined {
    return undefined;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, 'Bad Request', message, details);
/** A 400 about one field of the body: the web forms show `message` at that field. */
export const invalidField = (path: string, message: string) => badRequest(message, [{ path, message }]);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'Unauthorized', message);
export const invalidCredentials = () => new HttpError(401, 'Unauthorized', 'Credential Invalid!');
/** A 403 of a rule about the row, not the level (only a note's author edits it). */
export const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);
export const notFound = (what: string) => new HttpError(404, 'Not Found', `${what} not found`);
export const conflict = (message: string, details?: ErrorDetail[]) => new HttpError(409, 'Conflict', message, details);
/** A 409 about one field's value (a taken slug or e-mail): the web forms show `message` at that field. */
export const fieldConflict = (path: string, message: string) => conflict(message, [{ path, message }]);
/** Invites and registrations both refuse an e-mail that already belongs to an employee. */
export const emailTaken = () => fieldConflict('email', 'An employee with this e-mail already exists');
/** An e-mail has at most one open invite: the sender resends or revokes that one instead. */
export const inviteAlreadyOpen = () =>
  fieldConflict('email', 'This e-mail already has an open invite: resend or revoke that invite instead');
export const notAcceptable = (message: string) => new HttpError(406, 'Not Acceptable', message);
/** A method the path does not answer (HEAD on an event stream), with the methods it does. */
export const methodNotAllowed = (allowed: string, message: string) =>
  new HttpError(405, 'Method Not Allowed', message, undefined, { allow: allowed });
export const payloadTooLarge = (message: string) => new HttpError(413, 'Payload Too Large', message);
export const unsupportedMediaType = (message: string) => new HttpError(415, 'Unsupported Media Type', message);
export const tooManyRequests = (retryAfterSeconds: number, message = `Too many attempts, try again in ${retryAfterSeconds} seconds`) =>
  new HttpError(429, 'Too Many Requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(503, 'Service Unavailable', message, undefined, retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) });
