import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js's reminders: the worker runs here with a fake `self` (its registration, its clients)
// and receives the push and notificationclick events a browser would send it.

/** apps/web/public (the tests run from the repository's root). */
const PUBLIC = join(process.cwd(), 'apps/web/public');
const ORIGIN = 'https://prontidao.example';
const source = readFileSync(join(PUBLIC, 'sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(path: string, { controlled = true } = {}): FakeWindow {
  const client: FakeWindow = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => {
      if (!controlled) throw new TypeError('not controlled');
      client.url = url;
      return client;
    }),
  };
  return client;
}

type Listener = (event: Record<string, unknown>) => void;

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const fetch = vi.fn(async () => new Response('{}'));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow, claim: () => undefined },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
  };
  new Function('self', 'caches', 'fetch', source)(self, {}, fetch);

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  const push = (body: string) =>
    dispatch('push', {
      data: { text: () => body, json: () => JSON.parse(body) },
    });
  const click = (data: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data, close } }).then(() => close);
  };
  return { push, click, showNotification, openWindow, fetch };
}

const ID = '11111111-1111-4111-8111-111111111111';
const payload = (url: string) =>
  JSON.stringify({
    id: ID,
    title: 'Hoje: Corrida leve',
    body: 'Corrida leve — Leve',
    url,
    tag: 'sessao_do_dia',
  });

describe('the service worker shows the reminders pushed to it', () => {
  it('a push becomes a notification with its text, kind, icons and page', async () => {
    const worker = startWorker();
    await worker.push(payload('/aluno/plano'));
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Hoje: Corrida leve',
      expect.objectContaining({
        body: 'Corrida leve — Leve',
        tag: 'sessao_do_dia',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/aluno/plano', id: ID },
      }),
    );
    for (const icon of ['icons/icon-192.png', 'icons/badge-96.png'])
      expect(existsSync(join(PUBLIC, icon))).toBe(true);
  });

  it("a push that is not JSON is shown as 'Prontidão' with its text", async () => {
    const worker = startWorker();
    await worker.push('Seu TAF é amanhã');
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Prontidão',
      expect.objectContaining({ body: 'Seu TAF é amanhã', data: { url: '/', id: null } }),
    );
  });

  it('only a path of this site is kept: another site, //host or /\\host opens the home', async () => {
    const worker = startWorker();
    for (const url of [
      'https://golpe.example/x',
      '//golpe.example/x',
      '/\\golpe.example/x',
      'javascript:alert(1)',
    ]) {
      await worker.push(payload(url));
    }
    const urls = worker.showNotification.mock.calls.map(
      (call) => (call as unknown as [string, { data: { url: string } }])[1].data.url,
    );
    expect(urls).toEqual(['/', '/', '/', '/']);
  });
});

describe('a click on a reminder', () => {
  it('closes it, focuses an open window of the app and takes it to the page, and counts it as read', async () => {
    const open = fakeWindow('/aluno/dashboard');
    const worker = startWorker([open]);
    const close = await worker.click({ url: '/aluno/plano', id: ID });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/aluno/plano`);
    expect(worker.openWindow).not.toHaveBeenCalled();
    expect(worker.fetch).toHaveBeenCalledWith('/api/rpc/mark_notifications_read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: ID }),
    });
  });

  it('focuses a window already on the page without reloading it', async () => {
    const there = fakeWindow('/aluno/plano');
    const worker = startWorker([fakeWindow('/aluno/treinos'), there]);
    await worker.click({ url: '/aluno/plano', id: ID });
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when none can be used, and never leaves the site', async () => {
    const worker = startWorker([fakeWindow('/ranking', { controlled: false })]);
    await worker.click({ url: 'https://golpe.example/', id: 'não é um id' });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
    expect(worker.fetch).not.toHaveBeenCalled();

    const empty = startWorker();
    await empty.click({ url: '/aluno/plano' });
    expect(empty.openWindow).toHaveBeenCalledWith(`${ORIGIN}/aluno/plano`);
  });
});
