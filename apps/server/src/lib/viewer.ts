import type { Role } from '@prontidao/domain/auth/roles';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProfilesTable, UserTable } from '../db/schema.js';

// Who is calling, as the call layer (rpc-router, session) and the modules both speak of it. It sits in
// lib/ so that the call layer never imports a module (decision 041): the modules that know the
// answers (profiles: the viewer of a session; access: the policies; trainers: the access log) are
// handed to it by app.ts.

/** The signed-in person making a call. */
export interface Viewer {
  id: string;
  role: Role;
  profileComplete: boolean;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

/** A trainer's calls: trainers and admins (an admin may enter as a trainer). */
export function isTrainer(viewer: Viewer): boolean {
  return viewer.role === 'treinador' || viewer.role === 'admin';
}

/** What the app reads of the caller on every call: their profile row and account (profiles module). */
export type ViewerProfile = Pick<
  Selectable<ProfilesTable>,
  | 'id'
  | 'role'
  | 'role_intent'
  | 'full_name'
  | 'nickname'
  | 'sexo'
  | 'peso_kg'
  | 'altura_cm'
  | 'taf_dt'
  | 'cargo_code'
  | 'consent_ranking'
  | 'plano_code'
  | 'plano_until'
  | 'birth_date'
  | 'cref_number'
  | 'cref_region'
  | 'edital_id'
  | 'edital_version'
  | 'last_seen'
> &
  Pick<Selectable<UserTable>, 'email' | 'name'>;

/** The viewer behind a live session token, with their profile and when the session ends. */
export type FindViewer = (
  db: Db,
  sessionToken: string,
) => Promise<{ viewer: Viewer; profile: ViewerProfile; sessionExpiresAt: Date } | undefined>;

/** Whether the viewer may touch this person's data (refused as 'not found'). */
export type Policy = (db: Db, viewer: Viewer, studentId: string) => Promise<boolean>;

/** The policies a call may name (modules/access/access.policies.ts defines each). */
export type PolicyName = 'canViewStudent' | 'canCoachStudent' | 'canDiscussWithStudent';

/** The student's data a trainer can open, as the student's access log names it. */
export type AccessLogResource = 'metricas' | 'relatorios' | 'treinos';

/** Writes a trainer's visit to a student's access log (trainers module). */
export type RecordAccess = (
  db: Db,
  trainerId: string,
  studentId: string,
  resource: AccessLogResource,
) => Promise<void>;

/** What the call layer asks of the modules, handed to rpcRouter by app.ts. */
export interface CallerChecks {
  findViewer: FindViewer;
  policies: Record<PolicyName, Policy>;
  recordAccess: RecordAccess;
}
