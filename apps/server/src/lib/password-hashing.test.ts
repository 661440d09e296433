import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { passwordHasher, passwordHashingFor } from './password-hashing.js';

// Decision 057: better-auth's own scrypt wherever people sign in; a cheaper, labelled one only for
// the test runs' local server, which no other server accepts.

describe('password hashing', () => {
  it('is the standard one for `npm start` and any deployment (env.test.ts: NODE_ENV=test off the machine)', () => {
    expect(passwordHashingFor(parseEnv({}))).toBe('standard');
    expect(passwordHashingFor(parseEnv({ NODE_ENV: 'test' }))).toBe('fast-for-tests');
    expect(passwordHashingFor({ NODE_ENV: 'production', MODE: 'deployment' })).toBe('standard');
  });

  it('standard: better-auth’s own format, both ways, and it refuses a test hash', async () => {
    const standard = passwordHasher('standard');
    const hash = await standard.hash('Demo#TAF2025');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'Demo#TAF2025' })).toBe(true);
    expect(
      await standard.verify({ hash: await hashPassword('Outra#Senha1'), password: 'Outra#Senha1' }),
    ).toBe(true);
    expect(await standard.verify({ hash, password: 'Demo#TAF2024' })).toBe(false);
    const testHash = await passwordHasher('fast-for-tests').hash('Demo#TAF2025');
    expect(await standard.verify({ hash: testHash, password: 'Demo#TAF2025' })).toBe(false);
  });

  it('fast for tests: labelled, salted, checks the password, and still reads standard hashes', async () => {
    const fast = passwordHasher('fast-for-tests');
    const [one, two] = [await fast.hash('Demo#TAF2025'), await fast.hash('Demo#TAF2025')];
    expect(one).toMatch(/^scrypt-teste:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(one).not.toBe(two);
    expect(await fast.verify({ hash: one, password: 'Demo#TAF2025' })).toBe(true);
    expect(await fast.verify({ hash: one, password: 'Demo#TAF2026' })).toBe(false);
    expect(await fast.verify({ hash: 'scrypt-teste:00:ab', password: 'Demo#TAF2025' })).toBe(false);
    expect(await fast.verify({ hash: await hashPassword('Demo#TAF2025'), password: 'Demo#TAF2025' })).toBe(
      true,
    );
  });
});
