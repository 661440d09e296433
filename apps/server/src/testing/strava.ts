import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppDeps } from '../app-deps.js';
import { TestClient } from './http-client.js';
import { until } from './until.js';

// Strava as the tests meet it: the built-in stand-in (its consent page, its control), our callback,
// and webhook bodies as Strava posts them.

/** The stand-in playing Strava in the test app. */
export function stravaStandIn(deps: AppDeps) {
  const found = deps.stravaWiring.standIn;
  if (!found) throw new Error('the test app runs the Strava stand-in');
  return found;
}

/** What the tracker's service functions take, with the test app's Strava. */
export function stravaTracker(deps: AppDeps) {
  const strava = deps.strava;
  if (!strava) throw new Error('the test app runs the Strava stand-in');
  return { db: deps.db, jobs: deps.jobs, log: deps.log, strava };
}

/** The person's answer on the stand-in's consent page; returns our callback address with its query. */
export async function stravaConsent(
  client: TestClient,
  options: { approve?: boolean; activities?: boolean; athleteId?: number } = {},
) {
  const link = (await client.rpc('get_strava_authorize_link')).json.data;
  const query = new URL(link.url).searchParams;
  const form = new URLSearchParams({
    client_id: query.get('client_id') ?? '',
    redirect_uri: query.get('redirect_uri') ?? '',
    state: query.get('state') ?? '',
    scope: query.get('scope') ?? '',
    decision: options.approve === false ? 'deny' : 'approve',
  });
  if (options.activities !== false) form.append('granted_scope', 'activity:read_all');
  if (options.athleteId) form.set('athlete_id', String(options.athleteId));
  const answer = await client.request('/api/stand-in/strava/oauth/authorize', {
    method: 'POST',
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.pathname).toBe('/api/strava/callback');
  return `${location.pathname}${location.search}`;
}

/** Opens our callback in the person's browser; returns where it sends them. */
export async function stravaLanding(client: TestClient, callback: string) {
  const res = await client.request(callback);
  expect(res.status).toBe(302);
  return res.headers.get('location');
}

/** Connects Strava: approved with the activity scope, landing on the connected page. */
export async function connectStrava(client: TestClient) {
  expect(await stravaLanding(client, await stravaConsent(client))).toBe('/integracoes?connected=strava');
}

/** Waits for the backfill job to mark the connection synced; returns the connection status. */
export async function stravaSynced(client: TestClient) {
  const status = await until(
    async () => (await client.rpc('get_oauth_connection_status')).json.data,
    (data) => data.last_sync_at !== null,
  );
  expect(status.last_sync_at, 'the backfill never marked the connection synced').not.toBeNull();
  return status;
}

/** A webhook body as Strava posts it (subscription 1, sent now unless told). */
export function stravaEvent(event: {
  object_type: 'activity' | 'athlete';
  object_id: number;
  aspect_type: 'create' | 'update' | 'delete';
  owner_id: number;
  event_time?: number;
  updates?: Record<string, string>;
}) {
  return {
    object_type: event.object_type,
    object_id: event.object_id,
    aspect_type: event.aspect_type,
    owner_id: event.owner_id,
    subscription_id: 1,
    event_time: event.event_time ?? Math.floor(Date.now() / 1000),
    updates: event.updates ?? {},
  };
}

/** Posts a body to our webhook as anyone on the Internet can: no cookie, no signature. */
export const postStravaWebhook = (app: Hono, body: unknown) =>
  new TestClient(app).request('/api/strava/webhook', { method: 'POST', body });

/** The webhook_events row our inbox stores for this body. */
export const storedStravaEvent = (event: ReturnType<typeof stravaEvent>) => ({
  provider: 'strava',
  object_type: event.object_type,
  object_id: String(event.object_id),
  aspect: event.aspect_type,
  event_time: event.event_time,
  owner_id: String(event.owner_id),
  payload: JSON.stringify(event),
});
