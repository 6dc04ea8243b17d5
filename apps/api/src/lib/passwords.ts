import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../errors';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs at most this many at once: each takes a core and 19 MiB for some 15 ms, and with
 * every core hashing, every other request of the process waits for CPU too.
 */
export const HASHING_SLOTS = 2;
/** Hashes waiting for a slot; past it a caller gets a 503 at once (at 15 ms a hash, the last waits about half a second). */
export const HASHING_QUEUE = 64;

export const hashingBusy = () =>
  new HttpError(503, 'Service Unavailable', 'The server is busy checking passwords, try again in a moment', undefined, { 'retry-after': '1' });

/**
 * `first`: a login that has succeeded from the same address before, served ahead of the rest, so
 * a flood of guesses from elsewhere delays a returning employee by the hashes running, not by the
 * whole queue. `normal`: everything else.
 */
export type HashingLane = 'first' | 'normal';

export interface BoundedWork {
  /**
   * Runs `work` when a slot is free: waiters of the `first` lane before those of `normal`, each
   * lane in arrival order; throws `busy()` at once when the lane's queue is full.
   */
  run<T>(work: () => Promise<T>, lane?: HashingLane): Promise<T>;
  /** Running and waiting right now. */
  load(): { running: number; waiting: number };
}

export function boundedWork(slots: number, queue: number, busy: () => Error): BoundedWork {
  let running = 0;
  const waiting: Record<HashingLane, Array<() => void>> = { first: [], normal: [] };
  const release = () => {
    const next = waiting.first.shift() ?? waiting.normal.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work, lane = 'normal') {
      if (running < slots) running += 1;
      else if (waiting[lane].length >= queue) throw busy();
      // A released slot passes straight to the next waiter, so running stays counted.
      else await new Promise<void>((resolve) => waiting[lane].push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.first.length + waiting.normal.length }),
  };
}

/** The process's argon2 slots and queue; tests hold them with work of their own to fill them on cue. */
export const passwordHashing = boundedWork(HASHING_SLOTS, HASHING_QUEUE, hashingBusy);
const hashing = passwordHashing;

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, PARAMS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail) it still verifies against a dummy
 * hash, so an unknown account takes as long to refuse as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string, lane: HashingLane = 'normal'): Promise<boolean> {
  if (!storedHash) {
    // Made outside the queue: made inside, a full queue would fail it and every later call would reuse the failure.
    dummyHash ??= hash('dummy-password-for-timing', PARAMS);
    const dummy = await dummyHash;
    await hashing.run(() => verify(dummy, password), lane).catch(rethrowBusy);
    return false;
  }
  return hashing.run(() => verify(storedHash, password), lane).catch(rethrowBusy);
}

/** A malformed stored hash is a mismatch; a full queue stays a 503. */
function rethrowBusy(error: unknown): false {
  if (error instanceof HttpError) throw error;
  return false;
}
