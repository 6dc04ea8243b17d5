import { HttpError } from '../../src/errors';
import { boundedWork, HASHING_QUEUE, HASHING_SLOTS, hashPassword, passwordHashing, verifyPassword } from '../../src/lib/passwords';

const busy = () => new Error('busy');

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it('runs at most `slots` at once, the rest in arrival order, and refuses past the queue at once', async () => {
  const work = boundedWork(2, 3, busy);
  const g = gate();
  const started: number[] = [];
  const runs = Array.from({ length: 5 }, (_, i) =>
    work.run(async () => {
      started.push(i);
      await g.opened;
      return i;
    }),
  );
  await expect(work.run(async () => 'late')).rejects.toThrow('busy');
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1]);
  expect(work.load()).toEqual({ running: 2, waiting: 3 });
  g.open();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(work.load()).toEqual({ running: 0, waiting: 0 });
});

it('frees the slot of a work that throws', async () => {
  const work = boundedWork(1, 0, busy);
  await expect(work.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await work.run(async () => 'next')).toBe('next');
});

it('answers 503 with Retry-After to the verifies past the queue instead of piling them up', async () => {
  const stored = await hashPassword('the right password');
  const extra = 5;
  const verifies = Array.from({ length: HASHING_SLOTS + HASHING_QUEUE + extra }, () =>
    verifyPassword(stored, 'a wrong password').then(
      (matches) => ({ matches }),
      (error: unknown) => ({ error }),
    ),
  );
  expect(passwordHashing.load()).toEqual({ running: HASHING_SLOTS, waiting: HASHING_QUEUE });
  const outcomes = await Promise.all(verifies);
  const refused = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  expect(refused).toHaveLength(extra);
  for (const error of refused) {
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
  }
  expect(outcomes.filter((o) => 'matches' in o && o.matches === false)).toHaveLength(HASHING_SLOTS + HASHING_QUEUE);
  expect(await verifyPassword(stored, 'the right password')).toBe(true);
});

it('serves the first lane ahead of the normal one, and bounds each lane on its own', async () => {
  const work = boundedWork(1, 2, busy);
  const g = gate();
  const order: string[] = [];
  const task = (name: string) => async () => {
    order.push(name);
    await g.opened;
  };
  const runs = [work.run(task('running')), work.run(task('normal 1')), work.run(task('normal 2'))];
  await expect(work.run(task('normal 3'))).rejects.toThrow('busy');
  runs.push(work.run(task('first 1'), 'first'), work.run(task('first 2'), 'first'));
  await expect(work.run(task('first 3'), 'first')).rejects.toThrow('busy');
  g.open();
  await Promise.all(runs);
  expect(order).toEqual(['running', 'first 1', 'first 2', 'normal 1', 'normal 2']);
});
