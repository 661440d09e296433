import { PASSWORD_ISSUE_TEXT, validatePasswordStrength } from '@prontidao/domain/auth/password-strength';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './auth.repository.js';

/** Sign-up and reset refuse a password that breaks a rule or is well known. */
export function assertStrongPassword(password: string): void {
  const strength = validatePasswordStrength(password);
  if (strength.is_valid) return;
  const missing = strength.issues.map((issue) => PASSWORD_ISSUE_TEXT[issue]).join('; ');
  throw new AppError('WEAK_PASSWORD', `Senha fraca: ${missing}.`, [{ path: 'password', message: missing }]);
}

/**
 * Creates a user whose e-mail is already confirmed (demo accounts, the first admin).
 * Goes through better-auth's own sign-up, so the password is hashed the same way.
 */
export async function createConfirmedUser(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  input: { email: string; password: string; name: string },
  /** More writes that belong to the same account (role, profile): undone with it on failure. */
  setup?: (userId: string) => Promise<void>,
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const existing = await repo.findUserIdByEmail(deps.db, email);
  if (existing) throw new AppError('CONFLICT', `Já existe uma conta com o e-mail ${email}.`);
  assertStrongPassword(input.password);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser(
    { email, name: input.name, emailVerified: true },
    { method: 'admin' },
  );
  try {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    await setup?.(user.id);
  } catch (error) {
    // No half-made account: a user without a password (or without its role) is removed again.
    await repo.deleteUser(deps.db, user.id);
    throw error;
  }
  return user.id;
}

/** Ends every session of the person at once: a disabled account is signed out on every process. */
export function endSessionsOf(db: Db, userId: string): Promise<void> {
  return repo.deleteSessionsOf(db, userId);
}
