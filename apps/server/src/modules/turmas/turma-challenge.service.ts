import { calendarDate } from '@prontidao/domain/dates/time-zone';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as challenges from './turma-challenge.repository.js';
import * as repo from './turmas.repository.js';
import { turmaNotFound } from './turmas.service.js';

/** A challenge of the trainer's turma ('Mais treinos em dezembro'), scored by sessions or coins. */
export async function createChallenge(
  db: Db,
  trainerId: string,
  turmaId: string,
  fields: challenges.ChallengeFields,
) {
  const turma = await repo.findTurma(db, trainerId, turmaId);
  if (!turma) throw turmaNotFound();
  if (turma.archived_at) throw new AppError('CONFLICT', 'Esta turma está arquivada.');
  await challenges.insertChallenge(db, turmaId, fields);
  return listChallenges(db, trainerId, turmaId);
}

export async function deleteChallenge(db: Db, trainerId: string, challengeId: string) {
  if (!(await challenges.deleteChallenge(db, trainerId, challengeId)))
    throw notFound('Desafio não encontrado.');
  return { ok: true as const };
}

type ChallengeStatus = 'em_breve' | 'em_andamento' | 'encerrado';

const statusOf = (challenge: { starts_on: string; ends_on: string }, today: string): ChallengeStatus =>
  today < challenge.starts_on ? 'em_breve' : today > challenge.ends_on ? 'encerrado' : 'em_andamento';

/**
 * The turma's challenges with their standings, for its trainer and its members only: each sharing
 * member by nickname, their score, their place (ties share it) and whether it is the viewer.
 */
export async function listChallenges(db: Db, viewerId: string, turmaId: string, now = new Date()) {
  const own = await repo.findTurma(db, viewerId, turmaId);
  if (!own && !(await repo.isMember(db, turmaId, viewerId))) throw turmaNotFound();
  const trainerId = own ? viewerId : await repo.trainerOf(db, turmaId);
  if (!trainerId) throw turmaNotFound();
  const today = calendarDate(now);
  const rows = await challenges.listChallenges(db, turmaId, today);
  return Promise.all(
    rows.map(async (challenge) => {
      const standings = await challenges.readStandings(db, turmaId, trainerId, challenge);
      let place = 0;
      let previous: number | null = null;
      return {
        ...challenge,
        status: statusOf(challenge, today),
        standings: standings.map((row, index) => {
          if (row.score !== previous) place = index + 1;
          previous = row.score;
          return {
            position: place,
            nickname: row.nickname ?? 'Aluno sem apelido',
            score: row.score,
            me: row.student_id === viewerId,
          };
        }),
      };
    }),
  );
}
