import { createHash, randomBytes } from 'node:crypto';
import type { CrefVerification, TrainerOnboarding } from '@prontidao/domain/trainers/cref';
import { INVITE_TTL_DAYS, type InviteStatus } from '@prontidao/domain/trainers/invite-status';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import type { CrefStatus } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueNotification } from '../../jobs/notify-job.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { RecordAccess, Viewer } from '../../lib/viewer.js';
import { recordConsent } from '../consent-log/consent-log.service.js';
import * as profiles from '../profiles/profiles.service.js';
import * as taf from '../taf/taf.service.js';
import { listAccessLog, recordTrainerAccess } from './access-log.repository.js';
import * as repo from './trainers.repository.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as we make them (32 random bytes, base64url): anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function verifyCref(deps: Pick<AppDeps, 'cref' | 'log'>, cref: string, uf: string) {
  try {
    return await deps.cref.verify(cref, uf);
  } catch (error) {
    deps.log.warn('verify-cref falhou', { error: String(error) });
    throw new AppError('CREF_VERIFY_FAILED', 'Erro ao validar CREF');
  }
}

export async function getTrainerProfile(db: Db, userId: string) {
  const row = await profiles.trainerProfileOf(db, userId);
  if (!row) throw notFound('Perfil não encontrado.');
  const { role_intent: _intent, demoted_at: _demoted, ...profile } = row;
  return profile;
}

/**
 * Trainer onboarding: what grants the trainer role (a person who came as a candidate and finished
 * that profile keeps it). A trainer files a CREF in a valid format; the registry's answer (or an
 * admin, with the offline verifier) verifies it. An admin needs only the name and stays admin.
 */
export async function completeOnboarding(
  deps: Pick<AppDeps, 'db' | 'cref' | 'log'>,
  viewer: Viewer,
  input: TrainerOnboarding,
) {
  const current = await profiles.trainerProfileOf(deps.db, viewer.id);
  if (!current) throw notFound('Perfil não encontrado.');
  const isAdmin = current.role === 'admin';
  if (!isAdmin && current.role !== 'treinador' && current.demoted_at) throw profiles.trainerRoleRemoved();
  if (!isAdmin && current.role !== 'treinador' && current.role_intent !== 'treinador') {
    throw new AppError(
      'CANDIDATE_ACCOUNT',
      'Esta é uma conta de candidato. Para ser treinador, crie uma conta pelo portal do treinador.',
    );
  }
  const cref = input.p_cref_number ?? null;
  const uf = input.p_cref_region ?? null;
  if (!isAdmin && (!cref || !uf)) {
    throw new AppError('VALIDATION_FAILED', 'Informe o número do CREF e o estado.');
  }
  let status: CrefStatus | null = null;
  if (cref && uf) {
    const unchanged = cref === current.cref_number && current.cref_status === 'verificado';
    status = unchanged ? 'verificado' : await statusFromRegistry(deps, cref, uf);
  }
  await profiles.saveTrainerRegistration(deps.db, viewer.id, {
    full_name: input.p_full_name,
    birth_date: input.p_birth_date ?? current.birth_date,
    cref_number: cref,
    cref_region: uf,
    cref_status: status,
    role: isAdmin ? 'admin' : 'treinador',
  });
  return getTrainerProfile(deps.db, viewer.id);
}

/** Verified when the registry says so; otherwise the admin queue ('pendente'), never a block. */
async function statusFromRegistry(deps: Pick<AppDeps, 'cref' | 'log'>, cref: string, uf: string) {
  if (!deps.cref.online) return 'pendente';
  let answer: CrefVerification;
  try {
    answer = await deps.cref.verify(cref, uf);
  } catch (error) {
    deps.log.warn('verify-cref falhou no cadastro; fica para um admin', { error: String(error) });
    return 'pendente';
  }
  return answer.valido ? 'verificado' : 'pendente';
}

// Invites ---------------------------------------------------------------------------------------

export async function createInvite(deps: Pick<AppDeps, 'db' | 'env'>, trainerId: string) {
  const token = randomBytes(32).toString('base64url');
  const row = await repo.insertInvite(deps.db, trainerId, hashOf(token), INVITE_TTL_DAYS);
  const url = new URL('/join', deps.env.APP_URL);
  url.searchParams.set('token', token);
  return { id: row.id, token, url: url.toString(), expires_at: row.expires_at.toISOString() };
}

export async function listInvites(db: Db, trainerId: string) {
  const rows = await repo.listPendingInvites(db, trainerId);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
}

export async function cancelInvite(db: Db, trainerId: string, inviteId: string) {
  if (!(await repo.cancelInvite(db, trainerId, inviteId))) throw notFound('Convite não encontrado.');
  return { ok: true as const };
}

/**
 * accept_trainer_invite: spends the token and links the student, all or nothing. The answer names
 * why a token did not work; the same student opening their used link again is told it worked,
 * while the link it made lasts.
 */
export async function acceptInvite(
  db: Db,
  studentId: string,
  token: string,
  jobs?: JobQueue,
): Promise<{ status: InviteStatus; trainer_name: string | null }> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid_token', trainer_name: null };
  const tokenHash = hashOf(token);
  const spent = await inTransaction(db, async (tx) => {
    const invite = await repo.spendInvite(tx, tokenHash, studentId);
    if (invite) {
      await repo.insertLink(tx, invite.trainer_id, studentId, invite.id);
      await recordConsent(tx, studentId, 'trainer_sharing', true);
    }
    return invite;
  });
  if (spent && jobs) await noticeToTrainer(db, jobs, spent.trainer_id, studentId);
  const invite = spent ? undefined : await repo.findInviteByHash(db, tokenHash);
  const linked =
    invite?.used_by === studentId && (await repo.hasActiveLink(db, invite.trainer_id, studentId));
  const status = spent ? 'approved' : statusOf(invite, studentId, linked);
  const trainerId = spent?.trainer_id ?? invite?.trainer_id;
  const trainer =
    trainerId && status !== 'invalid_token' ? await profiles.trainerProfileOf(db, trainerId) : null;
  return { status, trainer_name: trainer?.full_name ?? null };
}

/** 'Um aluno aceitou seu convite' (issue 26): the trainer hears of a new student. */
export async function noticeToTrainer(db: Db, jobs: JobQueue, trainerId: string, studentId: string) {
  const student = await profiles.studentSummaryOf(db, studentId);
  const name = student?.full_name ?? student?.nickname ?? 'Um aluno';
  await queueNotification(jobs, {
    user_id: trainerId,
    kind: 'aluno_aceitou',
    title: 'Um aluno aceitou seu convite',
    body: `${name} agora compartilha os treinos e testes com você.`,
    url: '/treinador/dashboard',
  });
}

/**
 * Why a token did not link anyone now. The student who spent it is told it worked only while that
 * link lasts: after a revocation (theirs or an admin's) the spent invite is 'already_used'.
 */
function statusOf(
  invite: Awaited<ReturnType<typeof repo.findInviteByHash>>,
  studentId: string,
  linked: boolean,
): InviteStatus {
  if (!invite || invite.canceled_at) return 'invalid_token';
  if (invite.trainer_id === studentId) return 'own_invite';
  if (invite.used_at) return linked ? 'approved' : 'already_used';
  return 'expired_token';
}

// Links -----------------------------------------------------------------------------------------

/**
 * The trainer's students (active links only), each with the exam they follow by its short name
 * (issue 23). Three statements for the whole list, whatever its length: the links, the students'
 * choices (profiles) and the exams' names (taf).
 */
export async function listStudents(db: Db, trainerId: string) {
  const rows = await repo.listApprovedStudents(db, trainerId);
  const choices = await profiles.editalChoicesOf(
    db,
    rows.map((row) => row.id),
  );
  const exams = await taf.findFollowedExams(
    db,
    rows.map((row) => choices.get(row.id) ?? null),
  );
  return rows.map((row, index) => ({
    ...row,
    approved_at: row.approved_at.toISOString(),
    exam: exams[index] ?? null,
  }));
}

/** A student's name and e-mail for the views' header, and the exam they follow ('Por prova'). */
export async function studentSummary(db: Db, studentId: string) {
  const row = await profiles.studentSummaryOf(db, studentId);
  if (!row) throw notFound('Não encontrado.');
  const { edital_id, ...summary } = row;
  const [exam] = await taf.findFollowedExams(db, [edital_id]);
  return { ...summary, exam: exam ?? null };
}

/** Active links, and those an admin ended ('ended_by: admin', with the date) for the card to say so. */
export async function listMyTrainers(db: Db, studentId: string) {
  const rows = await repo.listTrainersOf(db, studentId);
  return rows.map(({ revoked_at, ended_by, ...row }) => ({
    ...row,
    approved_at: row.approved_at.toISOString(),
    ended: revoked_at && ended_by === 'admin' ? { by: 'admin' as const, at: revoked_at.toISOString() } : null,
  }));
}

/**
 * A student who joined a turma shares with its trainer: a link like an accepted invite's (no invite
 * row), the consent recorded. Nothing when the pair already has an active link. Run it inside the
 * join's transaction.
 */
export async function linkStudentByTurma(db: Db, trainerId: string, studentId: string) {
  if (await repo.insertLink(db, trainerId, studentId, null))
    await recordConsent(db, studentId, 'trainer_sharing', true);
}

/** The one definition of an active link (approved, not revoked): the access policies ask it. */
export const hasActiveLink = (db: Db, trainerId: string, studentId: string) =>
  repo.hasActiveLink(db, trainerId, studentId);

/** The students among these who share with the trainer now (an active link), in one statement. */
export const linkedStudentsAmong = (db: Db, trainerId: string, studentIds: readonly string[]) =>
  repo.filterLinkedStudents(db, trainerId, studentIds);

/** An admin's demotion of a trainer ends every link and pending invite of theirs (issue 20). */
export const endTrainerAccess = (db: Db, trainerId: string) => repo.endTrainerAccess(db, trainerId);

export async function revokeTrainer(db: Db, studentId: string, linkId: string) {
  await inTransaction(db, async (tx) => {
    if (!(await repo.revokeLink(tx, studentId, linkId))) throw notFound('Vínculo não encontrado.');
    await recordConsent(tx, studentId, 'trainer_sharing', false);
  });
  return { ok: true as const };
}

/** A trainer (or an admin) opened a student's data: one line of the student's access log (LGPD). */
export const recordAccess: RecordAccess = (db, trainerId, studentId, resource) =>
  recordTrainerAccess(db, trainerId, studentId, resource);

export function accessLog(db: Db, studentId: string, limit: number) {
  return listAccessLog(db, studentId, limit);
}

/** A student's sharing with trainers: active links, since when, the last one ended (get_my_consents). */
export function studentLinkDates(db: Db, studentId: string) {
  return repo.findStudentLinkDates(db, studentId);
}

/** The student withdraws sharing: every active link ends at once; returns how many did. */
export function revokeAllLinksOfStudent(db: Db, studentId: string): Promise<number> {
  return repo.revokeAllLinksOfStudent(db, studentId);
}
