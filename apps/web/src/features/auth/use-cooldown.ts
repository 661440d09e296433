import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start()` begins a new wait (of `wait` seconds if given). */
export function useCooldown(seconds: number, { startNow = false } = {}) {
  const [until, setUntil] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [until]);

  const start = useCallback(
    (wait = seconds) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + wait * 1000);
    },
    [seconds],
  );

  return { remaining, start };
}
