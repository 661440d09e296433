// Prontidão service worker: makes the app installable and lets the installed app open and log a
// workout without network (docs/decisions/024-offline-logging.md).
//
// The rule: a page works offline once this device has opened it online with the worker installed
// (the first visit counts: a signed-in page hands the worker the files it loaded before the worker
// ran, messages 'precache' and 'remember-session').
// - Navigations: network first; a good answer becomes the cached app shell ('/') and the files it
//   references are cached too. Without network: the cached shell, whose router draws the page.
// - /assets/* (fingerprinted, never change): cache first, cached on first use; at install, the plain
//   shell's own files (entry script, styles). The 200 newest are kept.
// - /api/*: always the network (queued activities live in the page, in IndexedDB), with one
//   exception: the last positive answer of get_auth_context is kept, so the app opened offline still
//   knows who is signed in. Signing out, or a signed-out answer, forgets it.
//
// It also shows the reminders the server pushes (Web Push, decision 053): a notification per push,
// and a click on it opens the app at the page it names (only a path of this site).
const CACHE = 'prontidao-shell-v2';
const SHELL_URL = '/';
/** index.html without any page's preloads (the server's '/' also preloads the landing's files). */
const PLAIN_SHELL_URL = '/index.html';
const STATIC = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const AUTH_CONTEXT_PATH = '/api/rpc/get_auth_context';
const AUTH_CONTEXT_KEY = '/__offline__/auth-context';
const SIGN_OUT_PATH = '/api/auth/sign-out';
/** Assets of about four releases; the oldest go first. */
const MAX_ASSETS = 200;

const sameOrigin = (url) => url.origin === self.location.origin;
const isAssetPath = (pathname) => pathname.startsWith('/assets/');

/** The /assets/ files an HTML shell references: entry script, styles, preloaded chunks. */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) urls.add(match[1]);
  return [...urls];
}

async function trimAssets(cache) {
  const assets = (await cache.keys()).filter((request) => isAssetPath(new URL(request.url).pathname));
  const excess = assets.slice(0, Math.max(0, assets.length - MAX_ASSETS));
  await Promise.all(excess.map((request) => cache.delete(request)));
}

/** Caches each same-origin asset not cached yet (a failed one is simply left for next time). */
async function addAssets(cache, urls) {
  await Promise.all(
    urls.map(async (raw) => {
      const url = new URL(raw, self.location.origin);
      if (!sameOrigin(url) || !isAssetPath(url.pathname) || (await cache.match(url.pathname))) return;
      const response = await fetch(url.pathname).catch(() => null);
      if (response?.ok) await cache.put(url.pathname, response);
    }),
  );
  await trimAssets(cache);
}

async function keepShell(response) {
  const cache = await caches.open(CACHE);
  await cache.put(SHELL_URL, response.clone());
  await addAssets(cache, assetsOf(await response.text()));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(STATIC);
      const shell = await fetch(PLAIN_SHELL_URL, { cache: 'no-cache' });
      if (!shell.ok) throw new Error(`shell: ${shell.status}`);
      await keepShell(shell);
    })(),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
  );
  self.clients.claim();
});

/** Asks the server who is signed in and keeps a positive answer (a negative one forgets it). */
async function rememberAuthContext(response) {
  const cache = await caches.open(CACHE);
  const body = await response.json().catch(() => null);
  if (body?.data) await cache.put(AUTH_CONTEXT_KEY, Response.json(body));
  else await cache.delete(AUTH_CONTEXT_KEY);
}

// A signed-in page tells the worker what went out before the worker could see it: the files it
// loaded ('precache') and that someone is signed in ('remember-session': the worker asks who).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'precache' && Array.isArray(data.urls)) {
    const urls = data.urls.filter((url) => typeof url === 'string').slice(0, MAX_ASSETS);
    event.waitUntil(caches.open(CACHE).then((cache) => addAssets(cache, urls)));
  }
  if (data?.type === 'remember-session') {
    const headers = { 'content-type': 'application/json' };
    event.waitUntil(
      fetch(AUTH_CONTEXT_PATH, { method: 'POST', headers, body: '{}' })
        .then((response) => (response.ok ? rememberAuthContext(response) : undefined))
        .catch(() => undefined),
    );
  }
});

function navigate(event) {
  return fetch(event.request)
    .then((response) => {
      const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
      // A page drawn for the person (the dashboard's first screen: their data) is never the shell
      // kept for offline use, which any later visitor of this browser would get.
      const isPersonal = (response.headers.get('cache-control') ?? '').includes('no-store');
      if (response.ok && !response.redirected && isPage && !isPersonal) event.waitUntil(keepShell(response.clone()));
      return response;
    })
    .catch(async () => (await caches.match(SHELL_URL)) ?? Response.error());
}

function asset(event) {
  return caches.match(event.request).then(
    (hit) =>
      hit ||
      fetch(event.request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(
            caches.open(CACHE).then((cache) => cache.put(event.request, copy).then(() => trimAssets(cache))),
          );
        }
        return response;
      }),
  );
}

/** get_auth_context: the network's answer (remembered while someone is signed in), else the last one. */
function authContext(event) {
  return fetch(event.request)
    .then((response) => {
      if (response.ok) event.waitUntil(rememberAuthContext(response.clone()));
      return response;
    })
    .catch(async () => (await caches.match(AUTH_CONTEXT_KEY)) ?? Response.error());
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (url.pathname === SIGN_OUT_PATH) {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.delete(AUTH_CONTEXT_KEY)));
    return;
  }
  if (request.method === 'POST' && url.pathname === AUTH_CONTEXT_PATH) {
    event.respondWith(authContext(event));
    return;
  }
  if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  if (isAssetPath(url.pathname)) event.respondWith(asset(event));
});

// ——— Reminders (Web Push) ———

const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Android's status bar draws the badge as a white silhouette: the flame alone, on transparency. */
const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** A path of this site ('/aluno/plano'); anything else (another site, '//host', a full URL) is '/'. */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  const parsed = new URL(url, self.location.origin);
  return sameOrigin(parsed) ? parsed.pathname + parsed.search + parsed.hash : '/';
}

/** The push's JSON `{ id, title, body, url, tag }`; a text that is not JSON becomes the body. */
function pushPayload(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: data.text() };
  }
}

const textOr = (value, fallback) => (typeof value === 'string' && value.trim() ? value : fallback);

self.addEventListener('push', (event) => {
  const payload = pushPayload(event.data);
  const tag = textOr(payload.tag, undefined);
  event.waitUntil(
    self.registration.showNotification(textOr(payload.title, 'Prontidão'), {
      body: textOr(payload.body, ''),
      tag,
      // A reminder of the same kind replaces the one shown; it still rings.
      renotify: tag !== undefined,
      lang: 'pt-BR',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: appPath(payload.url), id: textOr(payload.id, null) },
    }),
  );
});

/** Focuses a window of the app showing `path` (navigating one there if none is), else opens one. */
async function openApp(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.filter((client) => sameOrigin(new URL(client.url)));
  const there = open.find((client) => client.url === target);
  if (there) return there.focus();
  for (const client of open) {
    try {
      const focused = await client.focus();
      const moved = await focused.navigate(target);
      if (moved) return moved;
    } catch {
      // A window this worker does not control cannot be navigated from here: try the next one.
    }
  }
  return self.clients.openWindow(target);
}

const MARK_READ_PATH = '/api/rpc/mark_notifications_read';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notification was opened: it is read in the centre too (best effort, with the session's cookie). */
function markRead(id) {
  if (typeof id !== 'string' || !UUID.test(id)) return Promise.resolve();
  const headers = { 'content-type': 'application/json' };
  return fetch(MARK_READ_PATH, { method: 'POST', headers, body: JSON.stringify({ id }) }).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  event.waitUntil(Promise.all([openApp(appPath(data.url)), markRead(data.id)]));
});
