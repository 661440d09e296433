import { nicknameKey } from '@prontidao/domain/text/skeleton';
import type { Db } from '../../db/database.js';
import type { Role, RoleIntent } from '../../db/schema.js';

export async function findProfileWithUser(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select([
      'profiles.id',
      'profiles.role',
      'profiles.role_intent',
      'profiles.full_name',
      'profiles.nickname',
      'profiles.sexo',
      'profiles.peso_kg',
      'profiles.altura_cm',
      'profiles.taf_dt',
      'profiles.cref_number',
      'profiles.cref_region',
      'profiles.edital_id',
      'profiles.last_seen',
      'user.email',
      'user.name',
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export async function findRole(db: Db, userId: string): Promise<Role | undefined> {
  const row = await db.selectFrom('profiles').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

/** Creates the profile row if a user somehow has none (users made before the hook). */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ id: userId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateRoleIntent(db: Db, userId: string, intent: RoleIntent): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ role_intent: intent, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function touchLastSeen(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('profiles').set({ last_seen: now }).where('id', '=', userId).execute();
}

export async function listCargos(db: Db) {
  return db.selectFrom('cargos').select(['code', 'label']).orderBy('position').execute();
}

export async function findGradingFields(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['sexo', 'cargo_code', 'edital_id', 'birth_date'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateEditalChoice(db: Db, userId: string, editalId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ edital_id: editalId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function findFullProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select([
      'profiles.id',
      'profiles.plano_code',
      'profiles.taf_dt',
      'profiles.sexo',
      'profiles.peso_kg',
      'profiles.altura_cm',
      'user.email',
      'profiles.nickname',
      'profiles.consent_ranking',
      'profiles.cargo_code',
      'profiles.full_name',
      'profiles.birth_date',
      'profiles.edital_id',
      'profiles.role',
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export interface ProfileUpdate {
  full_name: string;
  nickname: string;
  sexo: 'M' | 'F';
  peso_kg: number;
  altura_cm: number;
  taf_dt: string;
  cargo_code: string;
  consent_ranking?: boolean;
  birth_date?: string | null;
}

export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...update, nickname_key: nicknameKey(update.nickname), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function isNicknameTaken(db: Db, nickname: string, exceptUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('nickname_key', '=', nicknameKey(nickname))
    .where('id', '<>', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}
