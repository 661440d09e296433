import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';
import { insertComment, listThread, type Thread } from './comments.repository.js';
import * as repo from './turmas.repository.js';
import { turmaNotFound } from './turmas.service.js';

/** PostgreSQL's foreign-key violation: the session is not the student's (or no longer exists). */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown }).code === '23503';

/** A thread as both sides read it: who wrote ('aluno' or 'treinador'), and whether it was the viewer. */
async function readThread(db: Db, thread: Thread, viewerId: string) {
  const rows = await listThread(db, thread);
  const studentId = thread.kind === 'turma' ? null : thread.studentId;
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    created_at: row.created_at.toISOString(),
    author_name: row.full_name ?? row.nickname ?? null,
    author_role: row.author_id === studentId ? ('aluno' as const) : ('treinador' as const),
    mine: row.author_id === viewerId,
  }));
}

/** The student and their linked trainers write on the student's session or week (policy checked by the call). */
export async function postOnStudentThread(db: Db, viewerId: string, thread: Thread, body: string) {
  try {
    await insertComment(db, thread, viewerId, body);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Treino não encontrado.');
    throw error;
  }
  return readThread(db, thread, viewerId);
}

export const getStudentThread = (db: Db, viewerId: string, thread: Thread) =>
  readThread(db, thread, viewerId);

/** The trainer's notes to a whole turma: its trainer writes them. */
export async function postTurmaNote(db: Db, trainerId: string, turmaId: string, body: string) {
  const turma = await repo.findTurma(db, trainerId, turmaId);
  if (!turma) throw turmaNotFound();
  if (turma.archived_at) throw new AppError('CONFLICT', 'Esta turma está arquivada.');
  await insertComment(db, { kind: 'turma', turmaId }, trainerId, body);
  return readThread(db, { kind: 'turma', turmaId }, trainerId);
}

/** The turma's notes, for its trainer and its members only. */
export async function getTurmaNotes(db: Db, viewerId: string, turmaId: string) {
  const own = await repo.findTurma(db, viewerId, turmaId);
  if (!own && !(await repo.isMember(db, turmaId, viewerId))) throw turmaNotFound();
  return readThread(db, { kind: 'turma', turmaId }, viewerId);
}
