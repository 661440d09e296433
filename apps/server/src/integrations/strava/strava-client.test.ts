import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importableType } from './activity-type.js';
import { parseAuthorizationCallback } from './authorization-callback.js';
import { createStravaStandIn, type StravaStandIn } from './stand-in/create-strava-stand-in.js';
import { createStravaClient, type StravaClient } from './strava-client.js';
import { StravaError } from './strava-error.js';

// The real client over real HTTP (a port on 127.0.0.1) against the built-in stand-in: nothing of
// ours is mocked. The stand-in and the client share one clock the tests move forward.

const CLIENT_ID = '4242';
const CLIENT_SECRET = 'segredo-de-teste';
const REDIRECT = 'http://localhost:3000/api/strava/callback';
const START = new Date('2026-11-23T12:05:00.000Z');

let clock = START;
const now = () => clock;
let standIn: StravaStandIn;
let server: ServerType;
let base = '';
let client: StravaClient;

beforeAll(async () => {
  standIn = createStravaStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    now,
    accessTokenTtlSeconds: 1800,
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: standIn.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
  client = createStravaClient({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    oauthUrl: `${base}/oauth`,
    apiUrl: `${base}/api/v3`,
    now,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock = START;
});

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a person does on the consent page: read the form, keep or untick activity access, press a button. */
async function decide(
  authorizeUrl: string,
  decision: 'approve' | 'deny',
  options: { untickActivity?: boolean } = {},
) {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    form.append(name as string, unescapeHtml(value as string));
  }
  for (const [, value] of html.matchAll(
    /<input type="checkbox"[^>]*name="granted_scope" value="([^"]*)"[^>]*checked/g,
  )) {
    if (!(options.untickActivity && value?.startsWith('activity:')))
      form.append('granted_scope', value as string);
  }
  form.append('decision', decision);
  const answer = await fetch(authorizeUrl, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('Location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  return parseAuthorizationCallback(Object.fromEntries(location.searchParams));
}

async function connect() {
  const callback = await decide(client.authorizeUrl({ redirectUri: REDIRECT, state: 'estado-1' }), 'approve');
  if (callback.outcome !== 'granted') throw new Error(`not granted: ${callback.outcome}`);
  return client.exchangeCode(callback.code);
}

async function caught(promise: Promise<unknown>): Promise<StravaError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StravaError) return error;
    throw error;
  }
  throw new Error('expected a StravaError');
}

describe('Strava client against the stand-in', () => {
  it('builds the documented authorize link', () => {
    const url = new URL(client.authorizeUrl({ redirectUri: REDIRECT, state: 'abc' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: 'read,activity:read_all',
      state: 'abc',
    });
    expect(
      createStravaClient({ clientId: '1', clientSecret: 'x' }).authorizeUrl({
        redirectUri: REDIRECT,
        state: 's',
      }),
    ).toMatch(/^https:\/\/www\.strava\.com\/oauth\/authorize\?/);
  });

  it('authorize → exchange → list → get → refresh on expiry → deauthorize', async () => {
    const callback = await decide(
      client.authorizeUrl({ redirectUri: REDIRECT, state: 'estado-1' }),
      'approve',
    );
    expect(callback).toMatchObject({
      outcome: 'granted',
      state: 'estado-1',
      scopes: ['read', 'activity:read_all'],
    });
    if (callback.outcome !== 'granted') return;
    expect(callback.canReadActivities).toBe(true);

    const tokens = await client.exchangeCode(callback.code);
    expect(tokens.athlete.id).toBeGreaterThan(0);
    expect(tokens.expires_at).toBe(Math.floor(START.getTime() / 1000) + 1800);
    // The code is single-use.
    expect((await caught(client.exchangeCode(callback.code))).kind).toBe('unauthorized');

    const activities = await client.listActivities(tokens.access_token, {
      after: new Date(START.getTime() - 30 * 86_400_000),
      perPage: 200,
    });
    expect(activities.length).toBeGreaterThanOrEqual(12);
    const starts = activities.map((a) => Date.parse(a.start_date));
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    const test2400 = activities.find((a) => a.distance === 2400);
    expect(test2400).toMatchObject({ sport_type: 'Run', type: 'Run', manual: false });
    expect(test2400?.map?.summary_polyline?.length).toBeGreaterThan(10);
    expect(test2400?.average_heartrate).toBeGreaterThan(100);
    expect(test2400?.start_date_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // start_date_local is São Paulo wall-clock time, 3 hours behind start_date, despite its Z.
    expect(Date.parse(test2400?.start_date ?? '') - Date.parse(test2400?.start_date_local ?? '')).toBe(
      3 * 3600_000,
    );
    expect(test2400?.device_name).toBeUndefined(); // only in the detailed representation

    const types = activities.map((a) => a.sport_type);
    expect(types).toEqual(expect.arrayContaining(['Run', 'TrailRun', 'VirtualRun', 'Swim', 'Ride', 'Walk']));
    const imported = activities.filter((a) => importableType(a.sport_type) !== null);
    expect(imported.map((a) => a.sport_type)).not.toContain('Ride');
    expect(imported.length).toBe(activities.length - 2); // the ride and the walk stay out

    // Paging: page 2 of 5 continues where page 1 stopped.
    const page1 = await client.listActivities(tokens.access_token, { page: 1, perPage: 5 });
    const page2 = await client.listActivities(tokens.access_token, { page: 2, perPage: 5 });
    expect(page1.map((a) => a.id).concat(page2.map((a) => a.id))).toEqual(
      activities.slice(0, 10).map((a) => a.id),
    );
    // before/after bound the start dates.
    const week = await client.listActivities(tokens.access_token, {
      after: new Date(START.getTime() - 7 * 86_400_000),
      before: START,
    });
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(activities.length);

    const detail = await client.getActivity(tokens.access_token, test2400?.id ?? 0);
    expect(detail).toMatchObject({ id: test2400?.id, distance: 2400, device_name: 'Garmin Forerunner 265' });
    expect((await caught(client.getActivity(tokens.access_token, 999))).kind).toBe('not_found');

    // 31 minutes later the access token has expired: 401, then a refresh gives a new pair.
    clock = new Date(START.getTime() + 31 * 60_000);
    const expired = await caught(client.listActivities(tokens.access_token));
    expect(expired).toMatchObject({ kind: 'unauthorized', status: 401 });
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.expires_at).toBe(Math.floor(clock.getTime() / 1000) + 1800);
    expect(await client.listActivities(refreshed.access_token, { perPage: 1 })).toHaveLength(1);
    // The refresh token that was replaced no longer works.
    expect((await caught(client.refresh(tokens.refresh_token))).kind).toBe('unauthorized');

    await client.deauthorize(refreshed.access_token);
    expect(standIn.control.isAuthorized(tokens.athlete.id)).toBe(false);
    expect((await caught(client.listActivities(refreshed.access_token))).kind).toBe('unauthorized');
    expect((await caught(client.refresh(refreshed.refresh_token))).kind).toBe('unauthorized');
  });

  it('denied consent comes back as error=access_denied with the state', async () => {
    const callback = await decide(client.authorizeUrl({ redirectUri: REDIRECT, state: 'estado-2' }), 'deny');
    expect(callback).toEqual({ outcome: 'denied', state: 'estado-2', error: 'access_denied' });
  });

  it('activity access unticked: scope=read only, and the API refuses to list activities', async () => {
    const callback = await decide(
      client.authorizeUrl({ redirectUri: REDIRECT, state: 'estado-3' }),
      'approve',
      {
        untickActivity: true,
      },
    );
    expect(callback).toMatchObject({ outcome: 'granted', scopes: ['read'], canReadActivities: false });
    if (callback.outcome !== 'granted') return;
    // What Strava does if the app exchanged the code anyway: the token cannot read activities.
    const tokens = await client.exchangeCode(callback.code);
    const refused = await caught(client.listActivities(tokens.access_token));
    expect(refused).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(refused.faults).toEqual([
      { resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' },
    ]);
  });

  it('a bad token gets 401 → unauthorized; bad client credentials too', async () => {
    const bad = await caught(client.listActivities('0123456789abcdef'));
    expect(bad).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(bad.faults[0]).toMatchObject({ field: 'access_token', code: 'invalid' });
    expect((await caught(client.getActivity('', 1))).kind).toBe('unauthorized');

    const callback = await decide(client.authorizeUrl({ redirectUri: REDIRECT, state: 's' }), 'approve');
    if (callback.outcome !== 'granted') throw new Error('not granted');
    const wrongSecret = createStravaClient({
      clientId: CLIENT_ID,
      clientSecret: 'outro',
      oauthUrl: `${base}/oauth`,
      apiUrl: `${base}/api/v3`,
    });
    expect((await caught(wrongSecret.exchangeCode(callback.code))).kind).toBe('unauthorized');
  });

  it('429 → rate_limited with the wait to the next quarter hour, then the import resumes', async () => {
    const tokens = await connect();
    clock = new Date('2026-11-23T12:08:20.000Z');
    standIn.control.failNext(2);
    const first = await caught(client.listActivities(tokens.access_token));
    expect(first).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 6 * 60 + 40 });
    expect(first.rateLimit?.read?.fifteenMinutes.usage).toBeGreaterThan(
      first.rateLimit?.read?.fifteenMinutes.limit ?? Infinity,
    );
    expect((await caught(client.getActivity(tokens.access_token, 1))).kind).toBe('rate_limited');
    // The third call goes through.
    expect((await client.listActivities(tokens.access_token, { perPage: 2 })).length).toBe(2);
  });

  it('a spent daily limit waits until midnight UTC', async () => {
    clock = new Date('2026-11-23T21:30:00.000Z');
    const tokens = await connect();
    standIn.control.failNext(1, 'daily');
    const error = await caught(client.listActivities(tokens.access_token));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 2.5 * 3600 });
  });

  it('the real limits: the 101st read in a 15-minute window is refused, and counts reset at :15', async () => {
    const limited = createStravaStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      now,
      rateLimits: { overall: [200, 2000], read: [3, 1000] },
    });
    const viaRequest = createStravaClient({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      oauthUrl: 'http://stand-in/oauth',
      apiUrl: 'http://stand-in/api/v3',
      fetch: async (input, init) => limited.app.request(String(input).replace('http://stand-in', ''), init),
      now,
    });
    const athlete = limited.control.createAthlete(false);
    const page = await limited.app.request(
      viaRequest.authorizeUrl({ redirectUri: REDIRECT, state: 's' }).replace('http://stand-in', '') +
        `&athlete_id=${athlete.id}`,
    );
    expect(page.status).toBe(200);
    const answer = await limited.app.request('/oauth/authorize', {
      method: 'POST',
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT,
        state: 's',
        scope: 'read,activity:read_all',
        granted_scope: 'activity:read_all',
        athlete_id: String(athlete.id),
        decision: 'approve',
      }),
    });
    const code = new URL(answer.headers.get('Location') ?? '').searchParams.get('code') ?? '';
    const tokens = await viaRequest.exchangeCode(code);
    expect(tokens.athlete.id).toBe(athlete.id);
    clock = new Date('2026-11-23T12:14:00.000Z');
    for (let i = 0; i < 3; i += 1) expect(await viaRequest.listActivities(tokens.access_token)).toEqual([]);
    const refused = await caught(viaRequest.listActivities(tokens.access_token));
    expect(refused).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
    clock = new Date('2026-11-23T12:15:00.000Z');
    expect(await viaRequest.listActivities(tokens.access_token)).toEqual([]);
  });

  it('no answer at all is a network error', async () => {
    const nowhere = createStravaClient({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      oauthUrl: 'http://127.0.0.1:1/oauth',
      apiUrl: 'http://127.0.0.1:1/api/v3',
    });
    expect((await caught(nowhere.listActivities('x'))).kind).toBe('network');
    expect((await caught(nowhere.refresh('x'))).kind).toBe('network');
  });

  it('a 5xx, or a body that is not Strava-shaped, is a server error', async () => {
    const broken = (status: number, body: string) =>
      createStravaClient({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        fetch: async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
      });
    expect((await caught(broken(503, '{"message":"Service Unavailable"}').listActivities('t'))).kind).toBe(
      'server',
    );
    expect((await caught(broken(200, '[{"id":"not-a-number"}]').listActivities('t'))).kind).toBe('server');
    expect((await caught(broken(200, '<html>').getActivity('t', 1))).kind).toBe('server');
    expect((await caught(broken(200, '{"access_token":"a"}').refresh('r'))).kind).toBe('server');
  });
});
