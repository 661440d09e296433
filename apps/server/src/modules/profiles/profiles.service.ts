import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { CARGO_CODES, CARGO_LABELS, readCargo } from '@prontidao/domain/profile/cargos';
import type { UpdateProfile } from '@prontidao/domain/profile/profile-schema';
import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import type { Db } from '../../db/database.js';
import type { RoleIntent } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordConsent } from '../consent-log/consent-log.service.js';
import { recheckRecords } from '../training/training.service.js';
import * as repo from './profiles.repository.js';
import * as trainerProfiles from './trainer-profile.repository.js';

const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

async function loadProfile(db: Db, userId: string) {
  let profile = await repo.findProfileWithUser(db, userId);
  if (!profile) {
    await repo.ensureProfile(db, userId);
    profile = await repo.findProfileWithUser(db, userId);
  }
  if (!profile) throw new AppError('NOT_FOUND', 'Perfil não encontrado.');
  return profile;
}

/**
 * What better-auth's hooks (lib/auth.ts) ask of the profiles table, which this module owns
 * (decision 041): bootstrap.ts hands them to createAuth.
 */
export const authProfiles = {
  async roleIntentOf(db: Db, userId: string): Promise<RoleIntent | null> {
    return (await repo.findAccountState(db, userId))?.role_intent ?? null;
  },
  async isDisabled(db: Db, userId: string): Promise<boolean> {
    return Boolean((await repo.findAccountState(db, userId))?.disabled_at);
  },
  createProfile: (db: Db, userId: string, intent: RoleIntent | null) =>
    repo.ensureProfile(db, userId, intent),
};

export function profileRequirementsOf(profile: repo.ProfileRow) {
  const missing = missingProfileFields(profile.role, profile);
  return { is_complete: missing.length === 0, missing };
}

/** The viewer of a call, with their profile row, if the session token is alive (one query). */
export async function findViewerBySession(db: Db, sessionToken: string) {
  let row = await repo.findProfileBySession(db, sessionToken);
  if (!row) {
    const session = await repo.findSessionUser(db, sessionToken);
    if (!session) return undefined;
    await repo.ensureProfile(db, session.userId);
    row = await repo.findProfileBySession(db, sessionToken);
    if (!row) return undefined;
  }
  const { session_expires_at, user_id: _userId, ...profile } = row;
  const missing = missingProfileFields(profile.role, profile);
  return {
    viewer: { id: profile.id, role: profile.role, profileComplete: missing.length === 0 },
    profile,
    sessionExpiresAt: session_expires_at,
  };
}

/** Who is signed in, as the web app's guard needs it; also records activity (last_seen). */
export async function getAuthContext(db: Db, profile: repo.ProfileRow, now = new Date()) {
  const missing = missingProfileFields(profile.role, profile);
  if (!profile.last_seen || now.getTime() - profile.last_seen.getTime() > LAST_SEEN_PRECISION_MS) {
    await repo.touchLastSeen(db, profile.id, now);
  }
  return {
    user: { id: profile.id, email: profile.email, name: profile.name },
    role: profile.role,
    nickname: profile.nickname,
    full_name: profile.full_name,
    sexo: profile.sexo,
    /** The edital chosen for simulations (null: the default one). */
    edital_id: profile.edital_id,
    /** Its version chosen (null: the newest); a newer one is offered, never applied silently. */
    edital_version: profile.edital_version,
    /** What they came for: a candidate account with 'treinador' goes to trainer onboarding. */
    role_intent: profile.role_intent,
    profile_complete: missing.length === 0,
    has_profile_data: profile.nickname !== null,
  };
}

/**
 * A person says what they came for (landing choice, trainer portal). It is only an intent:
 * the trainer role is granted by completing trainer onboarding, admin only by an admin. Once a
 * profile is complete the intent no longer moves anything, so a stale choice in some browser
 * never turns an account into something else.
 */
export async function setRoleIntent(db: Db, userId: string, intent: RoleIntent) {
  const profile = await loadProfile(db, userId);
  const settled = profile.role !== 'aluno' || missingProfileFields(profile.role, profile).length === 0;
  if (!settled && profile.role_intent !== intent && !(await repo.updateRoleIntent(db, userId, intent))) {
    throw trainerRoleRemoved();
  }
  return { role: profile.role, role_intent: settled ? profile.role_intent : intent };
}

/** The cargos in the wizard's order, from the domain (docs/decisions/043: its one source). */
export const listCargos = () => CARGO_CODES.map((code) => ({ code, label: CARGO_LABELS[code] }));

/** What grading a simulation needs of the candidate. */
export async function getGradingProfile(db: Db, userId: string) {
  const row = await repo.findGradingFields(db, userId);
  return (
    row ?? {
      sexo: null,
      cargo_code: null,
      edital_id: null,
      edital_version: null,
      birth_date: null,
      taf_dt: null,
    }
  );
}

export async function setEditalChoice(
  db: Db,
  userId: string,
  editalId: string,
  version: number,
): Promise<void> {
  await repo.updateEditalChoice(db, userId, editalId, version);
}

/** get_perfil_completo: the spec's fields plus name, birth date and chosen edital. */
export function fullProfileOf(profile: repo.ProfileRow) {
  const { altura_cm, cargo_code, plano_code } = profile;
  return {
    id: profile.id,
    email: profile.email,
    full_name: profile.full_name,
    nickname: profile.nickname,
    sexo: profile.sexo,
    peso_kg: profile.peso_kg,
    altura_cm,
    altura_m: altura_cm === null ? null : altura_cm / 100,
    taf_dt: profile.taf_dt,
    cargo_code: cargo_code === null ? null : readCargo(cargo_code),
    consent_ranking: profile.consent_ranking,
    plano_code: plano_code ?? 'FREE',
    birth_date: profile.birth_date,
    edital_id: profile.edital_id,
    role: profile.role,
  };
}

export async function getFullProfile(db: Db, userId: string) {
  return fullProfileOf(await loadProfile(db, userId));
}

/** update_perfil_completo: validated by the same schema as the forms; the e-mail is the account's. */
export async function updateFullProfile(db: Db, userId: string, input: UpdateProfile) {
  const current = await loadProfile(db, userId);
  if (input.p_email && input.p_email !== current.email.toLowerCase()) {
    throw new AppError('EMAIL_READ_ONLY', 'O e-mail é o da sua conta e não pode ser trocado aqui.');
  }
  if (await repo.isNicknameTaken(db, input.p_nickname, userId)) {
    throw new AppError('NICKNAME_TAKEN', 'Este apelido já está em uso. Escolha outro.');
  }
  const update = repo.updateProfile(db, userId, {
    full_name: input.p_nome,
    nickname: input.p_nickname,
    sexo: input.p_sexo,
    peso_kg: input.p_peso_kg,
    altura_cm: input.p_altura_cm,
    taf_dt: input.p_taf_dt,
    cargo_code: input.p_cargo_code,
    ...(input.p_consent_ranking === undefined ? {} : { consent_ranking: input.p_consent_ranking }),
    ...(input.p_birth_date === undefined ? {} : { birth_date: input.p_birth_date }),
  });
  await update.catch((error: unknown) => {
    // Two people racing for one nickname: the unique index decides.
    if (isUniqueViolation(error))
      throw new AppError('NICKNAME_TAKEN', 'Este apelido já está em uso. Escolha outro.');
    throw error;
  });
  // Another sex, other world records: the board check of the person's workouts again (decision 039).
  if (input.p_sexo !== current.sexo) await recheckRecords(db, userId);
  // The ranking consent given or withdrawn here is recorded with its text's version (LGPD).
  const consent = input.p_consent_ranking;
  if (consent !== undefined && consent !== current.consent_ranking) {
    await recordConsent(db, userId, 'ranking', consent);
  }
  return getFullProfile(db, userId);
}

/** The ranking consent (the profile flag) and when the profile last changed (get_my_consents). */
export function rankingConsentOf(db: Db, userId: string) {
  return repo.findRankingConsent(db, userId);
}

/** Takes the person off the rankings; false when they were not on them. */
export function turnRankingOff(db: Db, userId: string): Promise<boolean> {
  return repo.turnRankingOff(db, userId);
}

/** A person's role and plan code (undefined when they have no profile). */
export async function roleAndPlanOf(db: Db, userId: string) {
  const row = await repo.findAccountState(db, userId);
  return row && { role: row.role, plano_code: row.plano_code };
}

/** `npm run admin:create`: the new account becomes an admin, with the name given. */
export function makeAdmin(db: Db, userId: string, fullName: string): Promise<void> {
  return repo.setAdminWithName(db, userId, fullName);
}

/** Birth date, height and weight (the body report). */
export function bodyProfileOf(db: Db, userId: string) {
  return repo.findBodyProfile(db, userId);
}

/** The newest weigh-ins, one per day, newest first. */
export function weightsOf(db: Db, userId: string, limit: number) {
  return repo.listWeights(db, userId, limit);
}

/** Sex, cargo, edital, TAF date and plan: what the training plan is computed from. */
export function planProfileOf(db: Db, userId: string) {
  return repo.findPlanProfile(db, userId);
}

/**
 * The person's plan code, with their profile row locked until the transaction ends: two calls of
 * the same person that spend a monthly quota count one after the other.
 */
export function lockPlanCode(db: Db, userId: string): Promise<string | null> {
  return repo.lockPlanCode(db, userId);
}

/** An admin made this account 'aluno': only an admin gives the trainer role back. */
export const trainerRoleRemoved = () =>
  new AppError(
    'TRAINER_ROLE_REMOVED',
    'Um administrador retirou o perfil de treinador desta conta. Para voltar a ser treinador, fale com a administração.',
  );

/** A trainer's registration as the profile holds it (name, birth date, CREF and its status, role). */
export function trainerProfileOf(db: Db, userId: string) {
  return trainerProfiles.findTrainerProfile(db, userId);
}

/** Saves a trainer's registration on their profile (CREF verified when the status says so). */
export function saveTrainerRegistration(
  db: Db,
  userId: string,
  registration: trainerProfiles.TrainerRegistration,
): Promise<void> {
  return trainerProfiles.saveTrainerRegistration(db, userId, registration);
}

/** A student's name, nickname, e-mail and chosen edital (a trainer's view of them). */
export function studentSummaryOf(db: Db, studentId: string) {
  return trainerProfiles.findStudentSummary(db, studentId);
}

/** The edital each student chose (null: none, the default applies), by id: a trainer's list at once. */
export async function editalChoicesOf(
  db: Db,
  studentIds: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await trainerProfiles.listEditalChoices(db, studentIds);
  return new Map(rows.map((row) => [row.id, row.edital_id]));
}

/** The plan payments give, and the end of its paid period (payments module, issue 25). */
export function setPaidPlan(db: Db, userId: string, plan: PlanCode, until: Date | null): Promise<void> {
  return repo.setPaidPlan(db, userId, plan, until);
}

export function lockPaidPlan(db: Db, userId: string) {
  return repo.lockPaidPlan(db, userId);
}

export function listEndedPaidPeriods(db: Db, now: Date, limit: number) {
  return repo.listEndedPaidPeriods(db, now, limit);
}
