import { isStravaError } from '../../integrations/strava/strava-error.js';
import {
  isDeauthorization,
  parseWebhookEvent,
  type StravaWebhookEvent,
  StravaWebhookEventSchema,
} from '../../integrations/strava/webhook.js';
import { recordConsent } from '../consent-log/consent-log.service.js';
import { importActivity, refreshImported, removeImported } from './activity-import.service.js';
import * as connections from './connections.repository.js';
import { accessTokenOf, PROVIDER, type TrackerDeps } from './strava.service.js';
import { fromStrava } from './strava-import.js';
import * as events from './webhook-events.repository.js';
import { storeEvent } from './webhook-inbox.js';

/** What became of a posted body: stored (or dropped, see receiveEvent), not ours, or not an event. */
export type Reception = 'accepted' | 'foreign' | 'invalid';

/**
 * POST /api/strava/webhook: stored and queued, nothing else — Strava wants a 200 within 2 s. The
 * insert is the deduplication (object, aspect, event time: Strava sends no event id and retries).
 * An event of another subscription is 'foreign' (refused, no row); an event about an athlete with
 * no live connection here is accepted and dropped (webhook-inbox), as Strava needs its 200 anyway.
 */
export async function receiveEvent(deps: TrackerDeps, body: unknown): Promise<Reception> {
  const parsed = parseWebhookEvent(body);
  if (!parsed.ok) return 'invalid';
  const event = parsed.event;
  if (event.subscription_id !== deps.strava.webhookSubscriptionId) return 'foreign';
  // One statement before the answer, shared with the other events of the same moment (webhook-inbox).
  const stored = await storeEvent(deps.db, {
    provider: PROVIDER,
    object_type: event.object_type,
    object_id: String(event.object_id),
    aspect: event.aspect_type,
    event_time: event.event_time,
    owner_id: String(event.owner_id),
    payload: JSON.stringify(event),
  });
  if (stored) requestDrain(deps);
  return 'accepted';
}

export const DRAIN_JOB = 'strava.webhook-drain';
const DRAIN_THROTTLE_MS = 500;
const lastDrainRequest = new WeakMap<object, number>();

function requestDrain(deps: TrackerDeps): void {
  const now = Date.now();
  if (now - (lastDrainRequest.get(deps.jobs) ?? 0) < DRAIN_THROTTLE_MS) return;
  lastDrainRequest.set(deps.jobs, now);
  // Sent a little later, so the events of a burst are stored before the drain reads them.
  deps.jobs
    .send(DRAIN_JOB, {}, { startAfterSeconds: 1 })
    .catch((error) =>
      deps.log.warn('drenagem do Strava não enfileirada; a varredura retoma', { error: String(error) }),
    );
}

/**
 * The drain job: applies the stored, unprocessed events in arrival order. An event that fails
 * (Strava rate-limited or down) does not hold back the others: it stays unprocessed, and the job
 * fails at the end so that it is retried with backoff (and the sweep asks again every minute).
 */
export async function drainEvents(deps: TrackerDeps): Promise<number> {
  let done = 0;
  let after = 0;
  let failure: unknown;
  for (;;) {
    const rows = await events.listUnprocessedAfter(deps.db, after, 100);
    if (rows.length === 0) break;
    for (const { id } of rows) {
      try {
        await processEvent(deps, id);
        done++;
      } catch (error) {
        failure ??= error;
        deps.log.warn('evento do Strava não aplicado; nova tentativa depois', { id, error: String(error) });
      }
    }
    after = rows.at(-1)?.id ?? after;
  }
  if (failure) throw failure;
  return done;
}

/**
 * At boot: events acknowledged before a crash or a restart and still unprocessed get a drain now,
 * instead of waiting for the sweep (a minute and more). Returns whether there were any.
 */
export async function resumeEvents(deps: Pick<TrackerDeps, 'db' | 'jobs'>): Promise<boolean> {
  const waiting = await events.hasUnprocessed(deps.db);
  if (waiting) await deps.jobs.send(DRAIN_JOB, {});
  return waiting;
}

export const SWEEP_JOB = 'strava.webhook-sweep';

/** Events stored over a minute ago and still unprocessed get a drain (again). */
export async function sweepEvents(deps: TrackerDeps): Promise<number> {
  const stale = await events.hasUnprocessed(deps.db, { olderThanAMinute: true });
  if (stale) await deps.jobs.send(DRAIN_JOB, {});
  return stale ? 1 : 0;
}

/** The job: applies one stored event, then marks it processed. */
export async function processEvent(deps: TrackerDeps, eventId: number): Promise<void> {
  const row = await events.findEvent(deps.db, eventId);
  if (!row || row.processed_at) return;
  const event = StravaWebhookEventSchema.parse(row.payload);
  await apply(deps, event);
  await events.markProcessed(deps.db, eventId);
}

type LiveConnection = NonNullable<Awaited<ReturnType<typeof connections.findLiveByAthlete>>>;

/** Whether our token still opens the athlete's activities (false: Strava refuses it). */
async function stillAuthorized(deps: TrackerDeps, connection: LiveConnection): Promise<boolean> {
  try {
    await deps.strava.client.listActivities(await accessTokenOf(deps, connection), { perPage: 1 });
    return true;
  } catch (error) {
    if (isStravaError(error, 'unauthorized')) return false;
    throw error; // Rate limits and outages: the job retries with backoff.
  }
}

/** Whether Strava still has the activity (a delete event is applied only when it does not). */
async function activityStillThere(
  deps: TrackerDeps,
  connection: LiveConnection,
  id: number,
): Promise<boolean> {
  try {
    await deps.strava.client.getActivity(await accessTokenOf(deps, connection), id);
    return true;
  } catch (error) {
    if (isStravaError(error, 'not_found')) return false;
    // A token Strava refuses cannot confirm anything: the deauthorization event will follow.
    if (isStravaError(error, 'unauthorized')) return true;
    throw error;
  }
}

async function apply(deps: TrackerDeps, event: StravaWebhookEvent): Promise<void> {
  const connection = await connections.findLiveByAthlete(deps.db, PROVIDER, String(event.owner_id));
  if (!connection) return; // Not (or no longer) connected here: nothing of theirs to touch.
  const userId = connection.user_id;
  // Strava does not sign its webhooks and athlete ids are public: an event that destroys data is
  // believed only once Strava itself confirms it (the token no longer opens; the activity is gone).
  if (isDeauthorization(event)) {
    if (await stillAuthorized(deps, connection)) {
      deps.log.warn('desautorização do Strava não confirmada; ignorada', { athlete: event.owner_id });
      return;
    }
    // The imports go first: once the connection reads as ended, nothing of it is left (and a retry
    // after a failure in between finds the connection still live and finishes the job).
    await removeImported(deps.db, userId, 'strava');
    // Withdrawn on Strava's side: the consent's history says so (LGPD).
    await recordConsent(deps.db, userId, 'strava_import', false);
    await connections.revoke(deps.db, connection.id);
    return;
  }
  if (event.object_type !== 'activity') return;
  const externalId = String(event.object_id);
  if (event.aspect_type === 'delete') {
    if (await activityStillThere(deps, connection, event.object_id)) {
      deps.log.warn('exclusão de atividade do Strava não confirmada; ignorada', { id: externalId });
      return;
    }
    await removeImported(deps.db, userId, 'strava', externalId);
    return;
  }
  let activity: Awaited<ReturnType<TrackerDeps['strava']['client']['getActivity']>>;
  try {
    activity = await deps.strava.client.getActivity(await accessTokenOf(deps, connection), event.object_id);
  } catch (error) {
    // Deleted or made private before we read it: nothing to import.
    if (isStravaError(error, 'not_found')) return;
    throw error; // Rate limits and outages: the job retries with backoff.
  }
  const imported = fromStrava(activity);
  if (event.aspect_type === 'update') {
    if (!imported) {
      await removeImported(deps.db, userId, 'strava', externalId);
      return;
    }
    if (await refreshImported(deps.db, userId, imported)) return;
  }
  if (imported) await importActivity(deps.db, userId, imported);
}
