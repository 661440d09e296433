import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How passwords are hashed. Everywhere people sign in: better-auth's own scrypt (N 16384, r 16:
 * ~60 ms and 32 MB of the thread pool a hash, its 'salt:key' format). The test runs' local server
 * (NODE_ENV=test on a local address, decision 057) signs up and in thousands of times: there a
 * hash costs N 1024, r 8 (~1 ms) and says so in its prefix — a server outside the tests refuses it.
 */
export type PasswordHashing = 'standard' | 'fast-for-tests';

/** Fast only for NODE_ENV=test on the local machine (`npm start` and every deployment: standard). */
export const passwordHashingFor = (env: {
  NODE_ENV: string;
  MODE: 'demo' | 'deployment';
}): PasswordHashing => (env.NODE_ENV === 'test' && env.MODE === 'demo' ? 'fast-for-tests' : 'standard');

const FAST_PREFIX = 'scrypt-teste:';
const FAST = { N: 1024, r: 8, p: 1, dkLen: 64 } as const;

function fastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, FAST.dkLen, { N: FAST.N, r: FAST.r, p: FAST.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function passwordHasher(kind: PasswordHashing) {
  if (kind === 'standard') {
    return {
      hash: hashPassword,
      verify: async ({ hash, password }: { hash: string; password: string }) =>
        !hash.startsWith(FAST_PREFIX) && verifyPassword({ hash, password }),
    };
  }
  return {
    hash: async (password: string) => {
      const salt = randomBytes(16).toString('hex');
      return `${FAST_PREFIX}${salt}:${(await fastKey(password, salt)).toString('hex')}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }) => {
      if (!hash.startsWith(FAST_PREFIX)) return verifyPassword({ hash, password });
      const [salt = '', key = ''] = hash.slice(FAST_PREFIX.length).split(':');
      const expected = Buffer.from(key, 'hex');
      const actual = await fastKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
