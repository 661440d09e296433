import { parseRole, type Role } from '@prontidao/domain/navigation/routes';
import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './profiles.repository.js';

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

export async function getRole(db: Db, userId: string): Promise<Role> {
  return parseRole(await repo.findRole(db, userId));
}

export async function checkProfileRequirements(db: Db, userId: string) {
  const profile = await loadProfile(db, userId);
  const missing = missingProfileFields(profile.role, profile);
  return { is_complete: missing.length === 0, missing };
}

/** Who is signed in, as the web app's guard needs it; also records activity (last_seen). */
export async function getAuthContext(db: Db, userId: string, now = new Date()) {
  const profile = await loadProfile(db, userId);
  const missing = missingProfileFields(profile.role, profile);
  if (!profile.last_seen || now.getTime() - profile.last_seen.getTime() > LAST_SEEN_PRECISION_MS) {
    await repo.touchLastSeen(db, userId, now);
  }
  return {
    user: { id: profile.id, email: profile.email, name: profile.name },
    role: profile.role,
    nickname: profile.nickname,
    full_name: profile.full_name,
    sexo: profile.sexo,
    /** The edital chosen for simulations (null: the default one). */
    edital_id: profile.edital_id,
    profile_complete: missing.length === 0,
    has_profile_data: profile.nickname !== null,
  };
}

/**
 * A user chooses to be a candidate or a trainer (intent on the landing page, trainer portal).
 * Admin is never granted here, an admin keeps the role, and once a profile is complete the
 * role stays: a stale intent in a browser never turns a trainer into a candidate.
 */
export async function setUserRole(db: Db, userId: string, requested: 'aluno' | 'treinador') {
  const profile = await loadProfile(db, userId);
  if (profile.role === 'admin' || profile.role === requested) return { role: profile.role };
  if (missingProfileFields(profile.role, profile).length === 0) return { role: profile.role };
  await repo.updateRole(db, userId, requested);
  return { role: requested };
}

export function listCargos(db: Db) {
  return repo.listCargos(db);
}

/** What grading a simulation needs of the candidate. */
export async function getGradingProfile(db: Db, userId: string) {
  const row = await repo.findGradingFields(db, userId);
  return row ?? { sexo: null, cargo_code: null, edital_id: null, birth_date: null };
}

export async function setEditalChoice(db: Db, userId: string, editalId: string): Promise<void> {
  await repo.updateEditalChoice(db, userId, editalId);
}
