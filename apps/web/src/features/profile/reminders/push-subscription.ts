// This browser's Web Push subscription (the Push API and the Notification permission): the only
// module that touches them, so the profile's tests replace it. The service worker that shows the
// pushes is public/sw.js; it is registered in production builds only (main.tsx).

/** What stops this browser from receiving pushes, each with what the person reads. */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'failed';

const PROBLEM_TEXT: Record<PushProblem, string> = {
  unsupported: 'Este navegador não recebe notificações push; os lembretes continuam na central e por e-mail.',
  denied: 'As notificações estão bloqueadas neste navegador: libere nas configurações do site.',
  dismissed: 'As notificações não foram permitidas. Toque em “Ativar notificações” para tentar de novo.',
  failed: 'Não foi possível ativar as notificações neste navegador agora. Tente de novo mais tarde.',
};

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(PROBLEM_TEXT[problem]);
    this.name = 'PushSetupError';
  }
}

export const pushProblemText = (problem: PushProblem) => PROBLEM_TEXT[problem];

/** A subscription as the server takes it (PushSubscription.toJSON() with its keys). */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** This browser now: can't receive pushes, blocked them, receives them, or not yet. */
export type DeviceStatus = 'unsupported' | 'denied' | 'on' | 'off';

/** How long to wait for the service worker before giving up (none in development builds). */
const READY_TIMEOUT_MS = 10_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A VAPID public key (base64url, as the server gives it) as the bytes subscribe() takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, at) => byte === b[at]);

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('failed')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function deviceStatus(): Promise<DeviceStatus> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
}

function toJson(subscription: PushSubscription): SubscriptionJson {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSetupError('failed');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Asks for the permission, then subscribes this browser with the server's key (a subscription made
 * with another key is replaced). Throws a PushSetupError saying what went wrong.
 */
export async function subscribePush(publicKey: string): Promise<SubscriptionJson> {
  if (!isPushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await readyRegistration();
  try {
    const key = base64UrlToBytes(publicKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) return toJson(existing);
    await existing?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return toJson(subscription);
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    if (error instanceof DOMException && error.name === 'NotAllowedError') throw new PushSetupError('denied');
    throw new PushSetupError('failed');
  }
}

/** Ends this browser's subscription; its endpoint (for the server to forget), null if it had none. */
export async function unsubscribePush(): Promise<string | null> {
  if (!isPushSupported()) return null;
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
