import { Hono } from 'hono';
import { parseScopes } from '../authorization-callback.js';
import { renderConsentPage, renderErrorPage } from './consent-page.js';
import type { StandInContext } from './stand-in-context.js';
import { fault, readParams } from './stand-in-http.js';

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

export function oauthRoutes(ctx: StandInContext) {
  const app = new Hono();

  app.get('/authorize', (c) => {
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
  });

  // The consent form's answer: back to redirect_uri with code + scope + state, or error=access_denied.
  app.post('/authorize', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    if (field('client_id') !== ctx.clientId)
      return c.html(renderErrorPage('Aplicativo desconhecido (client_id).'), 400);
    const target = redirectTarget(ctx, field('redirect_uri'));
    if (typeof target === 'string') return c.html(renderErrorPage(target), 400);
    target.searchParams.set('state', field('state') ?? '');
    if (field('decision') !== 'approve') {
      target.searchParams.set('error', 'access_denied');
      return c.redirect(target.toString(), 302);
    }
    const requested = parseScopes(field('scope'));
    const ticked = ([] as unknown[]).concat(body.granted_scope ?? []).filter((v) => typeof v === 'string');
    const granted = requested.filter((scope) => scope === 'read' || ticked.includes(scope));
    const wanted = Number(field('athlete_id'));
    const athlete =
      (Number.isInteger(wanted) ? ctx.store.athletes.get(wanted) : undefined) ?? ctx.store.createAthlete();
    target.searchParams.set('code', ctx.store.issueCode(athlete.id, granted, target.toString()));
    target.searchParams.set('scope', granted.join(','));
    return c.redirect(target.toString(), 302);
  });

  app.post('/token', async (c) => {
    const p = await readParams(c);
    if (p.client_id !== ctx.clientId)
      return fault(c, 400, 'Bad Request', 'Application', 'client_id', 'invalid');
    if (p.client_secret !== ctx.clientSecret) {
      return fault(c, 401, 'Authorization Error', 'Application', 'client_secret', 'invalid');
    }
    if (p.grant_type === 'authorization_code') {
      const redeemed = p.code ? ctx.store.redeemCode(p.code) : undefined;
      if (!redeemed) return fault(c, 400, 'Bad Request', 'AuthorizationCode', 'code', 'invalid');
      const { athlete } = redeemed;
      return c.json({
        token_type: 'Bearer',
        expires_at: redeemed.expiresAt,
        expires_in: redeemed.expiresAt - Math.floor(ctx.now().getTime() / 1000),
        refresh_token: redeemed.refreshToken,
        access_token: redeemed.accessToken,
        athlete: {
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
        },
      });
    }
    if (p.grant_type === 'refresh_token') {
      const pair = p.refresh_token ? ctx.store.refresh(p.refresh_token) : undefined;
      if (!pair) return fault(c, 400, 'Bad Request', 'RefreshToken', 'refresh_token', 'invalid');
      return c.json({
        token_type: 'Bearer',
        access_token: pair.accessToken,
        expires_at: pair.expiresAt,
        expires_in: pair.expiresAt - Math.floor(ctx.now().getTime() / 1000),
        refresh_token: pair.refreshToken,
      });
    }
    return fault(c, 400, 'Bad Request', 'Application', 'grant_type', 'invalid');
  });

  app.post('/deauthorize', async (c) => {
    const p = await readParams(c);
    const header = c.req.header('Authorization');
    const token = p.access_token ?? (header?.startsWith('Bearer ') ? header.slice(7) : undefined);
    const grant = ctx.store.checkAccess(token);
    if (typeof grant === 'string')
      return fault(c, 401, 'Authorization Error', 'Athlete', 'access_token', 'invalid');
    ctx.store.deauthorize(grant.athleteId);
    return c.json({ access_token: token });
  });

  return app;
}
