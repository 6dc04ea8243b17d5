import type { FastifyInstance } from 'fastify';

/** Keyed by the server, which an app shares with every plugin context inside it. */
const pending = new WeakMap<object, Set<Promise<void>>>();

export type RunAfterReply = (what: string, work: () => Promise<void>) => void;

/**
 * Work that runs once the answer is on its way, so the answer's timing cannot depend on it
 * (whether an account exists, say). A failure is logged: nobody is left to answer. Closing the
 * app waits for the work in flight. Call it while registering routes (it adds an onClose hook).
 */
export function afterReply(app: FastifyInstance): RunAfterReply {
  const set = new Set<Promise<void>>();
  pending.set(app.server, set);
  app.addHook('onClose', async () => {
    await workDoneAfterReply(app);
  });
  return (what, work) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed after its answer was sent`))
      .finally(() => set.delete(done));
    set.add(done);
  };
}

/** Resolves when the work started after replies so far has finished (tests wait on it). */
export async function workDoneAfterReply(app: FastifyInstance): Promise<void> {
  const set = pending.get(app.server);
  while (set?.size) await Promise.all(set);
}
