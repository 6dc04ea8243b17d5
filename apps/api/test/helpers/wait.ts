/**
 * Waits until `check` holds, asking again every 10 ms. `hangMs` is a limit for hangs, not a speed
 * check: past it the test fails naming `what` it waited for.
 *
 * @example await waitUntil(() => socket.destroyed, 'the server to close the socket');
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, hangMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > hangMs) throw new Error(`Still waiting after ${hangMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether `promise` has settled, read at any time (for waits on a request that may or may not wait itself). */
export function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}
