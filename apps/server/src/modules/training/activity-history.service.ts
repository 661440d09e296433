import type { BoardReview } from '@prontidao/domain/rankings/board-validation';
import type { Db } from '../../db/database.js';
import type { ActivityScope } from './activity-history.repository.js';
import * as repo from './activity-history.repository.js';

// A person's activities as other modules read them (endurance metrics, the training plan, the
// technique analysis) and the moderators' decision on a workout's place on the boards.

export type { ActivityScope } from './activity-history.repository.js';

/**
 * The scope of a read of `subjectId`'s activities by `viewerId` (decision 048): 'own' for the athlete,
 * 'shared' for anyone else — then nothing imported from Strava is read.
 */
export const scopeFor = (viewerId: string, subjectId: string): ActivityScope =>
  viewerId === subjectId ? 'own' : 'shared';

/** Runs between `minM` and `maxM` metres, newest first, `since` a date if given ('own' scope unless told). */
export function listRunsBetween(...args: Parameters<typeof repo.listRunsBetween>) {
  return repo.listRunsBetween(...args);
}

/** Whether the person has a run imported from Strava between `minM` and `maxM` metres. */
export function hasStravaRunBetween(db: Db, userId: string, range: { minM: number; maxM: number }) {
  return repo.hasStravaRunBetween(db, userId, range);
}

/** The average cadence of the newest runs that have one, of those `scope` may read. */
export function listRecentCadences(db: Db, userId: string, limit: number, scope: ActivityScope) {
  return repo.listRecentCadences(db, userId, limit, scope);
}

/** The activities of a span of days (São Paulo dates), in date order: the plan's 'Esta semana'. */
export function listActivitiesBetween(db: Db, userId: string, first: string, last: string) {
  return repo.listActivitiesBetween(db, userId, first, last);
}

/** A bar activity of this person (a technique analysis names one), or undefined. */
export function findOwnBarActivity(db: Db, userId: string, id: string) {
  return repo.findOwnBarActivity(db, userId, id);
}

/** The owner and board state of a run or swim, locked until the transaction ends (moderation). */
export function lockRunOrSwim(db: Db, activityId: string) {
  return repo.lockRunOrSwim(db, activityId);
}

/** A moderator's decision on a workout's place on the boards ('removed' or 'kept'). */
export function setBoardReview(db: Db, activityId: string, review: BoardReview): Promise<void> {
  return repo.setBoardReview(db, activityId, review);
}
