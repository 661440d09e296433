import {
  CONSENT_KINDS,
  CONSENT_TEXTS,
  type ConsentKind,
  type ConsentState,
} from '@prontidao/domain/privacy/consents';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Env } from '../../env.js';
import * as consentLog from '../consent-log/consent-log.service.js';
import * as profiles from '../profiles/profiles.service.js';
import * as strava from '../tracker/strava.service.js';
import * as trainers from '../trainers/trainers.service.js';

type HistoryRow = Awaited<ReturnType<typeof consentLog.listConsentHistory>>[number];
type Sources = Awaited<ReturnType<typeof findConsentSources>>;

/** Where each consent lives today: the profile flag, the active links, the Strava connection. */
async function findConsentSources(db: Db, userId: string) {
  const [profile, links, stravaConnection] = await Promise.all([
    profiles.rankingConsentOf(db, userId),
    trainers.studentLinkDates(db, userId),
    strava.connectionDates(db, userId),
  ]);
  return { profile, links, strava: stravaConnection };
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Where the current state of a consent began. The state itself is read where it lives (the profile
 * flag, the active links, the Strava connection); its start is the newest recorded row that agrees
 * with it, or for a state that predates the consents table, the date its own table keeps.
 */
function stateOf(kind: ConsentKind, sources: Sources, rows: HistoryRow[]): ConsentState {
  const { label, text, version } = CONSENT_TEXTS[kind];
  const newest = rows.at(-1);
  let granted: boolean;
  let since: string | null;
  switch (kind) {
    case 'ranking':
      granted = sources.profile?.consent_ranking ?? false;
      since =
        newest?.granted === granted
          ? iso(newest.created_at)
          : granted
            ? iso(sources.profile?.updated_at)
            : null;
      break;
    case 'trainer_sharing':
      granted = sources.links.active > 0;
      // Sharing began with the oldest link still active (a second trainer does not restart it).
      since = granted
        ? iso(sources.links.first_active_at)
        : newest?.granted === false
          ? iso(newest.created_at)
          : iso(sources.links.last_revoked_at);
      break;
    case 'strava_import':
      granted = sources.strava !== undefined && sources.strava.revoked_at === null;
      since = granted
        ? iso(sources.strava?.connected_at)
        : newest?.granted === false
          ? iso(newest.created_at)
          : iso(sources.strava?.revoked_at);
      break;
  }
  // The version the person agreed to (or withdrew), when the row that set the state says so.
  const recorded = newest?.granted === granted ? newest.text_version : null;
  return { kind, label, granted, since, text_version: recorded ?? version, text };
}

/** get_my_consents: ranking, trainer sharing and Strava import, each with since when. */
export async function getMyConsents(db: Db, userId: string): Promise<ConsentState[]> {
  const [sources, history] = await Promise.all([
    findConsentSources(db, userId),
    consentLog.listConsentHistory(db, userId),
  ]);
  return CONSENT_KINDS.map((kind) =>
    stateOf(
      kind,
      sources,
      history.filter((row) => row.kind === kind),
    ),
  );
}

/**
 * revoke_consent: withdraws a consent in one call — off the rankings, every trainer link ended, or
 * Strava disconnected through the tracker's own disconnect (its imports deleted, DECISIONS
 * 'Integrations') — and records the withdrawal. Withdrawing what is not given changes nothing.
 */
export async function revokeConsent(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'log' | 'strava'>,
  userId: string,
  kind: ConsentKind,
): Promise<ConsentState> {
  const { db } = deps;
  switch (kind) {
    case 'ranking':
      await inTransaction(db, async (tx) => {
        if (await profiles.turnRankingOff(tx, userId))
          await consentLog.recordConsent(tx, userId, kind, false);
      });
      break;
    case 'trainer_sharing':
      await inTransaction(db, async (tx) => {
        if ((await trainers.revokeAllLinksOfStudent(tx, userId)) > 0)
          await consentLog.recordConsent(tx, userId, kind, false);
      });
      break;
    case 'strava_import':
      await disconnectStrava(deps, userId);
      break;
  }
  const states = await getMyConsents(db, userId);
  const state = states.find((s) => s.kind === kind);
  if (!state) throw new Error(`consent ${kind} missing from get_my_consents`);
  return state;
}

/** Strava's own disconnect (it records the withdrawal); a server without Strava set up ends the
 * connection here, with the same effects. */
async function disconnectStrava(deps: Pick<AppDeps, 'db' | 'jobs' | 'log' | 'strava'>, userId: string) {
  if (deps.strava) {
    await strava.disconnect({ db: deps.db, jobs: deps.jobs, log: deps.log, strava: deps.strava }, userId);
    return;
  }
  await strava.disconnectWithoutStrava(deps.db, userId);
}

/** get_privacy_info: who answers for personal data (the operator and their e-mail), from config. */
export function privacyInfo(env: Pick<Env, 'PRIVACY_CONTACT_EMAIL' | 'PRIVACY_OPERATOR_NAME'>) {
  return { contact_email: env.PRIVACY_CONTACT_EMAIL, operator_name: env.PRIVACY_OPERATOR_NAME };
}
