const LOGGED_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType', 'statusCode', 'syscall', 'errno'];
/** SQLSTATE class 22 (data exceptions) messages quote the value that failed: `... uuid: "<value>"`. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const MAX_CAUSES = 5;

/**
 * The parts of an error that may be logged. Database drivers attach the statement's text and
 * parameters (a password hash, a credential's ciphertext) and PostgreSQL's `detail` quotes the
 * failing row: a log keeps the error's kind and code, where it failed, never the values.
 * It is the logger's `err` serializer (logger.ts): every `{ err }` logged anywhere goes through it.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function loggableError(error: unknown, depth = 0): LoggedError {
  // A thrown non-error is logged by its kind only: it may be any value, a secret included.
  if (!(error instanceof Error)) return { type: typeof error, message: `a thrown ${typeof error}`, stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : '';
  const message = DATA_EXCEPTION.test(code) ? error.message.replace(/"[^"]*"/g, '"[redacted]"') : error.message;
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  for (const field of LOGGED_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (depth < MAX_CAUSES) {
    if (error.cause !== undefined) logged.cause = loggableError(error.cause, depth + 1);
    if (error instanceof AggregateError) logged.errors = error.errors.map((e: unknown) => loggableError(e, depth + 1));
  }
  return logged;
}
