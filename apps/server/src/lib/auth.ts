import { AsyncLocalStorage } from 'node:async_hooks';
import { safeRedirectTarget } from '@prontidao/domain/navigation/resolve-redirect';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/database.js';
import type { RoleIntent } from '../db/schema.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { confirmSignupMail, resetPasswordMail, signInLockedMail } from '../integrations/mail/templates.js';
import { type PasswordHashing, passwordHasher } from './password-hashing.js';

/** A session lasts 30 days and is extended when used a day or more after it was last extended. */
export const SESSION_EXPIRES_IN = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE = 24 * 60 * 60;
export const SESSION_COOKIE = 'prontidao.session_token';

/** Set while a sign-in lock asks better-auth for a reset link: the mail says why (minutes locked). */
export const signInLockReset = new AsyncLocalStorage<{ minutes: number }>();

/** The portal a sign-up came from, while better-auth creates the account and mails the link. */
export const signUpIntent = new AsyncLocalStorage<RoleIntent>();

/**
 * What better-auth's hooks need of a person's profile. The profiles module owns that table
 * (decision 041); bootstrap.ts passes its `authProfiles`.
 */
export interface AuthProfiles {
  roleIntentOf(db: Db, userId: string): Promise<RoleIntent | null>;
  isDisabled(db: Db, userId: string): Promise<boolean>;
  createProfile(db: Db, userId: string, intent: RoleIntent | null): Promise<void>;
}

/** The header our server sets from the socket (or a trusted proxy) before better-auth reads it. */
export const CLIENT_IP_HEADER = 'x-prontidao-client-ip';

export interface AuthDeps {
  db: Db;
  appUrl: string;
  secret: string;
  mailer: Mailer;
  trustedOrigins: string[];
  profiles: AuthProfiles;
  /**
   * Sign-in attempts allowed per client address and minute: a ceiling for floods only (CGNAT puts
   * many people behind one address); failures are limited per account (modules/auth/sign-in-guard.ts).
   */
  signInLimit?: number;
  /** Multiplies every limit (end-to-end runs sign many people up from one address). */
  rateLimitScale?: number;
  /** 'standard' unless the test runs' local server (lib/password-hashing.ts). */
  passwordHashing?: PasswordHashing;
}

/**
 * better-auth over our own Kysely instance: e-mail + password with confirmation, reset with
 * revocation of every session, rate limits kept in the database (several processes, restarts).
 * E-mail links point at our pages (/auth/confirm?token_hash=…&type=…), which call the API.
 */
export function createAuth({
  db,
  appUrl,
  secret,
  mailer,
  trustedOrigins,
  profiles,
  signInLimit = 60,
  rateLimitScale = 1,
  passwordHashing = 'standard',
}: AuthDeps) {
  const per = (max: number) => ({ window: 60, max: max * rateLimitScale });
  return betterAuth({
    appName: 'Prontidão',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres', transaction: true },
    trustedOrigins,
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      password: passwordHasher(passwordHashing),
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/auth/confirm?token_hash=${encodeURIComponent(token)}&type=recovery`;
        const lock = signInLockReset.getStore();
        await mailer.send(
          lock
            ? signInLockedMail(user.email, user.name, url, lock.minutes)
            : resetPasswordMail(user.email, user.name, url),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Opening the confirmation link signs the person in (the first time only: a link opened
      // again after the address is confirmed makes no session), and the page goes on to onboarding.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token, url: authUrl }) => {
        // A trainer's link brings them back to the trainer portal.
        const intent = signUpIntent.getStore() ?? (await profiles.roleIntentOf(db, user.id));
        const portal = intent === 'treinador' ? '&portal=treinador' : '';
        // The sign-up's callbackURL (e.g. an invite /join?token=…) survives the confirmation link.
        const back = safeRedirectTarget(new URL(authUrl).searchParams.get('callbackURL'));
        const redirect = back && back !== '/' ? `&redirect_to=${encodeURIComponent(back)}` : '';
        const url = `${appUrl}/auth/confirm?token_hash=${encodeURIComponent(token)}&type=signup${portal}${redirect}`;
        await mailer.send(confirmSignupMail(user.email, user.name, url));
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': per(signInLimit),
        '/sign-up/email': per(10),
        '/send-verification-email': per(3),
        '/request-password-reset': per(3),
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'prontidao',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account (admin) gets no session, whatever the way in.
          before: async (session) => {
            if (await profiles.isDisabled(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' });
            }
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await profiles.createProfile(db, user.id, signUpIntent.getStore() ?? null);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
