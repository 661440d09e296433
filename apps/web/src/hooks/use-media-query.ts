import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a render without a screen (the server's first screen, apps/web/src/app/dashboard-render.tsx)
 * takes each media query to match: the person's device as their request tells. Unlisted: false.
 */
export const ServerMedia = createContext<Readonly<Partial<Record<string, boolean>>>>({});

export function useMediaQuery(query: string): boolean {
  const server = useContext(ServerMedia);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => server[query] ?? false,
  );
}

export const MOBILE_QUERY = '(max-width: 767px)';
export const STANDALONE_QUERY = '(display-mode: standalone)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
