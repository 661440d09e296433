import { afterEach, describe, expect, it } from 'vitest';
import { PUSH_PUBLIC_KEY } from '@/testing/notifications';
import {
  fakePushBrowser as fakeBrowser,
  fakeSubscription,
  PUSH_KEYS as KEYS,
  restorePushBrowser,
} from '@/testing/push-browser';
import {
  base64UrlToBytes,
  deviceStatus,
  PushSetupError,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

// jsdom has no Push API: each test installs the browser it needs (testing/push-browser.ts).

afterEach(restorePushBrowser);

describe('the VAPID key', () => {
  it('is read from base64url into the 65 bytes of an uncompressed P-256 point', () => {
    const bytes = base64UrlToBytes(PUSH_PUBLIC_KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
  });
});

describe('this browser and push', () => {
  it('a browser without the Push API (jsdom, Safari outside the installed app) is unsupported', async () => {
    expect(await deviceStatus()).toBe('unsupported');
    await expect(subscribePush(PUSH_PUBLIC_KEY)).rejects.toEqual(new PushSetupError('unsupported'));
  });

  it('asks for the permission, then subscribes with the key, visible only, and gives the JSON', async () => {
    const { pushManager, requestPermission } = fakeBrowser();
    expect(await deviceStatus()).toBe('off');
    expect(await subscribePush(PUSH_PUBLIC_KEY)).toEqual({
      endpoint: 'https://push.example/novo',
      expirationTime: null,
      keys: KEYS,
    });
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUSH_PUBLIC_KEY),
    });
  });

  it('a denied or dismissed permission subscribes nothing', async () => {
    const denied = fakeBrowser({ answer: 'denied' });
    await expect(subscribePush(PUSH_PUBLIC_KEY)).rejects.toMatchObject({ problem: 'denied' });
    expect(denied.pushManager.subscribe).not.toHaveBeenCalled();

    fakeBrowser({ answer: 'default' });
    await expect(subscribePush(PUSH_PUBLIC_KEY)).rejects.toMatchObject({ problem: 'dismissed' });

    fakeBrowser({ permission: 'denied' });
    expect(await deviceStatus()).toBe('denied');
  });

  it('keeps a subscription made with the same key, replaces one made with another', async () => {
    const same = fakeSubscription('https://push.example/antigo', base64UrlToBytes(PUSH_PUBLIC_KEY));
    const kept = fakeBrowser({ permission: 'granted', existing: same });
    expect(await deviceStatus()).toBe('on');
    expect((await subscribePush(PUSH_PUBLIC_KEY)).endpoint).toBe('https://push.example/antigo');
    expect(kept.pushManager.subscribe).not.toHaveBeenCalled();

    const other = fakeSubscription('https://push.example/outra-chave', new Uint8Array([1, 2, 3]));
    const replaced = fakeBrowser({ permission: 'granted', existing: other });
    expect((await subscribePush(PUSH_PUBLIC_KEY)).endpoint).toBe('https://push.example/novo');
    expect(other.unsubscribe).toHaveBeenCalledOnce();
    expect(replaced.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it("a push service that refuses (headless Chromium's 'push service error') is a failure, not a throw of its own", async () => {
    fakeBrowser({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    await expect(subscribePush(PUSH_PUBLIC_KEY)).rejects.toEqual(new PushSetupError('failed'));
  });

  it('unsubscribing gives the endpoint for the server to forget', async () => {
    const current = fakeSubscription('https://push.example/atual', null);
    fakeBrowser({ permission: 'granted', existing: current });
    expect(await unsubscribePush()).toBe('https://push.example/atual');
    expect(current.unsubscribe).toHaveBeenCalledOnce();

    fakeBrowser({ permission: 'granted' });
    expect(await unsubscribePush()).toBeNull();
  });
});
