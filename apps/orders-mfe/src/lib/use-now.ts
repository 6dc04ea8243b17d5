import { useEffect, useState } from 'react';

const TICK = 30_000;

/** The current time, renewed every 30 seconds while `live`, so ages like '12 min ago' keep up. */
export function useNow(live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}
