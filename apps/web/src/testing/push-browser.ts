import { vi } from 'vitest';

// jsdom has no Push API: a test installs the browser it needs (permission, worker, push manager) and
// the app's own push module (features/profile/reminders/push-subscription.ts) runs against it.
// restorePushBrowser() takes it away again (jsdom is shared by the test files of a worker).

export const PUSH_KEYS = { p256dh: 'chave-p256dh', auth: 'chave-auth' };

/** A PushSubscription made with `key` (null: unknown), whose JSON carries `keys`. */
export function fakeSubscription(endpoint: string, key: Uint8Array | null, keys = PUSH_KEYS) {
  return {
    endpoint,
    options: { applicationServerKey: key ? key.slice().buffer : null },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
  };
}

export type FakeSubscription = ReturnType<typeof fakeSubscription>;

/**
 * A browser with the Push API: the permission it has, the answer it gives when asked (and keeps,
 * as a browser does), the subscription it holds, and what subscribing does.
 */
export function fakePushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  existing = null as FakeSubscription | null,
  subscribe = async (): Promise<FakeSubscription> => fakeSubscription('https://push.example/novo', null),
} = {}) {
  let current = existing;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      if (answer !== 'default') notification.permission = answer;
      return answer;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      const made = await subscribe();
      const unsubscribe = made.unsubscribe.getMockImplementation();
      made.unsubscribe.mockImplementation(async () => {
        if (current === made) current = null;
        return (await unsubscribe?.()) ?? true;
      });
      current = made;
      return made;
    }),
  };
  existing?.unsubscribe.mockImplementation(async () => {
    if (current === existing) current = null;
    return true;
  });
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, requestPermission: notification.requestPermission };
}

export function restorePushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
}
