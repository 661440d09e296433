import {
  EmailOnlySchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@prontidao/domain/auth/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { RoleIntent } from '../../db/schema.js';
import { CLIENT_IP_HEADER, signInLockReset, signUpIntent } from '../../lib/auth.js';
import { clientAddress } from '../../lib/client-address.js';
import { AppError, errorBody, validationError } from '../../lib/errors.js';
import { readJsonBody } from '../../lib/json-body.js';
import { recordAudit } from '../audit/audit.service.js';
import { cancelDeletionAfterSignIn } from '../data-rights/deletion.service.js';
import { roleAndPlanOf } from '../profiles/profiles.service.js';
import { assertStrongPassword } from './auth.service.js';
import { authError } from './auth-errors.js';
import { beginSignIn, SIGN_IN_RULES, type SignInAttempt, tooManyAttemptsMessage } from './sign-in-guard.js';

interface AuthRoute {
  method: 'GET' | 'POST';
  schema?: z.ZodType<Record<string, unknown>>;
  /** For GET routes: the query string. */
  query?: z.ZodType;
  /** Extra checks of the validated body (password strength). */
  check?: (body: Record<string, unknown>) => void;
}

/** The better-auth endpoints the app uses; every other path under /api/auth is 404. */
const ROUTES: Record<string, AuthRoute> = {
  '/sign-up/email': {
    method: 'POST',
    schema: SignUpSchema,
    check: (b) => assertStrongPassword(String(b.password)),
  },
  '/sign-in/email': { method: 'POST', schema: SignInSchema },
  // Global by default; 'this_device' ends only this browser's session (the admin-access dialog
  // given a non-admin's credentials must not sign that person out of their other devices).
  '/sign-out': {
    method: 'POST',
    schema: z.object({ scope: z.enum(['everywhere', 'this_device']).optional() }).strict(),
  },
  '/get-session': { method: 'GET' },
  '/verify-email': {
    method: 'GET',
    query: z
      .object({ token: z.string().min(1).max(4096), callbackURL: z.string().max(2048).optional() })
      .strict(),
  },
  '/send-verification-email': { method: 'POST', schema: ResendConfirmationSchema },
  '/request-password-reset': { method: 'POST', schema: EmailOnlySchema },
  '/reset-password': {
    method: 'POST',
    schema: ResetPasswordSchema,
    check: (b) => assertStrongPassword(String(b.newPassword)),
  },
};

export function authRoutes(deps: AppDeps) {
  const router = new Hono();
  router.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
    if (!route) throw new AppError('NOT_FOUND', 'Endereço de autenticação desconhecido.');
    if (c.req.method !== route.method) throw new AppError('METHOD_NOT_ALLOWED', 'Método não permitido.');

    const headers = new Headers(c.req.raw.headers);
    const address = clientAddress(c, deps.env.TRUST_PROXY ?? false);
    headers.set(CLIENT_IP_HEADER, address);
    headers.delete('content-length');
    if (route.query && !route.query.safeParse(c.req.query()).success) {
      throw new AppError('INVALID_TOKEN', 'Link inválido ou expirado');
    }
    let body: string | undefined;
    let intent: RoleIntent | undefined;
    let email = '';
    let signOutScope: 'everywhere' | 'this_device' = 'everywhere';
    if (route.method === 'POST') {
      const parsed = (route.schema ?? null)?.safeParse((await readJsonBody(c.req.raw)) ?? {});
      if (parsed && !parsed.success) throw validationError(parsed.error);
      if (parsed?.success) route.check?.(parsed.data);
      // Our own field, kept apart from what better-auth reads.
      const { role_intent, scope, ...forAuth } = (parsed?.data ?? {}) as {
        role_intent?: RoleIntent;
        scope?: 'everywhere' | 'this_device';
        email?: unknown;
      };
      intent = role_intent;
      signOutScope = scope ?? 'everywhere';
      if (path === '/sign-in/email') email = String(forAuth.email);
      body = JSON.stringify(forAuth);
      headers.set('content-type', 'application/json');
    }
    let attempt: SignInAttempt | undefined;
    if (email) {
      attempt = await beginSignIn(deps.db, email, address, deps.env.AUTH_RATE_LIMIT_SCALE);
      if (attempt.waitSeconds > 0) {
        await attempt.settle('other');
        return tooManyAttempts(attempt.waitSeconds);
      }
    }

    const userToSignOut =
      path === '/sign-out' && signOutScope === 'everywhere'
        ? (await deps.auth.api.getSession({ headers }))?.user.id
        : undefined;
    const forward = () =>
      deps.auth.handler(new Request(c.req.raw.url, { method: route.method, headers, body }));
    const response = intent ? await signUpIntent.run(intent, forward) : await forward();
    if (attempt) {
      const outcome = response.ok ? 'succeeded' : response.status === 401 ? 'failed' : 'other';
      if ((await attempt.settle(outcome)).lockedNow) await mailSignInLock(deps, email);
    }
    if (userToSignOut && response.ok) {
      // Sign-out is global: every session of this user ends, on every device.
      const context = await deps.auth.$context;
      await context.internalAdapter.deleteUserSessions(userToSignOut);
    }
    if (response.status >= 400) return translateError(response);
    if (path === '/sign-in/email') {
      await auditAdminSignIn(deps, response);
      // A sign-in within the 7-day grace period cancels a pending account deletion (LGPD), and the
      // answer says so, for the page to tell the person.
      if (await cancelDeletionAfterSignIn(deps, response)) return withDeletionCancelled(response);
    }
    return Object.hasOwn(SUCCESS_MESSAGES, path)
      ? translateSuccess(response, SUCCESS_MESSAGES[path] ?? '')
      : response;
  });
  return router;
}

/** 429 with the wait, in words and in Retry-After (the sign-in form counts it down). */
function tooManyAttempts(seconds: number): Response {
  return new Response(JSON.stringify(errorBody('TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds))), {
    status: 429,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(seconds) },
  });
}

/** The failure that locked an account mails its owner a reset link (nothing for an unknown e-mail). */
async function mailSignInLock(deps: AppDeps, email: string): Promise<void> {
  const minutes = SIGN_IN_RULES.account.windowSeconds / 60;
  try {
    await signInLockReset.run({ minutes }, () => deps.auth.api.requestPasswordReset({ body: { email } }));
  } catch (error) {
    deps.log.warn('aviso de bloqueio de login não enviado', { error: String(error) });
  }
}

async function withDeletionCancelled(response: Response): Promise<Response> {
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...payload, deletion_cancelled: true }), {
    status: response.status,
    headers,
  });
}

/** An admin's sign-in goes to the audit log (issue 12: the recent-activity card). */
async function auditAdminSignIn(deps: AppDeps, response: Response): Promise<void> {
  const { user } = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { user?: { id?: unknown } };
  if (typeof user?.id !== 'string') return;
  if ((await roleAndPlanOf(deps.db, user.id))?.role === 'admin') {
    await recordAudit(deps.db, { actorId: user.id, action: 'admin.sign_in', targetUserId: user.id });
  }
}

/** better-auth's success replies that carry an English sentence, told in pt-BR. */
const SUCCESS_MESSAGES: Record<string, string> = {
  '/request-password-reset':
    'Se este e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
  '/send-verification-email': 'Enviamos um novo link de confirmação para o seu e-mail.',
};

async function translateSuccess(response: Response, message: string): Promise<Response> {
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...payload, message }), { status: response.status, headers });
}

/** better-auth answers `{ code, message }` in English; we answer our shape in pt-BR. */
async function translateError(response: Response): Promise<Response> {
  const payload = (await response.json().catch(() => ({}))) as { code?: string };
  const { code, message } = authError(payload.code, response.status);
  const status = Math.min(response.status, 500);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), {
    status,
    headers,
  });
}
