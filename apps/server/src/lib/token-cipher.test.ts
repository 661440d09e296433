import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenKey } from './token-cipher.js';

describe('token cipher', () => {
  const cipher = createTokenCipher(tokenKey(undefined, 'um-segredo-de-teste-com-mais-de-32-caracteres'));

  it('round-trips any text and never shows it in the sealed value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (plain) => {
        const sealed = cipher.seal(plain);
        expect(cipher.open(sealed)).toBe(plain);
        expect(sealed).not.toContain(plain);
      }),
    );
    expect(cipher.seal('a')).not.toBe(cipher.seal('a'));
  });

  it('refuses a tampered value or another key', () => {
    const sealed = cipher.seal('e4f1c2-access-token');
    const [v, n, body, tag] = sealed.split('.');
    const first = (body ?? '').charAt(0);
    const flipped = `${v}.${n}.${first === 'A' ? 'B' : 'A'}${(body ?? '').slice(1)}.${tag}`;
    expect(() => cipher.open(flipped)).toThrow();
    const other = createTokenCipher(randomBytes(32));
    expect(() => other.open(sealed)).toThrow();
    expect(() => cipher.open('texto-qualquer')).toThrow();
  });

  it('takes an explicit 32-byte key and refuses another size', () => {
    const key = randomBytes(32).toString('base64');
    expect(tokenKey(key, 'x')).toHaveLength(32);
    expect(() => tokenKey(randomBytes(16).toString('base64'), 'x')).toThrow(/32 bytes/);
  });
});
