import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { afterEach, describe, expect, it } from 'vitest';
import source from './first-data.js?raw';

// The dashboard shell's first script (decision 058): when the server drew the screen, the answers
// come from the page and the app's modules start only after the first paint.

afterEach(() => {
  delete window.__prontidaoFirstAnswers;
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
  document.body.innerHTML = '';
});

/**
 * Runs the script as the shell's tag would (these data attributes), with a clock of its own: frames,
 * timers, and the browser's paint timing (`paintTiming: false`, a browser without it).
 */
function runScript(
  data: Record<string, string>,
  {
    visibility = 'visible',
    paintTiming = true,
  }: { visibility?: DocumentVisibilityState; paintTiming?: boolean } = {},
) {
  const tag = document.createElement('script');
  Object.assign(tag.dataset, data);
  let state = visibility;
  const documentProxy = new Proxy(document, {
    get: (target, key) => {
      if (key === 'currentScript') return tag;
      if (key === 'visibilityState') return state;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const frames: FrameRequestCallback[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint', 'resource'] : ['mark', 'resource'];
    connected = false;
    constructor(readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.connected = true;
      observers.push(this);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  // What the script adds (other test files of the worker may have left their own in <head>).
  const before = new Set(document.head.children);
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', source)(
    documentProxy,
    (callback: FrameRequestCallback) => frames.push(callback),
    (run: () => void, ms = 0) => timers.push({ run, ms }),
    FakePerformanceObserver,
  );
  const added = () =>
    [...document.head.children]
      .filter((e) => !before.has(e))
      .map((e) =>
        e instanceof HTMLScriptElement
          ? `${e.type} ${e.src}`
          : `${(e as HTMLLinkElement).rel} ${(e as HTMLLinkElement).href}`,
      );
  return {
    added,
    /** The first frame is drawn (its callbacks run, and the timers they set). */
    draw: () => {
      for (const frame of frames.splice(0)) frame(0);
    },
    /** The timers set so far, by delay; `runTimers` runs them. */
    timers: () => timers.map((t) => t.ms),
    runTimers: () => {
      for (const timer of timers.splice(0)) timer.run();
    },
    /** The browser reports a paint entry (the frame is on the screen). */
    present: (name: string) => {
      for (const observer of [...observers])
        observer.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    },
    observing: () => observers.length,
    hide: () => {
      state = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const MODULES = { entry: '/assets/index.js', preload: '/assets/runtime.js /assets/page.js' };

describe('first-data.js on a page the server drew', () => {
  it('hands over the answers in the page, asking nothing', async () => {
    document.body.innerHTML = `<script type="application/json" id="first-answers">${JSON.stringify({
      get_auth_context: { status: 200, body: { data: { nickname: 'Ana' } } },
      get_coin_wallet: { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Entre.' } } },
    })}</script>`;
    runScript({ calls: 'get_auth_context get_coin_wallet', ...MODULES });
    const answers = window.__prontidaoFirstAnswers ?? {};
    const auth = await answers.get_auth_context;
    expect(await auth?.json()).toEqual({ data: { nickname: 'Ana' } });
    expect(await answers.get_coin_wallet).toBeNull();
  });

  const STARTED = [
    'modulepreload http://localhost:3000/assets/runtime.js',
    'modulepreload http://localhost:3000/assets/page.js',
    'module http://localhost:3000/assets/index.js',
  ];

  it('starts the app’s modules once the first paint is on the screen, the entry last', async () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context', ...MODULES });
    await tick();
    expect(page.added()).toEqual([]);
    // Drawn is not yet shown: a busy phone presents the frame later.
    page.draw();
    expect(page.added()).toEqual([]);
    page.present('first-paint');
    expect(page.added()).toEqual([]);
    page.present('first-contentful-paint');
    expect(page.added()).toEqual(STARTED);
    // Once: no later signal adds them again, and the observer is gone.
    expect(page.observing()).toBe(0);
    page.runTimers();
    page.hide();
    expect(page.added()).toEqual(STARTED);
  });

  it('two seconds after the first frame at most, when no contentful paint is reported', () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context', ...MODULES });
    page.draw();
    expect(page.timers()).toEqual([2000]);
    expect(page.added()).toEqual([]);
    page.runTimers();
    expect(page.added()).toEqual(STARTED);
    expect(page.observing()).toBe(0);
  });

  it('without paint timing, half a second after the first frame', () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context', ...MODULES }, { paintTiming: false });
    expect(page.observing()).toBe(0);
    page.draw();
    expect(page.timers()).toEqual([500]);
    expect(page.added()).toEqual([]);
    page.runTimers();
    expect(page.added()).toEqual(STARTED);
  });

  it('in a hidden tab, which paints no frame, at once; and when the tab is hidden before its paint', () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    expect(runScript({ calls: 'get_auth_context', ...MODULES }, { visibility: 'hidden' }).added()).toEqual(
      STARTED,
    );
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
    const page = runScript({ calls: 'get_auth_context', ...MODULES });
    expect(page.added()).toEqual([]);
    page.hide();
    expect(page.added()).toEqual(STARTED);
  });

  it('a shell whose modules are in its <head> (no data-entry) adds none', async () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context' });
    page.draw();
    page.present('first-contentful-paint');
    page.runTimers();
    await tick();
    expect(page.added()).toEqual([]);
  });
});

describe('first-data.js warms the pt-BR formats up', () => {
  it('in the app’s own time zone, the one every date of the app is written in', () => {
    expect(source).toContain(`new Intl.DateTimeFormat('pt-BR', { timeZone: '${APP_TIME_ZONE}' })`);
  });
});
