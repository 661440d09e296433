import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../app-deps.js';
import { SESSION_COOKIE, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from './auth.js';
import type { FindViewer, Viewer, ViewerProfile } from './viewer.js';

/**
 * Who is calling, for our own calls, in one query: the session row named by the cookie's token
 * (alive, not expired) joined with the person's profile (the viewer's role and completeness, and
 * what the profile calls answer without another query). Sessions are made, extended and ended by
 * better-auth; this only reads them, so a sign-out or a password reset ends access at once on
 * every process. The cookie is `<token>.<signature>` as better-auth signs it; a cookie whose
 * signature is not ours is nobody's, as on better-auth's own endpoints. The profiles module answers
 * whose the token is (`findViewer`: its findViewerBySession).
 */
export async function readViewer(
  c: Context,
  deps: AppDeps,
  findViewer: FindViewer,
): Promise<{ viewer: Viewer; profile: ViewerProfile } | null> {
  const signed = getCookie(c, SESSION_COOKIE) ?? getCookie(c, `__Secure-${SESSION_COOKIE}`);
  const dot = signed?.lastIndexOf('.') ?? -1;
  if (!signed || dot <= 0 || signed.length > 512) return null;
  const token = signed.slice(0, dot);
  if (!signedByUs(token, signed.slice(dot + 1), deps.auth.options.secret)) return null;
  const found = await findViewer(deps.db, token);
  if (!found) return null;
  const { sessionExpiresAt, viewer, profile } = found;
  // About once a day per person: better-auth extends the session and re-sets the cookie.
  if (sessionExpiresAt.getTime() - (SESSION_EXPIRES_IN - SESSION_UPDATE_AGE) * 1000 <= Date.now()) {
    const refreshed = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of refreshed.headers?.getSetCookie() ?? [])
      c.header('Set-Cookie', cookie, { append: true });
  }
  return { viewer, profile };
}

/** better-auth's cookie signature (better-call's signCookieValue): base64 HMAC-SHA256 of the token. */
function signedByUs(token: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
