import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppDeps } from '../app-deps.js';
import type { Db } from '../db/database.js';
import { STAND_IN_SUBSCRIPTION_ID } from '../integrations/strava/strava-setup.js';
import type { StravaWebhookEvent } from '../integrations/strava/webhook.js';
import { TestClient } from './http-client.js';
import { until } from './until.js';

// Strava as the tests meet it: the built-in stand-in (its consent page, its control), our callback,
// and webhook bodies as Strava posts them. Read as `import * as strava from '…/testing/strava.js'`.

/** The stand-in playing Strava in the test app. */
export function standIn(deps: AppDeps) {
  const found = deps.stravaWiring.standIn;
  if (!found) throw new Error('the test app runs the Strava stand-in');
  return found;
}

/** What the tracker's service functions take, with the test app's Strava. */
export function tracker(deps: AppDeps) {
  const strava = deps.strava;
  if (!strava) throw new Error('the test app runs the Strava stand-in');
  return { db: deps.db, jobs: deps.jobs, log: deps.log, strava };
}

/** The person's activities imported from Strava: our id and Strava's. */
export const importedActivities = (db: Db, userId: string) =>
  db
    .selectFrom('activities')
    .select(['id', 'external_id'])
    .where('user_id', '=', userId)
    .where('source', '=', 'strava')
    .execute();

/** The person's answer on the stand-in's consent page; returns our callback address with its query. */
export async function consent(
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
export async function landing(client: TestClient, callback: string) {
  const res = await client.request(callback);
  expect(res.status).toBe(302);
  return res.headers.get('location');
}

/** Connects Strava: approved with the activity scope, landing on the connected page. */
export async function connect(client: TestClient) {
  expect(await landing(client, await consent(client))).toBe('/integracoes?connected=strava');
}

/** Waits for the backfill job to mark the connection synced; returns the connection status. */
export async function synced(client: TestClient) {
  const status = await until(
    async () => (await client.rpc('get_oauth_connection_status')).json.data,
    (data) => data.last_sync_at !== null,
  );
  expect(status.last_sync_at, 'the backfill never marked the connection synced').not.toBeNull();
  return status;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The test app's webhook subscription: the stand-in's. */
export const SUBSCRIPTION_ID = STAND_IN_SUBSCRIPTION_ID;

/**
 * A webhook body as Strava posts it (to our subscription): an activity of `ownerId` created, updated
 * or deleted, now unless told.
 */
export const activityEvent = (
  aspect: StravaWebhookEvent['aspect_type'],
  objectId: number,
  ownerId: number,
  eventTime = nowInSeconds(),
): StravaWebhookEvent => ({
  object_type: 'activity',
  object_id: objectId,
  aspect_type: aspect,
  owner_id: ownerId,
  subscription_id: SUBSCRIPTION_ID,
  event_time: eventTime,
  updates: {},
});

/** Strava telling us the athlete revoked our access. */
export const deauthorizationEvent = (athleteId: number): StravaWebhookEvent => ({
  object_type: 'athlete',
  object_id: athleteId,
  aspect_type: 'update',
  owner_id: athleteId,
  subscription_id: SUBSCRIPTION_ID,
  event_time: nowInSeconds(),
  updates: { authorized: 'false' },
});

/** Posts a body to our webhook as anyone on the Internet can: no cookie, no signature. */
export const postWebhook = (app: Hono, body: unknown) =>
  new TestClient(app).request('/api/strava/webhook', { method: 'POST', body });
