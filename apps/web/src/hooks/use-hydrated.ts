import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and in that prerender), true
 * otherwise. A part that depends on what only the browser knows (the session, the viewport's
 * video) draws its server version until hydration has reused the prerendered DOM, then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
