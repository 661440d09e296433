import { ROLES } from '@prontidao/domain/auth/roles';
import { isoWeekOf, mondayOf } from '@prontidao/domain/dates/iso-week';
import { addDays } from '@prontidao/domain/dates/plain-date';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { missingProfileFields, type ProfileFields } from '@prontidao/domain/profile/requirements';
import type { Db } from '../../db/database.js';
import * as repo from './admin-analytics.repository.js';

export const MIN_WEEKS = 4;
export const MAX_WEEKS = 52;
export const DEFAULT_WEEKS = 12;

export interface AnalyticsWeek {
  /** Monday of the ISO week, São Paulo calendar. */
  week_start: string;
  signups: number;
  active_users: number;
  simulations: number;
  runs: number;
  swims: number;
  bars: number;
  /** Share of the week's simulations with an 'apto' result; null in a week without simulations. */
  apto_rate: number | null;
}

export interface AdminAnalytics {
  weeks: AnalyticsWeek[];
  funnel: repo.FunnelRow;
}

/** The Mondays of the last `weeks` São Paulo weeks, the current one last. */
export function weekWindow(weeks: number, now: Date): { first: string; last: string } {
  const last = mondayOf(isoWeekOf(calendarDate(now)));
  return { first: addDays(last, -7 * (weeks - 1)), last };
}

const NO_FIELDS: ProfileFields = {
  email: null,
  full_name: null,
  nickname: null,
  sexo: null,
  peso_kg: null,
  altura_cm: null,
  taf_dt: null,
  cref_number: null,
  cref_region: null,
};

/** Each role's required fields, read from the domain's rule (what an empty profile misses). */
const REQUIRED_BY_ROLE = Object.fromEntries(
  ROLES.map((role) => [role, missingProfileFields(role, NO_FIELDS)]),
);

/**
 * The figures are a weekly view over every person: computing them reads the whole window of
 * simulations, workouts and sessions (hundreds of thousands of rows at a national scale), so each
 * answer is kept for a minute per database and window; concurrent callers share one computation.
 */
export const CACHE_MS = 60_000;
const cache = new WeakMap<Db, Map<string, { at: number; value: Promise<AdminAnalytics> }>>();

export function adminAnalytics(db: Db, weeks: number, now: Date): Promise<AdminAnalytics> {
  const { first, last } = weekWindow(weeks, now);
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  const key = `${first}/${last}`;
  const hit = entries.get(key);
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.value;
  const value = computeAnalytics(db, first, last);
  const entry = { at: now.getTime(), value };
  entries.set(key, entry);
  // A failure is not kept.
  value.catch(() => entries.get(key) === entry && entries.delete(key));
  return value;
}

/** The figures read from the database now (no cache). */
export async function computeAnalytics(db: Db, first: string, last: string): Promise<AdminAnalytics> {
  const [series, funnel] = await Promise.all([
    repo.weeklySeries(db, first, last),
    repo.funnel(db, REQUIRED_BY_ROLE),
  ]);
  return {
    weeks: series.map(({ aptos, ...week }) => ({
      ...week,
      apto_rate: week.simulations > 0 ? aptos / week.simulations : null,
    })),
    funnel,
  };
}
