import { type Context, Hono } from 'hono';
import { parseScopes } from '../authorization-callback.js';
import { renderConsentPage, renderErrorPage } from './consent-page.js';
import type { StandInContext } from './stand-in-context.js';
import { fault, readParams } from './stand-in-http.js';
import type { StandInAthlete } from './stand-in-store.js';

// /oauth/authorize (consent), /oauth/token (authorization_code and refresh_token grants),
// /oauth/deauthorize — Strava's contract (developers.strava.com/docs/authentication).

const KNOWN_SCOPES = new Set([
  'read',
  'read_all',
  'profile:read_all',
  'profile:write',
  'activity:read',
  'activity:read_all',
  'activity:write',
]);

function redirectTarget(ctx: StandInContext, redirectUri: string | undefined): URL | string {
  if (!redirectUri) return 'O parâmetro redirect_uri é obrigatório.';
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return 'O endereço de retorno (redirect_uri) é inválido.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'O endereço de retorno deve ser http ou https.';
  const domain = ctx.callbackDomain;
  if (domain && url.hostname !== domain && !url.hostname.endsWith(`.${domain}`)) {
    return `O endereço de retorno deve estar no domínio ${domain}.`;
  }
  return url;
}

/** A string field of the consent form (undefined when absent or a file). */
function formField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

const secondsUntil = (ctx: StandInContext, expiresAt: number) =>
  expiresAt - Math.floor(ctx.now().getTime() / 1000);

/** GET /authorize: the consent page, or an error page for a request Strava would refuse. */
function showConsent(c: Context, ctx: StandInContext) {
  const q = c.req.query();
  if (q.client_id !== ctx.clientId)
    return c.html(renderErrorPage('Aplicativo desconhecido (client_id).'), 400);
  if (q.response_type !== 'code') return c.html(renderErrorPage('response_type deve ser "code".'), 400);
  const target = redirectTarget(ctx, q.redirect_uri);
  if (typeof target === 'string') return c.html(renderErrorPage(target), 400);
  const scopes = parseScopes(q.scope ?? 'read');
  const unknown = scopes.find((scope) => !KNOWN_SCOPES.has(scope));
  if (unknown) return c.html(renderErrorPage(`Permissão desconhecida: ${unknown}.`), 400);
  return c.html(
    renderConsentPage({
      clientId: ctx.clientId,
      redirectUri: target.toString(),
      state: q.state ?? '',
      requestedScopes: scopes.includes('read') ? scopes : ['read', ...scopes],
      ...(q.athlete_id ? { athleteId: q.athlete_id } : {}),
    }),
  );
}

/** The consent form's answer: back to redirect_uri with code + scope + state, or error=access_denied. */
async function answerConsent(c: Context, ctx: StandInContext) {
  const body = await c.req.parseBody({ all: true });
  const field = (name: string) => formField(body, name);
  if (field('client_id') !== ctx.clientId)
    return c.html(renderErrorPage('Aplicativo desconhecido (client_id).'), 400);
  const target = redirectTarget(ctx, field('redirect_uri'));
  if (typeof target === 'string') return c.html(renderErrorPage(target), 400);
  target.searchParams.set('state', field('state') ?? '');
  if (field('decision') !== 'approve') {
    target.searchParams.set('error', 'access_denied');
    return c.redirect(target.toString(), 302);
  }
  // 'read' is always granted; the other requested scopes only where the person left them ticked.
  const requested = parseScopes(field('scope'));
  const ticked = ([] as unknown[]).concat(body.granted_scope ?? []).filter((v) => typeof v === 'string');
  const granted = requested.filter((scope) => scope === 'read' || ticked.includes(scope));
  const wanted = Number(field('athlete_id'));
  const athlete =
    (Number.isInteger(wanted) ? ctx.store.athletes.get(wanted) : undefined) ?? ctx.store.createAthlete();
  target.searchParams.set('code', ctx.store.issueCode(athlete.id, granted, target.toString()));
  target.searchParams.set('scope', granted.join(','));
  return c.redirect(target.toString(), 302);
}

/** The athlete as Strava's token exchange summarises them (a demo profile in Brasília). */
function athleteSummary(athlete: StandInAthlete) {
  return {
    id: athlete.id,
    username: null,
    resource_state: 2,
    firstname: athlete.firstname,
    lastname: athlete.lastname,
    bio: null,
    city: 'Brasília',
    state: 'Distrito Federal',
    country: 'Brazil',
    sex: null,
    premium: false,
    summit: false,
    created_at: athlete.createdAt.toISOString(),
    updated_at: athlete.createdAt.toISOString(),
    badge_type_id: 0,
    weight: null,
    profile_medium: 'avatar/athlete/medium.png',
    profile: 'avatar/athlete/large.png',
    friend: null,
    follower: null,
  };
}

/** grant_type=authorization_code: the code, once, for a token pair and the athlete. */
function exchangeCode(c: Context, ctx: StandInContext, p: Record<string, string>) {
  const redeemed = p.code ? ctx.store.redeemCode(p.code) : undefined;
  if (!redeemed) return fault(c, 400, 'Bad Request', 'AuthorizationCode', 'code', 'invalid');
  return c.json({
    token_type: 'Bearer',
    expires_at: redeemed.expiresAt,
    expires_in: secondsUntil(ctx, redeemed.expiresAt),
    refresh_token: redeemed.refreshToken,
    access_token: redeemed.accessToken,
    athlete: athleteSummary(redeemed.athlete),
  });
}

/** grant_type=refresh_token: the same pair or a new one (stand-in-store.ts says when). */
function refreshToken(c: Context, ctx: StandInContext, p: Record<string, string>) {
  const pair = p.refresh_token ? ctx.store.refresh(p.refresh_token) : undefined;
  if (!pair) return fault(c, 400, 'Bad Request', 'RefreshToken', 'refresh_token', 'invalid');
  return c.json({
    token_type: 'Bearer',
    access_token: pair.accessToken,
    expires_at: pair.expiresAt,
    expires_in: secondsUntil(ctx, pair.expiresAt),
    refresh_token: pair.refreshToken,
  });
}

/** POST /token: our credentials checked, then the grant it asks for. */
async function grantToken(c: Context, ctx: StandInContext) {
  const p = await readParams(c);
  if (p.client_id !== ctx.clientId)
    return fault(c, 400, 'Bad Request', 'Application', 'client_id', 'invalid');
  if (p.client_secret !== ctx.clientSecret) {
    return fault(c, 401, 'Authorization Error', 'Application', 'client_secret', 'invalid');
  }
  if (p.grant_type === 'authorization_code') return exchangeCode(c, ctx, p);
  if (p.grant_type === 'refresh_token') return refreshToken(c, ctx, p);
  return fault(c, 400, 'Bad Request', 'Application', 'grant_type', 'invalid');
}

/** POST /deauthorize: the token (parameter or Bearer header) and every other of the athlete revoked. */
async function deauthorize(c: Context, ctx: StandInContext) {
  const p = await readParams(c);
  const header = c.req.header('Authorization');
  const token = p.access_token ?? (header?.startsWith('Bearer ') ? header.slice(7) : undefined);
  const grant = ctx.store.checkAccess(token);
  if (typeof grant === 'string')
    return fault(c, 401, 'Authorization Error', 'Athlete', 'access_token', 'invalid');
  ctx.store.deauthorize(grant.athleteId);
  return c.json({ access_token: token });
}

export function oauthRoutes(ctx: StandInContext) {
  const app = new Hono();
  app.get('/authorize', (c) => showConsent(c, ctx));
  app.post('/authorize', (c) => answerConsent(c, ctx));
  app.post('/token', (c) => grantToken(c, ctx));
  app.post('/deauthorize', (c) => deauthorize(c, ctx));
  return app;
}
