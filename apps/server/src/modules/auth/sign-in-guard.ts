import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import {
  type AttemptCount,
  countAttempt,
  forgetAttempts,
  type RateRule,
  restartWindow,
  uncountAttempt,
} from '../../lib/rate-limit.js';

/**
 * Sign-in failures are counted per account and per (address, account), not per address alone
 * (issue 20 §3, docs/decisions/037): Brazilian mobile carriers (CGNAT), quartéis, schools and gyms
 * put many people behind one address, so one person's typos never lock a neighbour out, and
 * guesses spread over many addresses still lock the account they aim at. A looser per-address
 * ceiling for floods stays in better-auth (lib/auth.ts).
 */
export const SIGN_IN_RULES = {
  /** After 10 failures in 15 minutes the account waits 15 minutes, and its owner gets a mail. */
  account: { max: 10, windowSeconds: 15 * 60 },
  /** One address guessing one account: 5 failures, then a wait of what is left of 5 minutes. */
  pair: { max: 5, windowSeconds: 5 * 60 },
} as const satisfies Record<string, RateRule>;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The keys of an attempt: the e-mail as better-auth matches it (lowercase), never stored in clear. */
function keysOf(email: string, address: string) {
  const account = email.trim().toLowerCase();
  return {
    account: `sign-in:account:${hash(account)}`,
    pair: `sign-in:pair:${hash(`${address}\n${account}`)}`,
  };
}

export interface SignInAttempt {
  /** Seconds to wait when this attempt is refused; 0 when it may go on. */
  waitSeconds: number;
  /** After the password was checked: a failure stays counted; anything else is taken back. */
  settle(outcome: 'failed' | 'succeeded' | 'other'): Promise<{ lockedNow: boolean }>;
}

const secondsLeft = ({ count, windowStart }: AttemptCount, rule: RateRule, max: number, now: Date) =>
  count > max
    ? Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000))
    : 0;

/**
 * Counts the attempt first (several processes and parallel guesses agree, one upsert per key), so a
 * burst cannot slip past the limit; refused when either counter is over its maximum.
 */
export async function beginSignIn(
  db: Db,
  email: string,
  address: string,
  scale = 1,
  now = new Date(),
): Promise<SignInAttempt> {
  const keys = keysOf(email, address);
  const rules = SIGN_IN_RULES;
  const account = await countAttempt(db, keys.account, rules.account, now);
  const pair = await countAttempt(db, keys.pair, rules.pair, now);
  const waitSeconds = Math.max(
    secondsLeft(account, rules.account, rules.account.max * scale, now),
    secondsLeft(pair, rules.pair, rules.pair.max * scale, now),
  );
  return {
    waitSeconds,
    async settle(outcome) {
      if (outcome === 'succeeded') {
        await forgetAttempts(db, [keys.account, keys.pair]);
        return { lockedNow: false };
      }
      if (outcome === 'other') {
        await uncountAttempt(db, keys.account);
        await uncountAttempt(db, keys.pair);
        return { lockedNow: false };
      }
      // The failure that reaches the account's maximum locks it for a whole window from now.
      const lockedNow = account.count === rules.account.max * scale;
      if (lockedNow) await restartWindow(db, keys.account);
      return { lockedNow };
    },
  };
}

export const tooManyAttemptsMessage = (seconds: number) =>
  `Muitas tentativas. Tente de novo em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
