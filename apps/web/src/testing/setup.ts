import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { watchConsoleErrors } from './console-errors';
import { server } from './msw-server';

// Web tests: pages rendered with the real providers and router; only our API is faked (MSW).

// jsdom's page lives at http://localhost:3000; Node's fetch needs absolute URLs.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(
    typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input,
    init,
  );

// Radix and sonner use browser APIs jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

/** The device's queue of unsent activities (features/training/offline/pending-db.ts), if a test had one. */
function deleteOfflineQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    // The app's open connection closes itself on the version change a deletion sends.
    const request = indexedDB.deleteDatabase('prontidao-offline');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

let takeConsoleErrors: () => string[] = () => [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  takeConsoleErrors = watchConsoleErrors();
});
// The test files of a worker share this page (vitest.config.ts): each test leaves it as it found it.
afterEach(async () => {
  cleanup();
  toast.dismiss();
  await deleteOfflineQueue();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What the app keeps on window for the page's life (lib/first-answers.ts): each test starts a page.
  delete window.__prontidaoFirstAnswers;
  delete window.__prontidaoCallsMade;
  const errors = takeConsoleErrors();
  if (errors.length > 0) throw new Error(`console.error durante o teste:\n${errors.join('\n')}`);
});
afterAll(() => server.close());
