import type { Db } from '../../db/database.js';
import { isAdmin, type Policy, type PolicyName, type Viewer } from '../../lib/viewer.js';
import { hasActiveLink } from '../trainers/trainers.service.js';

/**
 * Who may open a student's data (tests, trainings, metrics): the student, an admin, and a trainer
 * with an active link to that student (approved, not revoked). Read on every call, so a revocation
 * takes effect on the trainer's next request.
 */
export async function canViewStudent(db: Db, viewer: Viewer, studentId: string): Promise<boolean> {
  if (viewer.id === studentId || isAdmin(viewer)) return true;
  if (viewer.role !== 'treinador') return false;
  return hasActiveLink(db, viewer.id, studentId);
}

/**
 * Who may change a student's training plan (a week adjustment): only a trainer with an active link
 * to that student. Not the student (the plan's changes are the coach's), not an admin (admins run
 * the platform, they do not coach), not a revoked or never-linked trainer.
 */
export async function canCoachStudent(db: Db, viewer: Viewer, studentId: string): Promise<boolean> {
  if (viewer.role !== 'treinador' || viewer.id === studentId) return false;
  return hasActiveLink(db, viewer.id, studentId);
}

/**
 * Who may read and write the comments on a student's sessions and weeks: the student and a trainer
 * with an active link. Not an admin (a conversation between coach and athlete), not a revoked trainer.
 */
export async function canDiscussWithStudent(db: Db, viewer: Viewer, studentId: string): Promise<boolean> {
  if (viewer.id === studentId) return true;
  if (viewer.role !== 'treinador') return false;
  return hasActiveLink(db, viewer.id, studentId);
}

/** Every policy a call may name, by name: the call registry and the guard tests read this. */
export const POLICIES = { canViewStudent, canCoachStudent, canDiscussWithStudent } as const satisfies Record<
  PolicyName,
  Policy
>;
export type { PolicyName };
