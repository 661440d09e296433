import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStravaClient } from '../strava-client.js';
import { isDeauthorization, parseWebhookEvent, validateSubscription, webhookEventKey } from '../webhook.js';
import { createStravaStandIn, type StravaStandIn } from './create-strava-stand-in.js';
import { encodePolyline } from './polyline.js';

// The stand-in's own behaviour: webhook pushes to a real callback (a small receiver on a port,
// built with our webhook helpers), the control over HTTP, the consent page and the demo data.

const CLIENT_ID = '4242';
const CLIENT_SECRET = 'segredo';
const VERIFY_TOKEN = 'verifica-me';
const REDIRECT = 'http://localhost:3000/api/strava/callback';
const NOW = new Date('2026-11-23T12:00:00.000Z');

/** Google's polyline decoding, written from the algorithm's description (independent of the encoder). */
function decodePolyline(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}

let receiver: ServerType;
let callbackUrl = '';
const received: string[] = [];
let failFirst = 0;
let standIn: StravaStandIn;

beforeAll(async () => {
  const hooks = new Hono();
  hooks.get('/api/strava/webhook', (c) => {
    const check = validateSubscription(c.req.query(), VERIFY_TOKEN);
    return check.ok
      ? c.json(check.body)
      : c.json({ error: { code: 'FORBIDDEN', message: 'Token inválido.' } }, 403);
  });
  hooks.post('/api/strava/webhook', async (c) => {
    const body = await c.req.text();
    received.push(body);
    if (failFirst > 0) {
      failFirst -= 1;
      return c.json({ error: 'ocupado' }, 500);
    }
    return c.json({ ok: true });
  });
  await new Promise<void>((resolve) => {
    receiver = serve({ fetch: hooks.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      callbackUrl = `http://127.0.0.1:${info.port}/api/strava/webhook`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  failFirst = 0;
  standIn = createStravaStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookCallbackUrl: callbackUrl,
    now: () => NOW,
  });
});

const client = () =>
  createStravaClient({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    oauthUrl: 'http://s/oauth',
    apiUrl: 'http://s/api/v3',
    fetch: async (input, init) => standIn.app.request(String(input).replace('http://s', ''), init),
  });

/** Approves the consent form for `athleteId` (the stand-in's test-only athlete_id field). */
async function connect(athleteId: number, scope = 'read,activity:read_all') {
  const answer = await standIn.app.request('/oauth/authorize', {
    method: 'POST',
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      state: 'st',
      scope,
      granted_scope: 'activity:read_all',
      athlete_id: String(athleteId),
      decision: 'approve',
    }),
  });
  const code = new URL(answer.headers.get('Location') ?? '').searchParams.get('code') ?? '';
  return client().exchangeCode(code);
}

describe('webhook pushes', () => {
  it('subscription validation: the challenge is echoed only for our verify token', async () => {
    expect(await standIn.control.validateSubscription(VERIFY_TOKEN)).toEqual({ status: 200, accepted: true });
    expect(await standIn.control.validateSubscription('outro')).toEqual({ status: 403, accepted: false });
  });

  it('create: a new activity appears and its event reaches the callback once', async () => {
    const athlete = standIn.control.createAthlete(false);
    const tokens = await connect(athlete.id);
    const { event, deliveries } = await standIn.control.emitEvent({
      kind: 'create',
      athleteId: athlete.id,
      activity: {
        sportType: 'Run',
        distance: 2400,
        movingTime: 600,
        averageHeartrate: 172,
        maxHeartrate: 188,
      },
    });
    expect(deliveries).toEqual([[{ attempt: 1, status: 200 }]]);
    expect(received).toHaveLength(1);
    const parsed = parseWebhookEvent(JSON.parse(received[0] ?? ''));
    expect(parsed).toEqual({
      ok: true,
      event: {
        object_type: 'activity',
        object_id: event.object_id,
        aspect_type: 'create',
        owner_id: athlete.id,
        subscription_id: 120475,
        event_time: NOW.getTime() / 1000,
        updates: {},
      },
    });
    const activity = await client().getActivity(tokens.access_token, event.object_id);
    expect(activity).toMatchObject({
      sport_type: 'Run',
      distance: 2400,
      moving_time: 600,
      average_heartrate: 172,
    });
  });

  it('the same event three times: three identical bodies, one dedupe key', async () => {
    const athlete = standIn.control.createAthlete(false);
    await standIn.control.emitEvent({ kind: 'create', athleteId: athlete.id, times: 3 });
    expect(received).toHaveLength(3);
    expect(new Set(received).size).toBe(1);
    const keys = received.map((body) => {
      const parsed = parseWebhookEvent(JSON.parse(body));
      return parsed.ok ? webhookEventKey(parsed.event) : 'invalid';
    });
    expect(new Set(keys).size).toBe(1);
  });

  it('without a 200 Strava tries again, three attempts in all', async () => {
    const athlete = standIn.control.createAthlete(false);
    failFirst = 1;
    const once = await standIn.control.emitEvent({ kind: 'create', athleteId: athlete.id });
    expect(once.deliveries).toEqual([
      [
        { attempt: 1, status: 500 },
        { attempt: 2, status: 200 },
      ],
    ]);
    failFirst = 5;
    const never = await standIn.control.emitEvent({ kind: 'create', athleteId: athlete.id });
    expect(never.deliveries[0]?.map((d) => d.status)).toEqual([500, 500, 500]);
  });

  it('update renames, delete removes, deauthorize revokes and says authorized: "false"', async () => {
    const athlete = standIn.control.createAthlete();
    const tokens = await connect(athlete.id);
    const [latest] = standIn.control.activitiesOf(athlete.id);
    if (!latest) throw new Error('demo data expected');

    const updated = await standIn.control.emitEvent({
      kind: 'update',
      athleteId: athlete.id,
      activityId: latest.id,
      updates: { title: 'Teste oficial' },
    });
    expect(updated.event).toMatchObject({ aspect_type: 'update', updates: { title: 'Teste oficial' } });
    expect((await client().getActivity(tokens.access_token, latest.id)).name).toBe('Teste oficial');

    await standIn.control.emitEvent({ kind: 'delete', athleteId: athlete.id, activityId: latest.id });
    await expect(client().getActivity(tokens.access_token, latest.id)).rejects.toMatchObject({
      kind: 'not_found',
    });

    const revoked = await standIn.control.emitEvent({ kind: 'deauthorize', athleteId: athlete.id });
    const parsed = parseWebhookEvent(JSON.parse(received.at(-1) ?? ''));
    expect(parsed.ok && isDeauthorization(parsed.event)).toBe(true);
    expect(revoked.event).toMatchObject({
      object_type: 'athlete',
      object_id: athlete.id,
      owner_id: athlete.id,
    });
    await expect(client().listActivities(tokens.access_token)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    await expect(client().refresh(tokens.refresh_token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('control over HTTP', () => {
  const post = (path: string, body: unknown) =>
    standIn.app.request(`/control${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('creates an athlete, adds an activity, emits events three times', async () => {
    const athlete = (await (await post('/athletes', { demo_data: false })).json()) as { id: number };
    const added = await post('/activities', {
      athlete_id: athlete.id,
      sport_type: 'Swim',
      distance: 1500,
      moving_time: 1800,
      start_date: '2026-11-22T21:00:00Z',
    });
    expect(added.status).toBe(201);
    const activity = (await added.json()) as { id: number; sport_type: string; start_date_local: string };
    expect(activity).toMatchObject({ sport_type: 'Swim', start_date_local: '2026-11-22T18:00:00Z' });
    const emitted = await post('/events', {
      kind: 'create',
      athlete_id: athlete.id,
      activity_id: activity.id,
      times: 3,
    });
    expect(emitted.status).toBe(200);
    expect(received).toHaveLength(3);
    const listed = await standIn.app.request(`/control/athletes/${athlete.id}/activities`);
    expect(((await listed.json()) as unknown[]).length).toBe(1);
  });

  it('refuses bad input (400) and unknown athletes or activities (404)', async () => {
    expect((await post('/events', { kind: 'explode', athlete_id: 1 })).status).toBe(400);
    expect((await post('/activities', { athlete_id: 'x' })).status).toBe(400);
    const missing = await post('/events', { kind: 'deauthorize', athlete_id: 999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const athlete = standIn.control.createAthlete(false);
    expect((await post('/events', { kind: 'delete', athlete_id: athlete.id, activity_id: 5 })).status).toBe(
      404,
    );
  });

  it('forces 429s for the next N calls', async () => {
    const athlete = standIn.control.createAthlete();
    const tokens = await connect(athlete.id);
    expect((await post('/rate-limit', { fail_next: 1 })).status).toBe(200);
    const limited = await standIn.app.request('/api/v3/athlete/activities', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('X-RateLimit-Limit')).toBe('200,2000');
    expect(await limited.json()).toEqual({
      message: 'Rate Limit Exceeded',
      errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }],
    });
    const ok = await standIn.app.request('/api/v3/athlete/activities', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('X-ReadRateLimit-Usage')).toBe('2,2');
  });
});

describe('OAuth details', () => {
  it('the consent page is pt-BR, labelled, and escapes what it echoes', async () => {
    const state = '"><script>alert(1)</script>';
    const page = await standIn.app.request(
      `/oauth/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', approval_prompt: 'auto', scope: 'read,activity:read_all', state })}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toMatch(/<input type="checkbox" id="escopo-0"[^>]*value="activity:read_all" checked>/);
    expect(html).toContain('<label for="escopo-0">');
    expect(html).toContain('<legend>Permissões solicitadas</legend>');
    expect(html).toMatch(/<button type="submit" name="decision" value="approve">Autorizar<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="deny">Cancelar<\/button>/);
  });

  it.each([
    ['an unknown client', { client_id: '1', redirect_uri: REDIRECT, response_type: 'code' }],
    ['no redirect_uri', { client_id: CLIENT_ID, response_type: 'code' }],
    [
      'a javascript: redirect',
      { client_id: CLIENT_ID, redirect_uri: 'javascript:alert(1)', response_type: 'code' },
    ],
    ['another response_type', { client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'token' }],
    [
      'an unknown scope',
      { client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'admin' },
    ],
  ])('refuses %s with a 400 page', async (_label, query) => {
    const page = await standIn.app.request(`/oauth/authorize?${new URLSearchParams(query)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Não foi possível autorizar');
  });

  it('a callback domain, when set, is enforced like Strava’s app setting', async () => {
    const strict = createStravaStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      callbackDomain: 'prontidao.app',
    });
    const query = (redirect: string) =>
      `/oauth/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: redirect, response_type: 'code' })}`;
    expect((await strict.app.request(query('https://www.prontidao.app/api/strava/callback'))).status).toBe(
      200,
    );
    expect((await strict.app.request(query('https://prontidao.app.evil.com/cb'))).status).toBe(400);
  });

  it('refresh returns the same token while it has more than an hour left (Strava), a new one after', async () => {
    let clock = NOW;
    standIn = createStravaStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      now: () => clock,
      accessTokenTtlSeconds: 6 * 3600,
    });
    const athlete = standIn.control.createAthlete(false);
    const tokens = await connect(athlete.id);
    expect(await client().refresh(tokens.refresh_token)).toMatchObject({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
    });
    clock = new Date(NOW.getTime() + 5.5 * 3600_000);
    const renewed = await client().refresh(tokens.refresh_token);
    expect(renewed.access_token).not.toBe(tokens.access_token);
    // The previous access token stays valid until it expires.
    expect(await client().listActivities(tokens.access_token)).toEqual([]);
  });
});

describe('demo data', () => {
  it('encodes polylines as Google documents them', () => {
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('four weeks of runs (one of 2400 m), pool swims, a ride, routes in Brasília', () => {
    const athlete = standIn.control.createAthlete();
    const activities = standIn.control.activitiesOf(athlete.id);
    const oldest = Date.parse(activities.at(-1)?.start_date ?? '');
    expect(NOW.getTime() - oldest).toBeLessThan(30 * 86_400_000);
    expect(NOW.getTime() - oldest).toBeGreaterThan(21 * 86_400_000);
    expect(activities.filter((a) => a.sport_type === 'Run' && a.distance === 2400)).toHaveLength(1);
    expect(activities.filter((a) => a.sport_type === 'Swim').length).toBeGreaterThanOrEqual(3);
    expect(activities.filter((a) => a.sport_type === 'Ride')).toHaveLength(1);
    for (const swim of activities.filter((a) => a.sport_type === 'Swim'))
      expect(swim.map.summary_polyline).toBe('');
    const run = activities.find((a) => a.distance === 2400);
    const points = decodePolyline(run?.map.summary_polyline ?? '');
    expect(points.length).toBeGreaterThan(10);
    for (const [lat, lng] of points) {
      expect(lat).toBeGreaterThan(-15.95);
      expect(lat).toBeLessThan(-15.6);
      expect(lng).toBeGreaterThan(-48.1);
      expect(lng).toBeLessThan(-47.7);
    }
    // The loop is about as long as the run (haversine over the decoded points).
    const rad = (d: number) => (d * Math.PI) / 180;
    let length = 0;
    for (let i = 1; i < points.length; i += 1) {
      const [a1, o1] = points[i - 1] as [number, number];
      const [a2, o2] = points[i] as [number, number];
      const h =
        Math.sin(rad(a2 - a1) / 2) ** 2 +
        Math.cos(rad(a1)) * Math.cos(rad(a2)) * Math.sin(rad(o2 - o1) / 2) ** 2;
      length += 2 * 6_371_000 * Math.asin(Math.sqrt(h));
    }
    expect(length).toBeGreaterThan(2400 * 0.9);
    expect(length).toBeLessThan(2400 * 1.15);
  });

  it('a late-evening run in Brasília starts on the next UTC day', () => {
    const athlete = standIn.control.createAthlete();
    const night = standIn.control.activitiesOf(athlete.id).find((a) => a.sport_type === 'VirtualRun');
    expect(night?.start_date_local.slice(11, 16)).toBe('22:45');
    expect(night?.start_date.slice(11, 16)).toBe('01:45');
    expect(night?.start_date.slice(0, 10)).not.toBe(night?.start_date_local.slice(0, 10));
  });
});
