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

export function createStandInStore(options: { now: () => Date; accessTokenTtlSeconds: number }) {
  const athletes = new Map<number, StandInAthlete>();
  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, AccessGrant>();
  const refreshTokens = new Map<string, RefreshGrant>();
  let nextAthleteId = 1_000_001;
  let nextActivityId = 10_000_000_001;
  const activityId = () => nextActivityId++;
  const nowMs = () => options.now().getTime();

  function issueAccess(athleteId: number, scopes: string[], refreshToken: string): TokenPair {
    const accessToken = newToken();
    const expiresAt = Math.floor(nowMs() / 1000) + options.accessTokenTtlSeconds;
    accessTokens.set(accessToken, { athleteId, scopes, expiresAt: expiresAt * 1000, refreshToken });
    refreshTokens.set(refreshToken, { athleteId, scopes, accessToken });
    return { accessToken, refreshToken, expiresAt };
  }

  return {
    athletes,

    /** Everything but the rate-limit counters, as plain JSON (dates as ISO strings). */
    snapshot(): StandInState {
      return {
        nextAthleteId,
        nextActivityId,
        athletes: [...athletes.values()].map((a) => ({
          ...a,
          createdAt: a.createdAt.toISOString(),
          activities: [...a.activities.values()].map((x) => ({ ...x, start: x.start.toISOString() })),
        })),
        codes: [...codes],
        accessTokens: [...accessTokens],
        refreshTokens: [...refreshTokens],
      };
    },

    /** Takes a snapshot's state as its own (the instance is new: nothing to merge). */
    restore(state: StandInState) {
      nextAthleteId = state.nextAthleteId;
      nextActivityId = state.nextActivityId;
      for (const a of state.athletes) {
        const activities = a.activities.map((x): StandInActivity => ({ ...x, start: new Date(x.start) }));
        athletes.set(a.id, {
          ...a,
          createdAt: new Date(a.createdAt),
          activities: new Map(activities.map((x) => [x.id, x])),
        });
      }
      for (const [key, value] of state.codes) codes.set(key, value);
      for (const [key, value] of state.accessTokens) accessTokens.set(key, value);
      for (const [key, value] of state.refreshTokens) refreshTokens.set(key, value);
    },

    createAthlete(withDemoData = true): StandInAthlete {
      const id = nextAthleteId++;
      const [firstname, lastname] = DEMO_NAMES[(id - 1) % DEMO_NAMES.length] ?? ['Atleta', 'Demo'];
      const athlete: StandInAthlete = {
        id,
        firstname,
        lastname,
        createdAt: options.now(),
        authorized: false,
        activities: new Map(),
      };
      if (withDemoData) {
        for (const activity of demoActivities(id, options.now(), activityId)) {
          athlete.activities.set(activity.id, activity);
        }
      }
      athletes.set(id, athlete);
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
      return { ...issueAccess(athlete.id, grant.scopes, newToken()), athlete, scopes: grant.scopes };
    },

    /**
     * Strava's refresh: while the current access token lives more than an hour, the same pair comes
     * back; otherwise a new access token and a new refresh token, and the old refresh token stops
     * working (the previous access token stays valid until it expires).
     */
    refresh(refreshToken: string): TokenPair | undefined {
      const grant = refreshTokens.get(refreshToken);
      if (!grant) return undefined;
      const athlete = athletes.get(grant.athleteId);
      if (!athlete?.authorized) return undefined;
      const current = accessTokens.get(grant.accessToken);
      if (current && current.expiresAt - nowMs() > REUSE_ACCESS_TOKEN_ABOVE_MS) {
        return {
          accessToken: grant.accessToken,
          refreshToken,
          expiresAt: Math.floor(current.expiresAt / 1000),
        };
      }
      refreshTokens.delete(refreshToken);
      return issueAccess(grant.athleteId, grant.scopes, newToken());
    },

    /** The grant behind a Bearer token: 'invalid' (unknown or revoked) or 'expired'. */
    checkAccess(accessToken: string | undefined): AccessGrant | 'invalid' | 'expired' {
      const grant = accessToken ? accessTokens.get(accessToken) : undefined;
      if (!grant) return 'invalid';
      if (grant.expiresAt <= nowMs()) return 'expired';
      return grant;
    },

    /** Revokes every token of the athlete for our app (POST /oauth/deauthorize, or the control). */
    deauthorize(athleteId: number) {
      for (const [token, grant] of accessTokens)
        if (grant.athleteId === athleteId) accessTokens.delete(token);
      for (const [token, grant] of refreshTokens)
        if (grant.athleteId === athleteId) refreshTokens.delete(token);
      const athlete = athletes.get(athleteId);
      if (athlete) athlete.authorized = false;
    },

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
