import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from '../env.js';

/**
 * The secret that signs sessions and e-mail tokens. A deployment must set AUTH_SECRET (env.ts
 * refuses to boot without it); the local demo generates one per machine, kept beside the embedded
 * database (mode 600), so no published default can forge a token. An in-memory database gets a
 * fresh one per process.
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'MODE' | 'DATA_DIR'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.MODE !== 'demo') throw new Error('AUTH_SECRET ausente fora da demonstração local');
  if (env.DATA_DIR.includes('://')) return randomBytes(48).toString('base64url');
  const file = join(dirname(env.DATA_DIR), 'local-auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
