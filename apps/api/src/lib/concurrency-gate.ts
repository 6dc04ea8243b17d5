/** At most `limit` inside at once; the others wait their turn, first come first in. */
export interface ConcurrencyGate {
  /** Waits for a place and answers how to give it back (once; later calls do nothing). */
  enter(): Promise<() => void>;
  readonly inside: number;
  readonly waiting: number;
}

export function concurrencyGate(limit: number): ConcurrencyGate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A gate needs a limit of at least 1, got ${limit}`);
  let inside = 0;
  const queue: Array<() => void> = [];
  const leaver = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = queue.shift();
      // The place passes straight to the next in line, so nobody overtakes it.
      if (next) next();
      else inside -= 1;
    };
  };
  return {
    async enter() {
      if (inside < limit) {
        inside += 1;
        return leaver();
      }
      await new Promise<void>((resolve) => queue.push(resolve));
      return leaver();
    },
    get inside() {
      return inside;
    },
    get waiting() {
      return queue.length;
    },
  };
}
