import { describe, expect, it } from 'vitest';
import source from './start-after-paint.js?raw';

type Added = { src?: string; rel?: string; href?: string; type?: string };

/** Runs the shell's script against a page whose load, frames and paint entries the test fires. */
function runScript({ paintTiming }: { paintTiming: boolean }) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let onLoad: (() => void) | undefined;
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const document = {
    readyState: 'interactive',
    currentScript: { dataset: { entry: '/assets/index.js', preload: '/assets/a.js /assets/b.js' } },
    createElement: () => ({}),
    head: { append: (element: Added) => added.push(element) },
  };
  const window = { addEventListener: (_: string, listener: () => void) => (onLoad = listener) };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {
      paintObserver = undefined;
    }
  }
  const globals = { document, window, PerformanceObserver: FakeObserver };
  new Function(
    'document',
    'window',
    'globalThis',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    source,
  )(
    document,
    window,
    globals,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    FakeObserver,
  );
  const runAll = (queue: (() => void)[]) => {
    for (const task of queue.splice(0)) task();
  };
  return {
    added,
    load: () => onLoad?.(),
    paint: (name: string) => paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    frame: () => runAll(frames),
    tick: () => runAll(timers),
  };
}

describe('start-after-paint (landing shells)', () => {
  it('starts the modules only after the first contentful paint, even when load came first', () => {
    const page = runScript({ paintTiming: true });
    page.load();
    page.frame();
    page.tick();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    page.tick();
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual([]);
    page.tick();
    expect(page.added).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/b.js', crossOrigin: '' },
      { type: 'module', src: '/assets/index.js', crossOrigin: '' },
    ]);
  });

  it('waits two frames after load where the browser has no paint timing', () => {
    const page = runScript({ paintTiming: false });
    page.load();
    page.frame();
    page.tick();
    expect(page.added).toEqual([]);
    page.frame();
    page.tick();
    expect(page.added.map((element) => element.src ?? element.href)).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/index.js',
    ]);
  });
});
