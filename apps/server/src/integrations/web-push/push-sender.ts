import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

// Sends one Web Push message (RFC 8030) with our VAPID signature (RFC 8292), its payload encrypted
// for the subscription's keys (aes128gcm, RFC 8291) — the `web-push` library does the protocol.

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** 'gone': the push service no longer knows the subscription (404/410): remove it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * In the local demo only, a push service on this machine (the tests' own) may use a self-signed
 * certificate; anywhere else TLS is verified as usual.
 */
const loopbackAgent = new Agent({ rejectUnauthorized: false });
const isLoopback = (endpoint: string) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(endpoint).hostname);

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  options: { ttlSeconds?: number; mode: 'demo' | 'deployment' },
): Promise<{ outcome: PushOutcome; status: number | null }> {
  try {
    const local = options.mode === 'demo' && isLoopback(target.endpoint);
    const result = await webpush.sendNotification(target, payload, {
      vapidDetails: vapid,
      TTL: options.ttlSeconds ?? 24 * 3600,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
      ...(local ? { agent: loopbackAgent } : {}),
    });
    return { outcome: 'sent', status: result.statusCode };
  } catch (error) {
    if (error instanceof WebPushError) {
      const gone = error.statusCode === 404 || error.statusCode === 410;
      return { outcome: gone ? 'gone' : 'failed', status: error.statusCode };
    }
    return { outcome: 'failed', status: null };
  }
}
