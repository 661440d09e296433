import type { DataRouter } from 'react-router';

/** Resolves once the router has matched its first location and loaded that route's lazy modules. */
export function routerInitialized(router: DataRouter): Promise<void> {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
