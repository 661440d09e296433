import { createHash, randomBytes } from 'node:crypto';
import { isoWeekOf, mondayOf } from '@prontidao/domain/dates/iso-week';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import {
  boardFlags,
  daysSinceActivity,
  type FailedTest,
  sessionsExpectedByToday,
  trendOf,
} from '@prontidao/domain/turmas/board-row';
import type { TurmaJoinStatus } from '@prontidao/domain/turmas/turma-join-status';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as profiles from '../profiles/profiles.service.js';
import { type PassChance, passChancesOf } from '../taf/pass-chance.service.js';
import * as taf from '../taf/taf.service.js';
import * as trainers from '../trainers/trainers.service.js';
import * as trainingPlan from '../training-plan/training-plan.service.js';
import { type BoardRowFacts, readBoard } from './turma-board.repository.js';
import * as repo from './turmas.repository.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as we make them (32 random bytes, base64url): anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

export const turmaNotFound = () => notFound('Turma não encontrada.');

type TurmaRow = NonNullable<Awaited<ReturnType<typeof repo.findTurma>>>;

async function present(db: Db, rows: readonly TurmaRow[]) {
  const exams = await taf.findFollowedExams(
    db,
    rows.map((row) => row.edital_id ?? null),
  );
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    edital_id: row.edital_id,
    exam: row.edital_id ? (exams[index] ?? null) : null,
    taf_date: row.taf_date,
    description: row.description,
    member_count: row.member_count ?? 0,
    created_at: row.created_at.toISOString(),
    archived_at: row.archived_at ? new Date(row.archived_at).toISOString() : null,
    plan: planOf(row),
  }));
}

/** The class plan of a turma, or null before the trainer sets one. */
function planOf(row: { plan_sessions_per_week: number | null; plan_emphasis: unknown }) {
  if (row.plan_sessions_per_week === null) return null;
  const emphasis = Array.isArray(row.plan_emphasis)
    ? row.plan_emphasis.filter((key): key is string => typeof key === 'string')
    : [];
  return { sessions_per_week: row.plan_sessions_per_week, emphasis };
}

/**
 * One plan for the class (decision 049): the sessions per week and the emphasised tests (keys of
 * the turma's exam), written into the plan of every member who shares with the trainer — each plan
 * keeps the student's own marks, paces and goal. Members who join later get it when they join.
 */
export async function setTurmaPlan(
  db: Db,
  trainerId: string,
  turmaId: string,
  plan: { sessions_per_week: number; emphasis: readonly string[] },
) {
  const turma = await repo.findTurma(db, trainerId, turmaId);
  if (!turma) throw turmaNotFound();
  if (plan.emphasis.length > 0) {
    const entry = turma.edital_id ? await taf.findCatalogueEntry(db, turma.edital_id) : undefined;
    if (!entry)
      throw new AppError(
        'VALIDATION_FAILED',
        'Escolha o concurso da turma antes de dar ênfase a uma prova.',
        [{ path: 'emphasis', message: 'Turma sem concurso.' }],
      );
    const keys = new Set(entry.tests.map((test) => test.key));
    const unknown = plan.emphasis.filter((key) => !keys.has(key));
    if (unknown.length > 0)
      throw new AppError('VALIDATION_FAILED', `O concurso da turma não tem a prova ${unknown.join(', ')}.`, [
        { path: 'emphasis', message: 'Prova fora do concurso da turma.' },
      ]);
  }
  const emphasis = [...new Set(plan.emphasis)];
  await inTransaction(db, async (tx) => {
    await repo.setPlan(tx, trainerId, turmaId, { sessions_per_week: plan.sessions_per_week, emphasis });
    const sharing = await trainers.linkedStudentsAmong(tx, trainerId, await repo.listMemberIds(tx, turmaId));
    await trainingPlan.applyClassPlan(tx, trainerId, sharing, {
      sessions_per_week: plan.sessions_per_week,
      emphasis,
    });
  });
  return getTurma(db, trainerId, turmaId);
}

/** An exam the catalogue offers (not archived); a turma never names one it lacks. */
async function assertExam(db: Db, editalId: string | null | undefined, current?: string | null) {
  if (!editalId || editalId === current) return;
  const entry = await taf.findCatalogueEntry(db, editalId);
  if (!entry || entry.is_archived)
    throw new AppError('VALIDATION_FAILED', 'Concurso desconhecido: escolha um do catálogo.', [
      { path: 'edital_id', message: 'Concurso desconhecido.' },
    ]);
}

export async function getTurma(db: Db, trainerId: string, turmaId: string) {
  const row = await repo.findTurma(db, trainerId, turmaId);
  if (!row) throw turmaNotFound();
  const [turma] = await present(db, [row]);
  if (!turma) throw turmaNotFound();
  return turma;
}

export async function createTurma(
  db: Db,
  trainerId: string,
  fields: Partial<repo.TurmaFields> & { name: string },
) {
  await assertExam(db, fields.edital_id);
  const id = await repo.insertTurma(db, trainerId, {
    name: fields.name,
    edital_id: fields.edital_id ?? null,
    taf_date: fields.taf_date ?? null,
    description: fields.description || null,
  });
  return getTurma(db, trainerId, id);
}

export async function updateTurma(
  db: Db,
  trainerId: string,
  turmaId: string,
  fields: Partial<repo.TurmaFields>,
) {
  const current = await repo.findTurma(db, trainerId, turmaId);
  if (!current) throw turmaNotFound();
  await assertExam(db, fields.edital_id, current.edital_id);
  const changes = { ...fields };
  if (changes.description === '') changes.description = null;
  await repo.updateTurma(db, trainerId, turmaId, changes);
  return getTurma(db, trainerId, turmaId);
}

export async function setTurmaArchived(db: Db, trainerId: string, turmaId: string, archived: boolean) {
  if (!(await repo.setArchived(db, trainerId, turmaId, archived))) throw turmaNotFound();
  return getTurma(db, trainerId, turmaId);
}

export async function listTurmas(db: Db, trainerId: string, includeArchived: boolean) {
  return present(db, await repo.listTurmas(db, trainerId, includeArchived));
}

// Links ---------------------------------------------------------------------------------------

const inviteOut = (row: {
  id: string;
  max_uses: number;
  uses: number;
  created_at: Date;
  expires_at: Date;
}) => ({
  id: row.id,
  max_uses: row.max_uses,
  uses: row.uses,
  created_at: row.created_at.toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

/** A multi-use link of the trainer's turma: the token is shown now, and only its hash is kept. */
export async function createInvite(
  deps: Pick<AppDeps, 'db' | 'env'>,
  trainerId: string,
  turmaId: string,
  input: { max_uses: number; expires_in_days: number },
) {
  const turma = await repo.findTurma(deps.db, trainerId, turmaId);
  if (!turma) throw turmaNotFound();
  if (turma.archived_at)
    throw new AppError('CONFLICT', 'Esta turma está arquivada: reative-a para convidar alunos.');
  const token = randomBytes(32).toString('base64url');
  const row = await repo.insertInvite(deps.db, turmaId, hashOf(token), input.max_uses, input.expires_in_days);
  const url = new URL('/turma/entrar', deps.env.APP_URL);
  url.searchParams.set('token', token);
  return { ...inviteOut(row), token, url: url.toString() };
}

export async function listInvites(db: Db, trainerId: string, turmaId: string) {
  if (!(await repo.findTurma(db, trainerId, turmaId))) throw turmaNotFound();
  return (await repo.listOpenInvites(db, turmaId)).map(inviteOut);
}

export async function revokeInvite(db: Db, trainerId: string, inviteId: string) {
  if (!(await repo.revokeInvite(db, trainerId, inviteId))) throw notFound('Link não encontrado.');
  return { ok: true as const };
}

type Invite = NonNullable<Awaited<ReturnType<typeof repo.findInviteByHash>>>;

/** Why a link lets (or does not let) this person in now, before any write. */
async function statusOf(db: Db, invite: Invite | undefined, studentId: string): Promise<TurmaJoinStatus> {
  if (!invite || invite.revoked_at || invite.archived_at) return 'invalid_token';
  if (invite.trainer_id === studentId) return 'own_turma';
  if (await repo.isMember(db, invite.turma_id, studentId)) return 'already_member';
  if (invite.expired) return 'expired_token';
  if (invite.uses >= invite.max_uses) return 'full';
  return 'valid';
}

async function describe(db: Db, invite: Invite) {
  const [trainer, exams] = await Promise.all([
    profiles.trainerProfileOf(db, invite.trainer_id),
    taf.findFollowedExams(db, [invite.edital_id]),
  ]);
  return {
    turma_id: invite.turma_id,
    turma_name: invite.name,
    trainer_name: trainer?.full_name ?? null,
    exam: invite.edital_id ? (exams[0] ?? null) : null,
    taf_date: invite.taf_date,
  };
}

const EMPTY = { turma_id: null, turma_name: null, trainer_name: null, exam: null, taf_date: null };

/** What the join page shows before the student approves: whose turma, and whether the link works. */
export async function previewInvite(db: Db, studentId: string, token: string) {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid_token' as const, ...EMPTY };
  const invite = await repo.findInviteByHash(db, hashOf(token));
  const status = await statusOf(db, invite, studentId);
  if (!invite || status === 'invalid_token') return { status, ...EMPTY };
  return { status, ...(await describe(db, invite)) };
}

/**
 * The student approves: a place of the link, the membership and the sharing with the trainer, all or
 * nothing. Of racing joins on a link of N places, exactly N get in (repo.takePlace).
 */
export async function joinTurma(db: Db, studentId: string, token: string, jobs?: JobQueue) {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid_token' as const, ...EMPTY };
  const invite = await repo.findInviteByHash(db, hashOf(token));
  const before = await statusOf(db, invite, studentId);
  if (!invite || before !== 'valid') {
    return invite && before !== 'invalid_token'
      ? { status: before, ...(await describe(db, invite)) }
      : { status: before, ...EMPTY };
  }
  const status = await inTransaction(db, async (tx): Promise<TurmaJoinStatus> => {
    if (!(await repo.insertMember(tx, invite.turma_id, studentId))) return 'already_member';
    if (!(await repo.takePlace(tx, invite.id))) throw new LinkClosed();
    await trainers.linkStudentByTurma(tx, invite.trainer_id, studentId);
    const plan = planOf(invite);
    if (plan) await trainingPlan.applyClassPlan(tx, invite.trainer_id, [studentId], plan);
    return 'joined';
  }).catch(async (error: unknown) => {
    if (!(error instanceof LinkClosed)) throw error;
    // The last place went to someone else meanwhile (or the link closed): say which.
    const now = await repo.findInviteByHash(db, hashOf(token));
    const after = await statusOf(db, now, studentId);
    return after === 'valid' ? 'full' : after;
  });
  if (status === 'joined' && jobs) await trainers.noticeToTrainer(db, jobs, invite.trainer_id, studentId);
  return { status, ...(await describe(db, invite)) };
}

/** Thrown inside the join's transaction to undo the membership when no place was left. */
class LinkClosed extends Error {}

export async function leaveTurma(db: Db, studentId: string, turmaId: string) {
  if (!(await repo.leaveTurma(db, studentId, turmaId))) throw turmaNotFound();
  return { ok: true as const };
}

export async function removeMember(db: Db, trainerId: string, turmaId: string, studentId: string) {
  if (!(await repo.deleteMember(db, trainerId, turmaId, studentId)))
    throw notFound('Aluno não encontrado nesta turma.');
  return { ok: true as const };
}

/** The turmas the student is in, with their trainer's name and exam. */
export async function listMyTurmas(db: Db, studentId: string) {
  const rows = await repo.listTurmasOfStudent(db, studentId);
  const [names, exams] = await Promise.all([
    Promise.all(rows.map((row) => profiles.trainerProfileOf(db, row.trainer_id))),
    taf.findFollowedExams(
      db,
      rows.map((row) => row.edital_id),
    ),
  ]);
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    trainer_name: names[index]?.full_name ?? null,
    exam: row.edital_id ? (exams[index] ?? null) : null,
    taf_date: row.taf_date,
    joined_at: row.joined_at.toISOString(),
  }));
}

type PlanSource = ReturnType<typeof planSourceOf>;

// The board -----------------------------------------------------------------------------------

/** The tests the stored result failed, in its order ('passou' false), by label. */
function failedTestsOf(result: unknown): FailedTest[] {
  const tests = (result as { tests?: Record<string, { passou?: unknown; label?: unknown }> } | null)?.tests;
  if (!tests || typeof tests !== 'object') return [];
  return Object.entries(tests)
    .filter(([, test]) => test && test.passou === false)
    .map(([key, test]) => ({ key, label: typeof test.label === 'string' ? test.label : key }));
}

/**
 * Whose plan settings the student follows: the turma's (written by this trainer's class plan), or
 * their own change after it ('aluno'); null without a plan.
 */
function planSourceOf(facts: BoardRowFacts, trainerId: string, turmaHasPlan: boolean) {
  if (!facts.has_plan) return null;
  if (facts.plan_set_by === trainerId) return 'turma' as const;
  return facts.plan_set_by === null && turmaHasPlan ? ('aluno' as const) : ('proprio' as const);
}

/** The board's 'Chance de aprovação': the student's own estimate (their dashboard's), in short. */
const boardChanceOf = (chance: PassChance | null | undefined) =>
  chance
    ? {
        low: chance.low,
        high: chance.high,
        range: chance.range,
        /** When the band is too wide to tell: 'poucos dados' instead of a range. */
        too_few_results: chance.advice !== null,
        weakest_label: chance.weakest.label,
      }
    : null;

function boardRow(
  facts: BoardRowFacts,
  today: string,
  weekStart: string,
  planSource: PlanSource,
  chance: PassChance | null | undefined,
) {
  const person = {
    student_id: facts.student_id,
    nickname: facts.nickname,
    full_name: facts.full_name,
    joined_at: new Date(facts.joined_at).toISOString(),
    sharing: facts.sharing,
  };
  if (!facts.sharing)
    return {
      ...person,
      week: null,
      last_simulation: null,
      chance: null,
      days_since_activity: null,
      flags: [],
    };
  const failedTests = facts.last_at ? failedTestsOf(facts.last_result) : [];
  const row = {
    today,
    weekStart,
    sessionsDone: facts.sessions_done ?? 0,
    sessionsPlanned: facts.sessions_planned,
    lastActivity: facts.last_activity,
    failedTests,
  };
  return {
    ...person,
    week: {
      sessions_done: row.sessionsDone,
      sessions_planned: row.sessionsPlanned,
      sessions_expected: sessionsExpectedByToday(row),
      /** 'turma': the class plan; 'aluno': the student changed it after; 'proprio': their own plan. */
      plan_source: planSource,
    },
    last_simulation: facts.last_at
      ? {
          at: new Date(facts.last_at).toISOString(),
          edital_id: facts.last_edital_id,
          apto: facts.last_apto === true,
          nota_final: facts.last_nota,
          score: facts.last_score,
          trend: trendOf(facts.last_score, facts.before_score),
          failed_tests: failedTests,
        }
      : null,
    chance: boardChanceOf(chance),
    days_since_activity: daysSinceActivity(row),
    flags: boardFlags(row),
  };
}

/** The turma's board this week (São Paulo): one row per member, the data only while they share. */
export async function getBoard(db: Db, trainerId: string, turmaId: string, now = new Date()) {
  const turma = await getTurma(db, trainerId, turmaId);
  const today = calendarDate(now);
  const weekStart = mondayOf(isoWeekOf(today));
  const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  const rows = await readBoard(db, trainerId, turmaId, { start: weekStart, end: weekEnd });
  const chances = await passChancesOf(
    db,
    rows
      .filter((facts) => facts.sharing)
      .map((facts) => ({ ...facts, user_id: facts.student_id, latest_test_id: facts.last_test_id })),
    now,
  );
  return {
    turma,
    week: { start: weekStart, end: weekEnd, today },
    rows: rows.map((facts) =>
      boardRow(
        facts,
        today,
        weekStart,
        planSourceOf(facts, trainerId, turma.plan !== null),
        chances.get(facts.student_id),
      ),
    ),
  };
}
