import type { Db } from '../../db/database.js';

/** Where a comment sits: a student's session, a student's week, or a turma (the trainer's notes). */
export type Thread =
  | { kind: 'activity'; studentId: string; activityId: string }
  | { kind: 'week'; studentId: string; weekStart: string }
  | { kind: 'turma'; turmaId: string };

const placeOf = (thread: Thread) =>
  thread.kind === 'activity'
    ? { student_id: thread.studentId, activity_id: thread.activityId }
    : thread.kind === 'week'
      ? { student_id: thread.studentId, week_start: thread.weekStart }
      : { turma_id: thread.turmaId };

export async function insertComment(db: Db, thread: Thread, authorId: string, body: string) {
  return db
    .insertInto('comments')
    .values({ ...placeOf(thread), author_id: authorId, body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A thread, oldest first (at most 200), with each author's name and role. */
export async function listThread(db: Db, thread: Thread) {
  let query = db
    .selectFrom('comments')
    .innerJoin('profiles as author', 'author.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.author_id',
      'comments.body',
      'comments.created_at',
      'author.full_name',
      'author.nickname',
    ]);
  if (thread.kind === 'activity')
    query = query
      .where('comments.activity_id', '=', thread.activityId)
      .where('comments.student_id', '=', thread.studentId);
  else if (thread.kind === 'week')
    query = query
      .where('comments.student_id', '=', thread.studentId)
      .where('comments.week_start', '=', thread.weekStart);
  else query = query.where('comments.turma_id', '=', thread.turmaId);
  return query.orderBy('comments.created_at').orderBy('comments.id').limit(200).execute();
}
