import type { Db } from '../../db/database.js';
import * as repo from './activity-history.repository.js';

// A person's activities as the endurance metrics, the training plan and the technique analysis read them.

/** Runs between `minM` and `maxM` metres, newest first, `since` a date if given. */
export function listRunsBetween(...args: Parameters<typeof repo.listRunsBetween>) {
  return repo.listRunsBetween(...args);
}

/** The average cadence of the newest runs that have one. */
export function listRecentCadences(db: Db, userId: string, limit: number) {
  return repo.listRecentCadences(db, userId, limit);
}

/** The activities of a span of days (São Paulo dates), in date order: the plan's 'Esta semana'. */
export function listActivitiesBetween(db: Db, userId: string, first: string, last: string) {
  return repo.listActivitiesBetween(db, userId, first, last);
}

/** A bar activity of this person (a technique analysis names one), or undefined. */
export function findOwnBarActivity(db: Db, userId: string, id: string) {
  return repo.findOwnBarActivity(db, userId, id);
}
