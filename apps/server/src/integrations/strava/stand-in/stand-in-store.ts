import { randomBytes } from 'node:crypto';
import { demoActivities, type StandInActivity } from './stand-in-activity.js';

// The stand-in's whole state, in memory (Maps owned by one stand-in instance): athletes and their
// activities, authorisation codes, access and refresh tokens, and the rate-limit counters. A new
// instance starts empty, or from a snapshot (`restore`): the demo keeps one next to its data
// (stand-in-state-file.ts), so a restarted demo still knows its athletes, grants and activities.

export interface StandInAthlete {
  id: number;
  firstname: string;
  lastname: string;
  createdAt: Date;
  /** Whether the athlete has our app authorised (false after a deauthorisation). */
  authorized: boolean;
  activities: Map<number, StandInActivity>;
}

interface CodeGrant {
  athleteId: number;
  scopes: string[];
  redirectUri: string;
  expiresAt: number;
}

export interface AccessGrant {
  athleteId: number;
  scopes: string[];
  expiresAt: number;
  refreshToken: string;
}

interface RefreshGrant {
  athleteId: number;
  scopes: string[];
  accessToken: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

const DEMO_NAMES: [string, string][] = [
  ['Ana', 'Ribeiro'],
  ['Bruno', 'Carvalho'],
  ['Carla', 'Menezes'],
  ['Diego', 'Alves'],
  ['Elisa', 'Prado'],
];

/** Authorisation codes are short-lived and single-use. */
const CODE_TTL_MS = 10 * 60 * 1000;
/** Strava: a refresh returns the same access token while it has more than an hour to live. */
const REUSE_ACCESS_TOKEN_ABOVE_MS = 60 * 60 * 1000;

const newToken = () => randomBytes(20).toString('hex');

interface StoreOptions {
  now: () => Date;
  accessTokenTtlSeconds: number;
}

/** What one store holds: athletes, grants by code or token, and the next ids to hand out. */
interface StoreState {
  athletes: Map<number, StandInAthlete>;
  codes: Map<string, CodeGrant>;
  accessTokens: Map<string, AccessGrant>;
  refreshTokens: Map<string, RefreshGrant>;
  nextAthleteId: number;
  nextActivityId: number;
}

/** Everything but the rate-limit counters, as plain JSON (dates as ISO strings). */
function snapshotOf(state: StoreState): StandInState {
  return {
    nextAthleteId: state.nextAthleteId,
    nextActivityId: state.nextActivityId,
    athletes: [...state.athletes.values()].map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      activities: [...a.activities.values()].map((x) => ({ ...x, start: x.start.toISOString() })),
    })),
    codes: [...state.codes],
    accessTokens: [...state.accessTokens],
    refreshTokens: [...state.refreshTokens],
  };
}

/** Takes a snapshot's state as the store's own (the store is new: nothing to merge). */
function restoreInto(state: StoreState, saved: StandInState) {
  state.nextAthleteId = saved.nextAthleteId;
  state.nextActivityId = saved.nextActivityId;
  for (const a of saved.athletes) {
    const activities = a.activities.map((x): StandInActivity => ({ ...x, start: new Date(x.start) }));
    state.athletes.set(a.id, {
      ...a,
      createdAt: new Date(a.createdAt),
      activities: new Map(activities.map((x) => [x.id, x])),
    });
  }
  for (const [key, value] of saved.codes) state.codes.set(key, value);
  for (const [key, value] of saved.accessTokens) state.accessTokens.set(key, value);
  for (const [key, value] of saved.refreshTokens) state.refreshTokens.set(key, value);
}

/** A new athlete named from the demo list, not yet authorised, with demo activities when asked. */
function newAthlete(id: number, now: () => Date, withDemoData: boolean, activityId: () => number) {
  const [firstname, lastname] = DEMO_NAMES[(id - 1) % DEMO_NAMES.length] ?? ['Atleta', 'Demo'];
  const athlete: StandInAthlete = {
    id,
    firstname,
    lastname,
    createdAt: now(),
    authorized: false,
    activities: new Map(),
  };
  if (withDemoData) {
    for (const activity of demoActivities(id, now(), activityId)) {
      athlete.activities.set(activity.id, activity);
    }
  }
  return athlete;
}

/** A new access token for the refresh token (the pair recorded both ways). */
function issueAccess(
  state: StoreState,
  options: StoreOptions,
  grant: { athleteId: number; scopes: string[] },
  refreshToken: string,
): TokenPair {
  const { athleteId, scopes } = grant;
  const accessToken = newToken();
  const expiresAt = Math.floor(options.now().getTime() / 1000) + options.accessTokenTtlSeconds;
  state.accessTokens.set(accessToken, { athleteId, scopes, expiresAt: expiresAt * 1000, refreshToken });
  state.refreshTokens.set(refreshToken, { athleteId, scopes, accessToken });
  return { accessToken, refreshToken, expiresAt };
}

/**
 * Strava's refresh: while the current access token lives more than an hour, the same pair comes
 * back; otherwise a new access token and a new refresh token, and the old refresh token stops
 * working (the previous access token stays valid until it expires).
 */
function refreshPair(state: StoreState, options: StoreOptions, refreshToken: string): TokenPair | undefined {
  const grant = state.refreshTokens.get(refreshToken);
  if (!grant) return undefined;
  const athlete = state.athletes.get(grant.athleteId);
  if (!athlete?.authorized) return undefined;
  const current = state.accessTokens.get(grant.accessToken);
  if (current && current.expiresAt - options.now().getTime() > REUSE_ACCESS_TOKEN_ABOVE_MS) {
    return { accessToken: grant.accessToken, refreshToken, expiresAt: Math.floor(current.expiresAt / 1000) };
  }
  state.refreshTokens.delete(refreshToken);
  return issueAccess(state, options, grant, newToken());
}

/** Revokes every token of the athlete for our app (POST /oauth/deauthorize, or the control). */
function revokeAthlete(state: StoreState, athleteId: number) {
  for (const [token, grant] of state.accessTokens)
    if (grant.athleteId === athleteId) state.accessTokens.delete(token);
  for (const [token, grant] of state.refreshTokens)
    if (grant.athleteId === athleteId) state.refreshTokens.delete(token);
  const athlete = state.athletes.get(athleteId);
  if (athlete) athlete.authorized = false;
}

export function createStandInStore(options: StoreOptions) {
  const state: StoreState = {
    athletes: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    nextAthleteId: 1_000_001,
    nextActivityId: 10_000_000_001,
  };
  const { athletes, codes, accessTokens } = state;
  const activityId = () => state.nextActivityId++;
  const nowMs = () => options.now().getTime();

  return {
    athletes,
    snapshot: (): StandInState => snapshotOf(state),
    restore: (saved: StandInState) => restoreInto(state, saved),

    createAthlete(withDemoData = true): StandInAthlete {
      const athlete = newAthlete(state.nextAthleteId++, options.now, withDemoData, activityId);
      athletes.set(athlete.id, athlete);
      return athlete;
    },

    nextActivityId: activityId,

    issueCode(athleteId: number, scopes: string[], redirectUri: string): string {
      const code = newToken();
      codes.set(code, { athleteId, scopes, redirectUri, expiresAt: nowMs() + CODE_TTL_MS });
      return code;
    },

    /** Redeems a code once: a second use, or an expired code, gives undefined. */
    redeemCode(code: string): (TokenPair & { athlete: StandInAthlete; scopes: string[] }) | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt <= nowMs()) return undefined;
      const athlete = athletes.get(grant.athleteId);
      if (!athlete) return undefined;
      athlete.authorized = true;
      return { ...issueAccess(state, options, grant, newToken()), athlete, scopes: grant.scopes };
    },

    refresh: (refreshToken: string) => refreshPair(state, options, refreshToken),

    /** The grant behind a Bearer token: 'invalid' (unknown or revoked) or 'expired'. */
    checkAccess(accessToken: string | undefined): AccessGrant | 'invalid' | 'expired' {
      const grant = accessToken ? accessTokens.get(accessToken) : undefined;
      if (!grant) return 'invalid';
      if (grant.expiresAt <= nowMs()) return 'expired';
      return grant;
    },

    deauthorize: (athleteId: number) => revokeAthlete(state, athleteId),

    /** Makes every access token of the athlete (or of everyone) expired now: the next call gets a 401. */
    expireAccessTokens(athleteId?: number) {
      for (const grant of accessTokens.values()) {
        if (athleteId === undefined || grant.athleteId === athleteId) grant.expiresAt = nowMs() - 1;
      }
    },
  };
}

export type StandInStore = ReturnType<typeof createStandInStore>;

type Jsonified<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

/** The store as JSON: what stand-in-state-file.ts keeps. */
export interface StandInState {
  nextAthleteId: number;
  nextActivityId: number;
  athletes: (Jsonified<Omit<StandInAthlete, 'activities'>, 'createdAt'> & {
    activities: Jsonified<StandInActivity, 'start'>[];
  })[];
  codes: [string, CodeGrant][];
  accessTokens: [string, AccessGrant][];
  refreshTokens: [string, RefreshGrant][];
}
