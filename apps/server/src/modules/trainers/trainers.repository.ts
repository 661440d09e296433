import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Invites ---------------------------------------------------------------------------------------

export async function insertInvite(db: Db, trainerId: string, tokenHash: string, ttlDays: number) {
  return db
    .insertInto('trainer_invites')
    .values({
      trainer_id: trainerId,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + make_interval(days => ${ttlDays})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Unused, not canceled, not expired: newest first. */
export async function listPendingInvites(db: Db, trainerId: string) {
  return db
    .selectFrom('trainer_invites')
    .select(['id', 'created_at', 'expires_at'])
    .where('trainer_id', '=', trainerId)
    .where('used_at', 'is', null)
    .where('canceled_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

export async function cancelInvite(db: Db, trainerId: string, inviteId: string): Promise<boolean> {
  const row = await db
    .updateTable('trainer_invites')
    .set({ canceled_at: sql`now()` })
    .where('id', '=', inviteId)
    .where('trainer_id', '=', trainerId)
    .where('used_at', 'is', null)
    .where('canceled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a valid invite for this student: one conditional update, so of two students racing on a
 * token exactly one gets the row back.
 */
export async function spendInvite(db: Db, tokenHash: string, studentId: string) {
  return db
    .updateTable('trainer_invites')
    .set({ used_at: sql`now()`, used_by: studentId })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('canceled_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('trainer_id', '<>', studentId)
    .returning(['id', 'trainer_id'])
    .executeTakeFirst();
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('trainer_invites')
    .select(['id', 'trainer_id', 'used_at', 'used_by', 'canceled_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

// Links -----------------------------------------------------------------------------------------

/** Links the student (nothing when the pair already has an active link); true when it made one. */
export async function insertLink(db: Db, trainerId: string, studentId: string, inviteId: string | null) {
  const result = await db
    .insertInto('trainer_links')
    .values({ trainer_id: trainerId, student_id: studentId, invite_id: inviteId })
    .onConflict((oc) => oc.columns(['trainer_id', 'student_id']).where('revoked_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function hasActiveLink(db: Db, trainerId: string, studentId: string): Promise<boolean> {
  const link = await db
    .selectFrom('trainer_links')
    .select('id')
    .where('trainer_id', '=', trainerId)
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return link !== undefined;
}

/** Which of these students have an active link to the trainer. */
export async function filterLinkedStudents(db: Db, trainerId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('trainer_links')
    .select('student_id')
    .where('trainer_id', '=', trainerId)
    .where('student_id', 'in', studentIds)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((row) => row.student_id);
}

export async function listApprovedStudents(db: Db, trainerId: string) {
  return db
    .selectFrom('trainer_links as link')
    .innerJoin('profiles', 'profiles.id', 'link.student_id')
    .innerJoin('user', 'user.id', 'link.student_id')
    .select([
      'link.student_id as id',
      'profiles.full_name',
      'profiles.nickname',
      'user.email',
      'link.approved_at',
    ])
    .where('link.trainer_id', '=', trainerId)
    .where('link.revoked_at', 'is', null)
    .orderBy('link.approved_at', 'desc')
    .execute();
}

/**
 * The student's trainers: active links, and links an admin ended by demoting the trainer (the
 * newest per trainer, unless that trainer has an active link again), so the card can say so.
 */
export async function listTrainersOf(db: Db, studentId: string) {
  return db
    .selectFrom('trainer_links as link')
    .innerJoin('profiles', 'profiles.id', 'link.trainer_id')
    .select([
      'link.id as link_id',
      'link.trainer_id',
      'profiles.full_name',
      'profiles.cref_number',
      'profiles.cref_region',
      'profiles.cref_status',
      'link.approved_at',
      'link.revoked_at',
      'link.ended_by',
    ])
    .where('link.student_id', '=', studentId)
    .where((eb) =>
      eb.or([
        eb('link.revoked_at', 'is', null),
        eb.and([
          eb('link.ended_by', '=', 'admin'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('trainer_links as other')
                .select('other.id')
                .whereRef('other.student_id', '=', 'link.student_id')
                .whereRef('other.trainer_id', '=', 'link.trainer_id')
                .where((o) =>
                  o.or([
                    o('other.revoked_at', 'is', null),
                    o('other.revoked_at', '>', o.ref('link.revoked_at')),
                  ]),
                ),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('link.revoked_at', (ob) => ob.desc().nullsFirst())
    .orderBy('link.approved_at', 'desc')
    .execute();
}

export async function revokeLink(db: Db, studentId: string, linkId: string): Promise<boolean> {
  const row = await db
    .updateTable('trainer_links')
    .set({ revoked_at: sql`now()`, ended_by: 'student' })
    .where('id', '=', linkId)
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An admin's demotion of a trainer: every active link of theirs ends ('admin') and every pending
 * invite is canceled. Answers how many links ended.
 */
export async function endTrainerAccess(db: Db, trainerId: string): Promise<number> {
  const ended = await db
    .updateTable('trainer_links')
    .set({ revoked_at: sql`now()`, ended_by: 'admin' })
    .where('trainer_id', '=', trainerId)
    .where('revoked_at', 'is', null)
    .returning('student_id')
    .execute();
  await db
    .updateTable('trainer_invites')
    .set({ canceled_at: sql`now()` })
    .where('trainer_id', '=', trainerId)
    .where('used_at', 'is', null)
    .where('canceled_at', 'is', null)
    .execute();
  return ended.length;
}

/** A student's links at a glance: how many are active, since when, and the last one ended. */
export async function findStudentLinkDates(db: Db, studentId: string) {
  return db
    .selectFrom('trainer_links')
    .select([
      sql<number>`count(*) filter (where revoked_at is null)::int`.as('active'),
      sql<Date | null>`min(approved_at) filter (where revoked_at is null)`.as('first_active_at'),
      sql<Date | null>`max(revoked_at)`.as('last_revoked_at'),
    ])
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
}

/** Ends every active trainer link of the student; returns how many. */
export async function revokeAllLinksOfStudent(db: Db, studentId: string): Promise<number> {
  const result = await db
    .updateTable('trainer_links')
    .set({ revoked_at: sql`now()`, ended_by: 'student' })
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
