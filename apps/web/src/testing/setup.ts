import { cleanup } from '@testing-library/react';
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

let takeConsoleErrors: () => string[] = () => [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  takeConsoleErrors = watchConsoleErrors();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  const errors = takeConsoleErrors();
  if (errors.length > 0) throw new Error(`console.error durante o teste:\n${errors.join('\n')}`);
});
afterAll(() => server.close());
