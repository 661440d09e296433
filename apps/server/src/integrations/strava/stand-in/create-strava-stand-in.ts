import { Hono } from 'hono';
import { apiRoutes } from './api-routes.js';
import { controlRoutes } from './control-routes.js';
import { oauthRoutes } from './oauth-routes.js';
import type { StandInContext } from './stand-in-context.js';
import { createStandInControl, type StandInControl } from './stand-in-control.js';
import { createStandInRateLimiter, type StandInRateLimits } from './stand-in-rate-limit.js';
import { readStandInState, writeStandInState } from './stand-in-state-file.js';
import { createStandInStore } from './stand-in-store.js';

// A built-in stand-in for Strava that speaks Strava's HTTP contract, so the whole connect → import
// → webhook → disconnect flow works offline (demo mode and tests). Mounted under a prefix, e.g.
// app.route('/api/stand-in/strava', standIn.app), the client is configured with
//   oauthUrl = <origin>/api/stand-in/strava/oauth
//   apiUrl   = <origin>/api/stand-in/strava/api/v3
// and the control lives at <prefix>/control (see control-routes.ts) and in `control`.
// State is in memory, one set of Maps per instance; with `stateFile` (the demo) it is also written
// there after every change and read back at the next start.

export interface StravaStandInOptions {
  clientId: string;
  clientSecret: string;
  /** Where events are POSTed (our GET|POST /api/strava/webhook). */
  webhookCallbackUrl?: string;
  /** Strava's "Authorization Callback Domain": redirect_uri must be on it (any host when absent). */
  callbackDomain?: string;
  now?: () => Date;
  /** Lifetime of access tokens. Strava's is 6 h; the stand-in's default of 30 min makes refresh happen. */
  accessTokenTtlSeconds?: number;
  rateLimits?: StandInRateLimits;
  subscriptionId?: number;
  /** How webhook events are POSTed (tests may route them into app.request). */
  fetch?: typeof fetch;
  /** Where the state is kept across restarts (the demo); in memory only without it. */
  stateFile?: string;
}

export interface StravaStandIn {
  app: Hono;
  control: StandInControl;
}

export function createStravaStandIn(options: StravaStandInOptions): StravaStandIn {
  const now = options.now ?? (() => new Date());
  const ctx: StandInContext = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ...(options.callbackDomain ? { callbackDomain: options.callbackDomain } : {}),
    now,
    store: createStandInStore({ now, accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 30 * 60 }),
    rateLimiter: createStandInRateLimiter(now, options.rateLimits),
    latency: { ms: 0, waiting: 0 },
  };
  const saved = options.stateFile ? readStandInState(options.stateFile) : undefined;
  if (saved) ctx.store.restore(saved);
  const save = () => {
    if (options.stateFile) writeStandInState(options.stateFile, ctx.store.snapshot());
  };
  const control = createStandInControl(ctx, {
    ...(options.webhookCallbackUrl ? { webhookCallbackUrl: options.webhookCallbackUrl } : {}),
    subscriptionId: options.subscriptionId ?? 120_475,
    fetch: options.fetch ?? fetch,
    changed: save,
  });
  const app = new Hono();
  // Strava's side changes only on a POST (consent, token, deauthorize, the control's changes).
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'POST') save();
  });
  app.route('/oauth', oauthRoutes(ctx));
  app.route('/api/v3', apiRoutes(ctx));
  app.route('/control', controlRoutes(control));
  app.notFound((c) =>
    c.json(
      { message: 'Record Not Found', errors: [{ resource: 'Route', field: 'path', code: 'not found' }] },
      404,
    ),
  );
  return { app, control };
}
