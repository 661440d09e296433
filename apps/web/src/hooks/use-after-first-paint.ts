import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render and until the browser has painted it, then true: what a page renders only
 * when this is true (and the code it loads for it) waits for its first screen to be on the glass. The
 * switch is a transition, so that later part renders in short slices between other work.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setIsPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
