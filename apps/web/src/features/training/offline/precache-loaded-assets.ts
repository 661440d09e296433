// The first visit loads the app before the service worker runs, so the worker never sees those
// files, nor who signed in. The page tells it: every /assets/ file it loaded (now, and each new one
// as it loads) and, when a worker takes control, to remember the session (public/sw.js;
// docs/decisions/024-offline-logging.md).

const isOwnAsset = (name: string) => name.startsWith(`${window.location.origin}/assets/`);

const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(isOwnAsset);

/** Starts telling the worker; returns a stop. */
export function precacheLoadedAssets(): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => {};
  const post = (message: { type: 'precache'; urls: string[] } | { type: 'remember-session' }) =>
    container.controller?.postMessage(message);
  const handOver = () => {
    post({ type: 'remember-session' });
    post({ type: 'precache', urls: loadedAssets() });
  };
  handOver();
  container.addEventListener('controllerchange', handOver);
  // A file whose request left before the worker took control, but ended after: sent as it ends.
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? null
      : new PerformanceObserver((list) => {
          const urls = list
            .getEntries()
            .map((entry) => entry.name)
            .filter(isOwnAsset);
          if (urls.length > 0) post({ type: 'precache', urls });
        });
  observer?.observe({ type: 'resource' });
  return () => {
    container.removeEventListener('controllerchange', handOver);
    observer?.disconnect();
  };
}
