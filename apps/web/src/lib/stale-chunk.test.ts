import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadOnStaleChunk } from './stale-chunk';

function fakeWindow() {
  const target = new EventTarget() as EventTarget & Window;
  const reload = vi.fn();
  Object.defineProperty(target, 'location', { value: { reload } });
  const store = new Map<string, string>();
  Object.defineProperty(target, 'sessionStorage', {
    value: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
  });
  return { target, reload };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('stale code files after a new version', () => {
  it('recognises the browsers’ failed dynamic imports, nothing else', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and leaves a second failure within the minute to the error page', () => {
    const { target, reload } = fakeWindow();
    reloadOnStaleChunk(target);
    const first = preloadError();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
