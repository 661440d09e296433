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

/** Runs the script as the shell's tag would (these data attributes), with a frame clock of its own. */
function runScript(data: Record<string, string>, visibility: DocumentVisibilityState = 'visible') {
  const tag = document.createElement('script');
  Object.assign(tag.dataset, data);
  const frames: FrameRequestCallback[] = [];
  const documentProxy = new Proxy(document, {
    get: (target, key) => {
      if (key === 'currentScript') return tag;
      if (key === 'visibilityState') return visibility;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const requestFrame = (callback: FrameRequestCallback) => frames.push(callback);
  // What the script adds (other test files of the worker may have left their own in <head>).
  const before = new Set(document.head.children);
  new Function('document', 'requestAnimationFrame', source)(documentProxy, requestFrame);
  const added = () =>
    [...document.head.children]
      .filter((e) => !before.has(e))
      .map((e) =>
        e instanceof HTMLScriptElement
          ? `${e.type} ${e.src}`
          : `${(e as HTMLLinkElement).rel} ${(e as HTMLLinkElement).href}`,
      );
  const paint = () => {
    for (const frame of frames.splice(0)) frame(0);
  };
  return { added, paint };
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

  it('starts the app’s modules after the first paint, the entry last', async () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context', ...MODULES });
    await tick();
    expect(page.added()).toEqual([]);
    page.paint();
    expect(page.added()).toEqual([]);
    await tick();
    expect(page.added()).toEqual([
      'modulepreload http://localhost:3000/assets/runtime.js',
      'modulepreload http://localhost:3000/assets/page.js',
      'module http://localhost:3000/assets/index.js',
    ]);
  });

  it('in a hidden tab, which paints no frame, at once', () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context', ...MODULES }, 'hidden');
    expect(page.added()).toEqual([
      'modulepreload http://localhost:3000/assets/runtime.js',
      'modulepreload http://localhost:3000/assets/page.js',
      'module http://localhost:3000/assets/index.js',
    ]);
  });

  it('a shell whose modules are in its <head> (no data-entry) adds none', async () => {
    document.body.innerHTML = '<script type="application/json" id="first-answers">{}</script>';
    const page = runScript({ calls: 'get_auth_context' });
    page.paint();
    await tick();
    expect(page.added()).toEqual([]);
  });
});

describe('first-data.js warms the pt-BR formats up', () => {
  it('in the app’s own time zone, the one every date of the app is written in', () => {
    expect(source).toContain(`new Intl.DateTimeFormat('pt-BR', { timeZone: '${APP_TIME_ZONE}' })`);
  });
});
