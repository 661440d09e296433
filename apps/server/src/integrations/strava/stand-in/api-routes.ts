import { Hono } from 'hono';
import { toDetailJson, toSummaryJson } from './stand-in-activity.js';
import type { StandInContext } from './stand-in-context.js';
import { fault } from './stand-in-http.js';
import type { AccessGrant } from './stand-in-store.js';

// /api/v3: GET /athlete, GET /athlete/activities, GET /activities/{id}. Bearer token required;
// every answer counts against the rate limits and reports them in the X-RateLimit-* headers.

const canRead = (grant: AccessGrant) =>
  grant.scopes.includes('activity:read_all') || grant.scopes.includes('activity:read');

export function apiRoutes(ctx: StandInContext) {
  const app = new Hono<{ Variables: { grant: AccessGrant } }>();

  app.use('*', async (c, next) => {
    const header = c.req.header('Authorization');
    const grant = ctx.store.checkAccess(header?.startsWith('Bearer ') ? header.slice(7) : undefined);
    if (typeof grant === 'string')
      return fault(c, 401, 'Authorization Error', 'Athlete', 'access_token', 'invalid');
    const { limited, headers } = ctx.rateLimiter.hit();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (limited) return fault(c, 429, 'Rate Limit Exceeded', 'Application', 'rate limit', 'exceeded');
    c.set('grant', grant);
    if (ctx.latency.ms > 0) {
      ctx.latency.waiting++;
      await new Promise((resolve) => setTimeout(resolve, ctx.latency.ms));
      ctx.latency.waiting--;
    }
    await next();
  });

  app.get('/athlete', (c) => {
    const athlete = ctx.store.athletes.get(c.var.grant.athleteId);
    if (!athlete) return fault(c, 404, 'Record Not Found', 'Athlete', 'id', 'not found');
    return c.json({
      id: athlete.id,
      resource_state: 2,
      firstname: athlete.firstname,
      lastname: athlete.lastname,
      city: 'Brasília',
      state: 'Distrito Federal',
      country: 'Brazil',
    });
  });

  app.get('/athlete/activities', (c) => {
    const grant = c.var.grant;
    if (!canRead(grant)) {
      return fault(c, 401, 'Authorization Error', 'AccessToken', 'activity:read_permission', 'missing');
    }
    const q = c.req.query();
    const before = q.before === undefined ? undefined : Number(q.before);
    const after = q.after === undefined ? undefined : Number(q.after);
    const page = Math.max(1, Math.floor(Number(q.page ?? 1)) || 1);
    const perPage = Math.min(200, Math.max(1, Math.floor(Number(q.per_page ?? 30)) || 30));
    const seesPrivate = grant.scopes.includes('activity:read_all');
    const athlete = ctx.store.athletes.get(grant.athleteId);
    const list = [...(athlete?.activities.values() ?? [])]
      .filter((a) => seesPrivate || !a.isPrivate)
      .filter((a) => before === undefined || a.start.getTime() / 1000 < before)
      .filter((a) => after === undefined || a.start.getTime() / 1000 > after)
      .sort((x, y) => y.start.getTime() - x.start.getTime())
      .slice((page - 1) * perPage, page * perPage);
    return c.json(list.map(toSummaryJson));
  });

  app.get('/activities/:id', (c) => {
    const grant = c.var.grant;
    if (!canRead(grant)) {
      return fault(c, 401, 'Authorization Error', 'AccessToken', 'activity:read_permission', 'missing');
    }
    const id = Number(c.req.param('id'));
    const activity = ctx.store.athletes.get(grant.athleteId)?.activities.get(id);
    if (!activity || (activity.isPrivate && !grant.scopes.includes('activity:read_all'))) {
      return fault(c, 404, 'Record Not Found', 'Activity', 'id', 'not found');
    }
    return c.json(toDetailJson(activity));
  });

  return app;
}
