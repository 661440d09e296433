import type { Db } from '../../db/database.js';
import {
  parseAuthorizationCallback,
  STRAVA_SCOPE,
} from '../../integrations/strava/authorization-callback.js';
import { isStravaError } from '../../integrations/strava/strava-error.js';
import type { StravaActivity } from '../../integrations/strava/strava-schemas.js';
import type { StravaSetup } from '../../integrations/strava/strava-setup.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import { recordConsent } from '../consent-log/consent-log.service.js';
import { importActivity, removeImported } from './activity-import.service.js';
import * as connections from './connections.repository.js';
import { consumeState, issueState } from './oauth-states.repository.js';
import { fromStrava } from './strava-import.js';

export const PROVIDER = 'strava';
export const BACKFILL_JOB = 'strava.backfill';
export const BACKFILL_DAYS = 30;
/** Refresh an access token this close to its expiry (Strava's live six hours). */
const REFRESH_MARGIN_SECONDS = 5 * 60;

// Built at boot (bootstrap.ts); declared beside the wiring that builds it, which imports no module.
export type { StravaSetup };

export interface TrackerDeps {
  db: Db;
  jobs: JobQueue;
  log: Logger;
  strava: StravaSetup;
}

/** Where the callback sends the tab back, and what the page then says. */
export type CallbackError = 'auth' | 'state' | 'denied' | 'scope' | 'exchange';
export const INTEGRATIONS_PATH = '/integracoes';

export interface ConnectionStatus {
  provider: 'strava';
  athlete_id: string | null;
  token_expires_at: string | null;
  is_connected: boolean;
  last_sync_at: string | null;
}

export async function connectionStatus(db: Db, userId: string): Promise<ConnectionStatus> {
  const live = await connections.findLive(db, userId, PROVIDER);
  return {
    provider: PROVIDER,
    athlete_id: live?.athlete_id ?? null,
    token_expires_at: live ? new Date(live.expires_at).toISOString() : null,
    is_connected: live !== undefined,
    last_sync_at: live?.last_sync_at ? new Date(live.last_sync_at).toISOString() : null,
  };
}

/** generate_oauth_state: a state of the person's own, used once, valid for 10 minutes. */
export function issueOauthState(db: Db, userId: string): Promise<string> {
  return issueState(db, userId, PROVIDER);
}

export async function authorizeLink(deps: TrackerDeps, userId: string) {
  const state = await issueState(deps.db, userId, PROVIDER);
  return {
    url: deps.strava.client.authorizeUrl({
      redirectUri: deps.strava.redirectUri,
      state,
      scope: STRAVA_SCOPE,
    }),
    client_id: deps.strava.clientId,
    redirect_uri: deps.strava.redirectUri,
    scope: STRAVA_SCOPE,
    stand_in: deps.strava.standIn,
  };
}

/**
 * GET /api/strava/callback: checks the state (server-issued, this person's, unused, fresh) and the
 * granted scope before exchanging the code; stores the tokens sealed; queues the 30-day backfill.
 * Returns where to send the tab: /integracoes?connected=strava or ?error=<code>.
 */
export async function completeAuthorization(
  deps: TrackerDeps,
  userId: string | null,
  query: Record<string, string | undefined>,
): Promise<string> {
  const fail = (code: CallbackError) => `${INTEGRATIONS_PATH}?error=${code}`;
  if (!userId) return fail('auth');
  const callback = parseAuthorizationCallback(query);
  if (!callback.state || !(await consumeState(deps.db, callback.state, userId, PROVIDER)))
    return fail('state');
  if (callback.outcome === 'denied') return fail('denied');
  if (callback.outcome === 'invalid') return fail('exchange');
  if (!callback.canReadActivities) return fail('scope');
  let exchange: Awaited<ReturnType<StravaSetup['client']['exchangeCode']>>;
  try {
    exchange = await deps.strava.client.exchangeCode(callback.code);
  } catch (error) {
    deps.log.warn('troca do código do Strava falhou', { error: String(error) });
    return fail('exchange');
  }
  const { cipher } = deps.strava;
  await connections.upsert(deps.db, {
    user_id: userId,
    provider: PROVIDER,
    athlete_id: String(exchange.athlete.id),
    scope: callback.scopes.join(','),
    access_token: cipher.seal(exchange.access_token),
    refresh_token: cipher.seal(exchange.refresh_token),
    expires_at: new Date(exchange.expires_at * 1000),
  });
  await recordConsent(deps.db, userId, 'strava_import', true);
  await deps.jobs.send(BACKFILL_JOB, { userId }, { dedupeKey: `backfill:${userId}` });
  return `${INTEGRATIONS_PATH}?connected=strava`;
}

type Connection = NonNullable<Awaited<ReturnType<typeof connections.findLive>>>;

/** A usable access token: refreshed (and stored sealed again) shortly before it expires. */
export async function accessTokenOf(deps: TrackerDeps, connection: Connection): Promise<string> {
  const { cipher, client } = deps.strava;
  const expiresAt = new Date(connection.expires_at).getTime();
  if (expiresAt - Date.now() > REFRESH_MARGIN_SECONDS * 1000) return cipher.open(connection.access_token);
  const fresh = await client.refresh(cipher.open(connection.refresh_token));
  await connections.saveTokens(deps.db, connection.id, {
    access_token: cipher.seal(fresh.access_token),
    refresh_token: cipher.seal(fresh.refresh_token),
    expires_at: new Date(fresh.expires_at * 1000),
  });
  return fresh.access_token;
}

/** Imports one Strava activity through the common door; returns whether it was new. */
async function importOne(deps: TrackerDeps, userId: string, activity: StravaActivity): Promise<boolean> {
  const imported = fromStrava(activity);
  if (!imported) return false;
  const outcome = await importActivity(deps.db, userId, imported);
  if (outcome.status === 'rejected') {
    deps.log.info('atividade do Strava recusada', { id: activity.id, reason: outcome.reason });
  }
  return outcome.status === 'imported';
}

/**
 * The last 30 days, page by page. Strava's rate limit (429) is not an error of ours: the job is
 * queued again for when the window reopens, and already imported activities are skipped then.
 */
export async function backfill(deps: TrackerDeps, userId: string): Promise<number> {
  const connection = await connections.findLive(deps.db, userId, PROVIDER);
  if (!connection) return 0;
  const after = new Date(Date.now() - BACKFILL_DAYS * 86_400_000);
  let imported = 0;
  try {
    const token = await accessTokenOf(deps, connection);
    for (let page = 1; page <= 20; page++) {
      const activities = await deps.strava.client.listActivities(token, { after, page, perPage: 100 });
      for (const activity of activities) if (await importOne(deps, userId, activity)) imported++;
      if (activities.length < 100) break;
    }
  } catch (error) {
    if (isStravaError(error, 'rate_limited')) {
      const wait = error.retryAfterSeconds ?? 900;
      await deps.jobs.send(BACKFILL_JOB, { userId }, { startAfterSeconds: wait });
      deps.log.info('limite do Strava: importação retomada depois', { userId, wait });
      return imported;
    }
    throw error;
  }
  await connections.markSynced(deps.db, connection.id);
  return imported;
}

/**
 * Disconnect: deauthorize at Strava (best effort: a token Strava already revoked is fine), mark
 * the connection revoked, delete the imported Strava activities (its terms); coins stay.
 */
export async function disconnect(deps: TrackerDeps, userId: string): Promise<{ removed: number }> {
  const connection = await connections.findLive(deps.db, userId, PROVIDER);
  if (!connection) return { removed: 0 };
  try {
    await deps.strava.client.deauthorize(await accessTokenOf(deps, connection));
  } catch (error) {
    deps.log.warn('desautorização no Strava falhou; a conexão é encerrada mesmo assim', {
      error: String(error),
    });
  }
  await connections.revoke(deps.db, connection.id);
  await recordConsent(deps.db, userId, 'strava_import', false);
  return { removed: await removeImported(deps.db, userId, 'strava') };
}

export { importOne as importStravaActivity };

/** When the Strava connection began and ended, live or not (get_my_consents). */
export function connectionDates(db: Db, userId: string) {
  return connections.findConnectionDates(db, userId, PROVIDER);
}

/**
 * The person withdraws the Strava consent on a server without Strava set up: the connection ends
 * here with the same effects as `disconnect` (withdrawal recorded, imports deleted), without the
 * call to Strava.
 */
export async function disconnectWithoutStrava(db: Db, userId: string): Promise<void> {
  const live = await connections.findLive(db, userId, PROVIDER);
  if (!live) return;
  await connections.revoke(db, live.id);
  await recordConsent(db, userId, 'strava_import', false);
  await removeImported(db, userId, 'strava');
}
