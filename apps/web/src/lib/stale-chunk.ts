// After a new version is published, a page opened before it asks for code files that no longer exist
// (their names change with every build). The first such failure reloads the page once, which brings the
// new version; a second within a minute is left to the error boundary, so a real outage never loops.

const RELOADED_AT = 'prontidao:stale-chunk-reload';
const WINDOW_MS = 60_000;

/** Whether an error is a failed load of the app's own code (a dynamic import or its CSS). */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** Reloads once when Vite reports a code file that failed to load (`vite:preloadError`). */
export function reloadOnStaleChunk(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(target.sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < WINDOW_MS) return;
      target.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return; // no storage: no way to tell a loop apart, let the error boundary speak
    }
    event.preventDefault();
    target.location.reload();
  });
}
