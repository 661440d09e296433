import type { Db } from '../../db/database.js';
import type { CrefStatus, Role } from '../../db/schema.js';

// What the trainers module reads and writes of a profile (a trainer's registration and CREF, a
// student's name and chosen edital): the profiles module owns the table (decision 041).

export async function findTrainerProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select([
      'profiles.full_name',
      'profiles.birth_date',
      'profiles.cref_number',
      'profiles.cref_region',
      'profiles.cref_status',
      'profiles.cref_rejection_reason',
      'profiles.role',
      'profiles.role_intent',
      'profiles.demoted_at',
      'profiles.nickname',
      'user.email',
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export interface TrainerRegistration {
  full_name: string;
  birth_date: string | null;
  cref_number: string | null;
  cref_region: string | null;
  cref_status: CrefStatus | null;
  role: Role;
}

export async function saveTrainerRegistration(db: Db, userId: string, registration: TrainerRegistration) {
  await db
    .updateTable('profiles')
    .set({
      ...registration,
      cref_verified: registration.cref_status === 'verificado',
      cref_rejection_reason: null,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function findStudentSummary(db: Db, studentId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(['profiles.id', 'profiles.full_name', 'profiles.nickname', 'user.email', 'profiles.edital_id'])
    .where('profiles.id', '=', studentId)
    .executeTakeFirst();
}

/** The edital each of these students chose (null: none yet), in one statement for a trainer's list. */
export async function listEditalChoices(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db.selectFrom('profiles').select(['id', 'edital_id']).where('id', 'in', studentIds).execute();
}
