import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals provider tokens (Strava's access and refresh tokens) before they reach the database:
 * AES-256-GCM, a fresh 96-bit nonce per value, authenticated, prefixed with the key's version so a
 * key can be rotated. A dump of the database reveals no token.
 */
export interface TokenCipher {
  seal(plain: string): string;
  /** The plain text, or throws when the value was tampered with or sealed under another key. */
  open(sealed: string): string;
}

const VERSION = 'v1';

/** 32 raw bytes: TOKEN_ENCRYPTION_KEY (base64), else derived from the auth secret with HKDF. */
export function tokenKey(explicitKey: string | undefined, authSecret: string): Buffer {
  if (explicitKey) {
    const key = Buffer.from(explicitKey, 'base64');
    if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY deve ter 32 bytes em base64');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', authSecret, 'prontidao', 'tracker-tokens-v1', 32));
}

export function createTokenCipher(key: Buffer): TokenCipher {
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}.${tag.toString('base64url')}`;
    },
    open(sealed) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== VERSION || !nonce || body === undefined || !tag)
        throw new Error('token selado inválido');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
