import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../env.js';

export interface VapidKeys {
  /** Base64url of the uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — who push services may contact about our sending. */
  subject: string;
}

/**
 * The VAPID key pair (RFC 8292) that signs our pushes. A deployment sets it (env.ts refuses to boot
 * without it); the local demo makes one per machine, kept beside the embedded database (mode 600),
 * so the browsers that subscribed keep receiving after a restart. An in-memory database gets a
 * fresh pair per process.
 */
export function resolveVapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MODE' | 'DATA_DIR'>,
): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  if (env.MODE !== 'demo') throw new Error('VAPID_* ausentes fora da demonstração local');
  const subject = env.VAPID_SUBJECT ?? 'mailto:demo@prontidao.app';
  if (env.DATA_DIR.includes('://')) return { ...webpush.generateVAPIDKeys(), subject };
  const file = join(dirname(env.DATA_DIR), 'local-vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  mkdirSync(dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return { ...keys, subject };
}
