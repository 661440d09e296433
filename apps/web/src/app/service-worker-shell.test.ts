import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js's offline shell: a navigation's good answer becomes the page any later offline visit
// of this browser gets — never a page drawn for a person (decision 058: the dashboard's first screen).

const ORIGIN = 'https://prontidao.example';
const source = readFileSync(join(process.cwd(), 'apps/web/public/sw.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function startWorker(answer: () => Response) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Response>();
  const cache = {
    put: vi.fn(async (key: string, response: Response) => void stored.set(key, response)),
    match: async (key: string) => stored.get(key),
    keys: async () => [],
    delete: async () => true,
  };
  const caches = { open: async () => cache, match: async (key: string) => stored.get(key) };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: () => undefined },
  };
  new Function('self', 'caches', 'fetch', source)(
    self,
    caches,
    vi.fn(async () => answer()),
  );

  /** A navigation to `path`: the answer the page got, once the worker's own work is done. */
  async function navigate(path: string) {
    const pending: Promise<unknown>[] = [];
    let answered: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      // As the browser hands a navigation over (a page cannot make a Request of mode 'navigate').
      request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' },
      respondWith: (response: Promise<Response>) => {
        answered = response;
      },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = await answered;
    await Promise.all(pending);
    return response;
  }
  return { navigate, stored };
}

const html = (body: string, cacheControl: string) =>
  new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  });

describe('the offline shell the service worker keeps', () => {
  it('is the last page shell it saw, but never a page drawn for the person', async () => {
    let next = html('<div id="root"></div>', 'no-cache');
    const worker = startWorker(() => next);
    expect((await worker.navigate('/aluno/treinos'))?.status).toBe(200);
    expect(await worker.stored.get('/')?.clone().text()).toBe('<div id="root"></div>');

    next = html('<div id="root"><div inert>Olá, Ana!</div></div>', 'private, no-store');
    expect(await (await worker.navigate('/aluno/dashboard'))?.text()).toContain('Olá, Ana!');
    // The shell kept is still the plain one.
    expect(await worker.stored.get('/')?.clone().text()).toBe('<div id="root"></div>');
  });
});
