// Where a browser's push subscription may point (issue 26): the server POSTs to it, so an endpoint
// is an address our server would call on someone's say-so — an SSRF door if it were any URL. In a
// deployment it must be https on a known browser push service (every major browser uses one of
// these); in the local demo an endpoint on this machine is allowed too, so tests can run their own
// push service.

/** The push services of Chrome/Edge/Opera/Samsung (FCM), Firefox, Edge (WNS) and Safari. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

/** Null when the endpoint may be used, else why not (pt-BR). */
export function pushEndpointProblem(endpoint: string, mode: 'demo' | 'deployment'): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Endereço de notificação inválido.';
  }
  if (url.username || url.password) return 'Endereço de notificação inválido.';
  const host = url.hostname.toLowerCase();
  if (mode === 'demo' && LOOPBACK.has(host) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return null;
  if (url.protocol !== 'https:') return 'O endereço de notificação precisa ser https.';
  if (url.port && url.port !== '443') return 'Endereço de notificação fora de um serviço de push conhecido.';
  if (!isPushServiceHost(host)) return 'Endereço de notificação fora de um serviço de push conhecido.';
  return null;
}
