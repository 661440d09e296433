import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

// Turmas --------------------------------------------------------------------------------------

export interface TurmaFields {
  name: string;
  edital_id: string | null;
  taf_date: string | null;
  description: string | null;
}

const TURMA_COLUMNS = [
  'turmas.id',
  'turmas.trainer_id',
  'turmas.name',
  'turmas.edital_id',
  'turmas.taf_date',
  'turmas.description',
  'turmas.created_at',
  'turmas.archived_at',
  'turmas.plan_sessions_per_week',
  'turmas.plan_emphasis',
  'turmas.plan_set_at',
] as const;

/** How many people are in the turma of the row. */
const memberCount = (eb: ExpressionBuilder<Database, 'turmas'>) =>
  eb
    .selectFrom('turma_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('turma_members.turma_id', '=', 'turmas.id')
    .as('member_count');

export async function insertTurma(db: Db, trainerId: string, fields: TurmaFields) {
  const row = await db
    .insertInto('turmas')
    .values({ trainer_id: trainerId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The trainer's turma (never another trainer's): undefined otherwise. */
export async function findTurma(db: Db, trainerId: string, turmaId: string) {
  return db
    .selectFrom('turmas')
    .select(TURMA_COLUMNS)
    .select(memberCount)
    .where('turmas.id', '=', turmaId)
    .where('turmas.trainer_id', '=', trainerId)
    .executeTakeFirst();
}

/** The trainer's turmas, active first then archived, newest first; at most 200. */
export async function listTurmas(db: Db, trainerId: string, includeArchived: boolean) {
  let query = db
    .selectFrom('turmas')
    .select(TURMA_COLUMNS)
    .select(memberCount)
    .where('turmas.trainer_id', '=', trainerId);
  if (!includeArchived) query = query.where('turmas.archived_at', 'is', null);
  return query
    .orderBy(sql`turmas.archived_at is not null`)
    .orderBy('turmas.created_at', 'desc')
    .limit(200)
    .execute();
}

export async function updateTurma(db: Db, trainerId: string, turmaId: string, fields: Partial<TurmaFields>) {
  if (Object.keys(fields).length === 0) return (await findTurma(db, trainerId, turmaId)) !== undefined;
  const row = await db
    .updateTable('turmas')
    .set(fields)
    .where('id', '=', turmaId)
    .where('trainer_id', '=', trainerId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setArchived(db: Db, trainerId: string, turmaId: string, archived: boolean) {
  const row = await db
    .updateTable('turmas')
    .set({ archived_at: archived ? sql`coalesce(archived_at, now())` : null })
    .where('id', '=', turmaId)
    .where('trainer_id', '=', trainerId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The class plan of the trainer's turma; false when it is not theirs. */
export async function setPlan(
  db: Db,
  trainerId: string,
  turmaId: string,
  plan: { sessions_per_week: number; emphasis: readonly string[] },
) {
  const row = await db
    .updateTable('turmas')
    .set({
      plan_sessions_per_week: plan.sessions_per_week,
      plan_emphasis: JSON.stringify(plan.emphasis),
      plan_set_at: sql`now()`,
    })
    .where('id', '=', turmaId)
    .where('trainer_id', '=', trainerId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// Members -------------------------------------------------------------------------------------

/** Adds the student; false when they were already in it. */
export async function insertMember(db: Db, turmaId: string, studentId: string): Promise<boolean> {
  const row = await db
    .insertInto('turma_members')
    .values({ turma_id: turmaId, student_id: studentId })
    .onConflict((oc) => oc.columns(['turma_id', 'student_id']).doNothing())
    .returning('student_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isMember(db: Db, turmaId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('turma_members')
    .select('student_id')
    .where('turma_id', '=', turmaId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whose turma it is (any viewer may ask only after their own check). */
export async function trainerOf(db: Db, turmaId: string): Promise<string | undefined> {
  const row = await db.selectFrom('turmas').select('trainer_id').where('id', '=', turmaId).executeTakeFirst();
  return row?.trainer_id;
}

/** Every member of a turma, by id. */
export async function listMemberIds(db: Db, turmaId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('turma_members')
    .select('student_id')
    .where('turma_id', '=', turmaId)
    .execute();
  return rows.map((row) => row.student_id);
}

/** Removes a member of one of the trainer's turmas; false when there was none. */
export async function deleteMember(db: Db, trainerId: string, turmaId: string, studentId: string) {
  const row = await db
    .deleteFrom('turma_members')
    .where('turma_id', '=', turmaId)
    .where('student_id', '=', studentId)
    .where('turma_id', 'in', (eb) => eb.selectFrom('turmas').select('id').where('trainer_id', '=', trainerId))
    .returning('student_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The student leaves a turma they are in; false when they were not. */
export async function leaveTurma(db: Db, studentId: string, turmaId: string) {
  const row = await db
    .deleteFrom('turma_members')
    .where('turma_id', '=', turmaId)
    .where('student_id', '=', studentId)
    .returning('student_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The turmas a student is in (active ones), with the trainer's id. */
export async function listTurmasOfStudent(db: Db, studentId: string) {
  return db
    .selectFrom('turma_members')
    .innerJoin('turmas', 'turmas.id', 'turma_members.turma_id')
    .select([
      'turmas.id',
      'turmas.trainer_id',
      'turmas.name',
      'turmas.edital_id',
      'turmas.taf_date',
      'turma_members.joined_at',
    ])
    .where('turma_members.student_id', '=', studentId)
    .where('turmas.archived_at', 'is', null)
    .orderBy('turma_members.joined_at', 'desc')
    .limit(100)
    .execute();
}

// Invites -------------------------------------------------------------------------------------

export async function insertInvite(
  db: Db,
  turmaId: string,
  tokenHash: string,
  maxUses: number,
  days: number,
) {
  return db
    .insertInto('turma_invites')
    .values({
      turma_id: turmaId,
      token_hash: tokenHash,
      max_uses: maxUses,
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
    })
    .returning(['id', 'max_uses', 'uses', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** The turma's links still open (not revoked, not expired, not full), newest first. */
export async function listOpenInvites(db: Db, turmaId: string) {
  return db
    .selectFrom('turma_invites')
    .select(['id', 'max_uses', 'uses', 'created_at', 'expires_at'])
    .where('turma_id', '=', turmaId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`uses < max_uses`)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export async function revokeInvite(db: Db, trainerId: string, inviteId: string): Promise<boolean> {
  const row = await db
    .updateTable('turma_invites')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', inviteId)
    .where('revoked_at', 'is', null)
    .where('turma_id', 'in', (eb) => eb.selectFrom('turmas').select('id').where('trainer_id', '=', trainerId))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A link by its token, with its turma: what the join page shows and checks. */
export async function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('turma_invites')
    .innerJoin('turmas', 'turmas.id', 'turma_invites.turma_id')
    .select([
      'turma_invites.id',
      'turma_invites.turma_id',
      'turma_invites.max_uses',
      'turma_invites.uses',
      'turma_invites.expires_at',
      'turma_invites.revoked_at',
      'turmas.trainer_id',
      'turmas.name',
      'turmas.edital_id',
      'turmas.taf_date',
      'turmas.archived_at',
      'turmas.plan_sessions_per_week',
      'turmas.plan_emphasis',
      sql<boolean>`turma_invites.expires_at <= now()`.as('expired'),
    ])
    .where('turma_invites.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Takes one place of an open link: one conditional update, so of racing joins exactly `max_uses`
 * get the row back, on PostgreSQL (the row lock re-checks the condition) and on PGlite.
 */
export async function takePlace(db: Db, inviteId: string): Promise<boolean> {
  const row = await db
    .updateTable('turma_invites')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', inviteId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`uses < max_uses`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
