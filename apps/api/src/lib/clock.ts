/**
 * The time the API decides by where a test must move it: the re-authentication window. The
 * database's own now() still stamps rows; this clock only answers "how long ago".
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
