import type { SignUp } from '@prontidao/domain/auth/schemas';
import { fetchJson } from './api-error';

const post = <T = unknown>(path: string, body: unknown = {}) =>
  fetchJson<T>(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The better-auth endpoints the app uses (mounted at /api/auth by our server). */
export const authClient = {
  signUp: (input: SignUp) => post('/sign-up/email', input),
  /** `deletion_cancelled`: this sign-in cancelled a pending account deletion (LGPD grace period). */
  signIn: (input: { email: string; password: string }) =>
    post<{ deletion_cancelled?: boolean }>('/sign-in/email', input),
  /** Everywhere (every device) unless told 'this_device'. */
  signOut: (scope: 'everywhere' | 'this_device' = 'everywhere') =>
    post('/sign-out', scope === 'everywhere' ? {} : { scope }),
  /** `callbackURL`: where the new link leads back to (the redirect parameter of the login page). */
  resendConfirmation: (email: string, callbackURL?: string) =>
    post('/send-verification-email', callbackURL ? { email, callbackURL } : { email }),
  requestPasswordReset: (email: string) => post('/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) => post('/reset-password', { token, newPassword }),
  verifyEmail: (token: string) => fetchJson(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
};
