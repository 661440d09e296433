import { type RefCallback, useCallback, useState } from 'react';

/**
 * False until the element reaches the screen (or comes within `margin` of it), then true for good:
 * what is costly to compute and sits below a phone's first screen waits for the person to scroll to
 * it. Without IntersectionObserver (an old browser, tests) it is true at once.
 */
export function useOnScreen<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [isOnScreen, setIsOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isOnScreen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setIsOnScreen(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isOnScreen, margin],
  );
  return [ref, isOnScreen];
}
