import type { Role } from '@prontidao/domain/navigation/routes';
import type { Db } from '../../db/database.js';

/** The signed-in person making a call. */
export interface Viewer {
  id: string;
  role: Role;
  profileComplete: boolean;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

/**
 * Who may open a student's data (tests, trainings, metrics): the student, an admin, and — once
 * trainer links exist (the trainer issue) — a trainer with an active link to that student.
 */
export async function canViewStudent(_db: Db, viewer: Viewer, studentId: string): Promise<boolean> {
  if (viewer.id === studentId || isAdmin(viewer)) return true;
  return false;
}

/** Every policy a call may name, by name: the call registry and the guard tests read this. */
export const POLICIES = { canViewStudent } as const;
export type PolicyName = keyof typeof POLICIES;
