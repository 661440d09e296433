import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface ChallengeFields {
  title: string;
  metric: 'treinos' | 'pontos';
  starts_on: string;
  ends_on: string;
}

export async function insertChallenge(db: Db, turmaId: string, fields: ChallengeFields) {
  return db
    .insertInto('turma_challenges')
    .values({ turma_id: turmaId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A turma's challenges, the running and coming ones first, then the ended; at most 20. */
export async function listChallenges(db: Db, turmaId: string, today: string) {
  return db
    .selectFrom('turma_challenges')
    .select([
      'id',
      'title',
      'metric',
      sql<string>`starts_on::text`.as('starts_on'),
      sql<string>`ends_on::text`.as('ends_on'),
    ])
    .where('turma_id', '=', turmaId)
    .orderBy(sql`ends_on < ${today}::date`)
    .orderBy('starts_on', 'desc')
    .limit(20)
    .execute();
}

/** Deletes a challenge of one of the trainer's turmas; false when there was none. */
export async function deleteChallenge(db: Db, trainerId: string, challengeId: string) {
  const row = await db
    .deleteFrom('turma_challenges')
    .where('id', '=', challengeId)
    .where('turma_id', 'in', (eb) => eb.selectFrom('turmas').select('id').where('trainer_id', '=', trainerId))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The standings of one challenge (a declared reader, decision 049): every member who shares with the
 * turma's trainer, by nickname, with their sessions (every source: that a session was done may be
 * shown, decision 048) or their coins from the sessions of the window. Best first, ties by nickname.
 */
export async function readStandings(
  db: Db,
  turmaId: string,
  trainerId: string,
  challenge: { metric: 'treinos' | 'pontos'; starts_on: string; ends_on: string },
) {
  const score =
    challenge.metric === 'treinos'
      ? sql<number>`(select count(*)::int from activities a
          where a.user_id = m.student_id and a.workout_date between ${challenge.starts_on} and ${challenge.ends_on})`
      : sql<number>`(select coalesce(sum(c.amount), 0)::int from coin_ledger c
          join activities a on a.id = c.activity_id
          where c.user_id = m.student_id and a.workout_date between ${challenge.starts_on} and ${challenge.ends_on})`;
  const result = await sql<{ student_id: string; nickname: string | null; score: number }>`
    select m.student_id, p.nickname, ${score} as score
    from turma_members m
    join profiles p on p.id = m.student_id
    where m.turma_id = ${turmaId}
      and exists (select 1 from trainer_links l
        where l.trainer_id = ${trainerId} and l.student_id = m.student_id and l.revoked_at is null)
    order by score desc, lower(coalesce(p.nickname, '')), m.student_id
    limit 500`.execute(db);
  return result.rows;
}
