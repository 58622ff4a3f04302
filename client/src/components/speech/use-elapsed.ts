import { useEffect, useState } from 'react';

/** Milliseconds since `since` (a performance.now() time), refreshed every quarter second while `running`
 * (0 until the first tick, which is what a recording just started shows anyway). */
export function useElapsed(since: number, running: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [running, since]);
  return running ? Math.max(0, now - since) : 0;
}
