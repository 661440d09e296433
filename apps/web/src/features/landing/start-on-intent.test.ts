import { afterEach, describe, expect, it } from 'vitest';
import source from './start-on-intent.js?raw';

// The landing shell's script (issue 27): nothing of the app runs before the person's first sign;
// a click on a button before the app is live is held and handed over; links are left to the browser.
const listeners: [string, EventListener, boolean][] = [];
const realAdd = window.addEventListener.bind(window);

afterEach(() => {
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
  document.body.innerHTML = '';
});

/** Runs the script as the shell's <script> would, in this page; what it adds to <head> is returned. */
function runScript() {
  const tag = document.createElement('script');
  tag.dataset.entry = '/assets/index.js';
  tag.dataset.preload = '/assets/a.js /assets/b.js';
  const track = (type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) => {
    listeners.push([type, listener, typeof options === 'boolean' ? options : Boolean(options?.capture)]);
    realAdd(type, listener, options);
  };
  const windowProxy = new Proxy(window, {
    get: (target, key) => (key === 'addEventListener' ? track : Reflect.get(target, key)),
  });
  const documentProxy = new Proxy(document, {
    get: (target, key) => {
      if (key === 'currentScript') return tag;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // What the script adds (other test files of the worker may have left their own in <head>).
  const before = new Set(document.head.children);
  new Function('window', 'document', source)(windowProxy, documentProxy);
  const mine = () => [...document.head.children].filter((e) => !before.has(e));
  const added = () => mine().map((e) => (e as HTMLScriptElement).src || (e as HTMLLinkElement).href);
  const rels = () => mine().map((e) => (e as HTMLLinkElement).rel || 'module');
  return { added, rels };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('start-on-intent (landing shells)', () => {
  it('runs nothing of the app until the person moves, touches or types; then the modules, once', async () => {
    const page = runScript();
    await tick();
    // Nothing fetched ahead either: it delayed the landing's largest paint.
    expect(page.added()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(page.added()).toEqual([
      'http://localhost:3000/assets/a.js',
      'http://localhost:3000/assets/b.js',
      'http://localhost:3000/assets/index.js',
    ]);
    expect(page.rels()).toEqual(['modulepreload', 'modulepreload', 'module']);
  });

  it('holds a button’s click until the app is live, then hands it over; a link is left alone', () => {
    const page = runScript();
    document.body.innerHTML = '<a href="#ancora">Entrar</a><button type="button">Começar</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const link = document.querySelector('a') as HTMLAnchorElement;
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    expect(page.added()).toEqual([]);

    button.click();
    expect(clicks).toBe(0);
    expect(page.rels()).toEqual(['modulepreload', 'modulepreload', 'module']);
    window.dispatchEvent(new Event('prontidao:live'));
    expect(clicks).toBe(1);
    // Live: clicks go straight through.
    button.click();
    expect(clicks).toBe(2);
  });
});
