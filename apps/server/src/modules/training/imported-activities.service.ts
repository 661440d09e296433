import type { Db } from '../../db/database.js';
import * as repo from './imported-activities.repository.js';

// Training owns the activities table (decision 041): the tracker's import door (Strava, watch files)
// dedupes, checks, credits and re-ranks, and reads and writes the rows through these.

export type {
  DeviceSource,
  ImportedActivityValues,
  NewImportedActivity,
} from './imported-activities.repository.js';

/** What identifies a device's workout: its provider id, its file, or its type and start. */
export interface ImportIdentity {
  source: repo.DeviceSource;
  externalId: string | null;
  contentHash: string | null;
  type: 'RUN' | 'SWIM';
  startTime: Date;
}

/**
 * The activity an import would repeat: the same provider activity, the same file, or another record
 * of the same workout (same type, started within `windowS` seconds).
 */
export async function findDuplicateActivity(
  db: Db,
  userId: string,
  activity: ImportIdentity,
  windowS: number,
): Promise<string | undefined> {
  if (activity.externalId) {
    const same = await repo.findByExternalId(db, activity.source, activity.externalId);
    if (same) return same;
  }
  const near = await repo.findStartedNear(db, userId, activity.type, activity.startTime, windowS);
  if (near) return near;
  if (activity.contentHash) return repo.findByContentHash(db, userId, activity.contentHash);
  return undefined;
}

export const insertImportedActivity = repo.insertImported;

export async function hasImportedActivity(
  db: Db,
  userId: string,
  source: repo.DeviceSource,
  externalId: string,
): Promise<boolean> {
  return (await repo.findImported(db, userId, source, externalId)) !== undefined;
}

/** Deletes a person's imported rows of a source (one when `externalId` is given); how many went. */
export const deleteImportedActivities = repo.deleteImported;

/** Updates an imported activity's data; how many rows (0 or 1) changed. */
export const updateImportedActivity = repo.updateImported;

/** A person's imported runs and swims, newest first (the tracker's list of recent activities). */
export function listRecentImported(db: Db, userId: string, limit: number) {
  return repo.listRecentImported(db, userId, limit);
}
