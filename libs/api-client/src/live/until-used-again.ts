/** What says someone is using this tab: it is shown again, focused, clicked or typed in. */
const WINDOW_EVENTS = ['focus', 'pointerdown', 'keydown'] as const;

/**
 * Resolves the next time this tab is used (or when `signal` aborts): the moment a live stream
 * closed for a newer tab may take its place back.
 */
export function untilUsedAgain(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of WINDOW_EVENTS) window.removeEventListener(type, done, true);
      document.removeEventListener('visibilitychange', onVisibility);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') done();
    };
    for (const type of WINDOW_EVENTS) window.addEventListener(type, done, true);
    document.addEventListener('visibilitychange', onVisibility);
    signal.addEventListener('abort', done);
  });
}
