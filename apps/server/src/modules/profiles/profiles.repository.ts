import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { CargoCode } from '@prontidao/domain/profile/cargos';
import { todayInSaoPaulo } from '@prontidao/domain/profile/profile-schema';
import { nicknameKey } from '@prontidao/domain/text/skeleton';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RoleIntent } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** What the app reads of a person on most calls: their profile row and account. */
const PROFILE_COLUMNS = [
  'profiles.id',
  'profiles.role',
  'profiles.role_intent',
  'profiles.full_name',
  'profiles.nickname',
  'profiles.sexo',
  'profiles.peso_kg',
  'profiles.altura_cm',
  'profiles.taf_dt',
  'profiles.cargo_code',
  'profiles.consent_ranking',
  'profiles.plano_code',
  'profiles.plano_until',
  'profiles.birth_date',
  'profiles.cref_number',
  'profiles.cref_region',
  'profiles.edital_id',
  'profiles.edital_version',
  'profiles.last_seen',
  'user.email',
  'user.name',
] as const;

export async function findProfileWithUser(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(PROFILE_COLUMNS)
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileWithUser>>>;

/**
 * The session's person as one JSON value (json_build_object), not 23 columns: it runs on every call,
 * and the driver's work per column (describing and reading each field: ~25 µs a call under load, 15 %
 * of a signed-in read, issue 27) was the read path's biggest cost after the socket. JSON keeps numbers,
 * booleans and dates ('YYYY-MM-DD') as the columns give them; its timestamps are text, read back below.
 */
function profileBySessionQuery(db: Db, sessionToken: string, now: Date) {
  const fields = [
    ...PROFILE_COLUMNS.map((column) => [column.split('.')[1] as string, sql.ref(column)] as const),
    ['session_expires_at', sql.ref('session.expiresAt')] as const,
    ['user_id', sql.ref('session.userId')] as const,
  ].map(([name, value]) => sql`${sql.lit(name)}, ${value}`);
  return db
    .selectFrom('session')
    .innerJoin('profiles', 'profiles.id', 'session.userId')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(sql<SessionProfileJson>`json_build_object(${sql.join(fields)})`.as('viewer'))
    .where('session.token', '=', sessionToken)
    .where('session.expiresAt', '>', now);
}

type SessionProfile = ProfileRow & { session_expires_at: Date; user_id: string };
/** SessionProfile as JSON gives it: its timestamps as text. */
type SessionProfileJson = Omit<SessionProfile, 'plano_until' | 'last_seen' | 'session_expires_at'> & {
  plano_until: string | null;
  last_seen: string | null;
  session_expires_at: string;
};

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** A session token as better-auth makes them: the only text ever spliced into the call below. */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,256}$/;
const STATEMENT = 'prontidao_viewer_by_session';
let prepare: RawBuilder<unknown> | undefined;

/**
 * The person behind a live session token, with their profile, in one query: the session row
 * must exist and not be expired (a sign-out or reset deletes it). It runs on every call, so it is
 * a prepared statement of each database connection: PostgreSQL parses and plans it once per
 * connection instead of on every call (≈ 300 µs of the database's CPU each time). A connection that
 * does not have it yet (new, or its plan went stale after a migration) prepares it and runs it again.
 * EXECUTE takes no bind parameters, so its two values are literals: the token is checked against
 * SESSION_TOKEN_SHAPE (letters, digits, '-' and '_') and quoted by Kysely, the time is an ISO string.
 */
export async function findProfileBySession(
  db: Db,
  sessionToken: string,
): Promise<SessionProfile | undefined> {
  if (!SESSION_TOKEN_SHAPE.test(sessionToken)) return undefined;
  prepare ??= sql.raw(`prepare ${STATEMENT} as ${profileBySessionQuery(db, '', new Date(0)).compile().sql}`);
  const run = sql<{
    viewer: SessionProfileJson;
  }>`execute ${sql.raw(STATEMENT)}(${sql.lit(sessionToken)}, ${sql.lit(new Date().toISOString())})`;
  const found = await db.connection().execute(async (connection) => {
    try {
      return (await run.execute(connection)).rows[0];
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === STALE_PLAN) await sql.raw(`deallocate ${STATEMENT}`).execute(connection);
      else if (code !== NO_SUCH_STATEMENT) throw error;
      await (prepare as RawBuilder<unknown>).execute(connection);
      return (await run.execute(connection)).rows[0];
    }
  });
  if (!found) return undefined;
  const { viewer } = found;
  return {
    ...viewer,
    plano_until: dateOf(viewer.plano_until),
    last_seen: dateOf(viewer.last_seen),
    session_expires_at: new Date(viewer.session_expires_at),
  };
}

/** PostgreSQL: 'prepared statement … does not exist'; 'cached plan must not change result type'. */
const NO_SUCH_STATEMENT = '26000';
const STALE_PLAN = '0A000';

/** A live session whose user has no profile row yet (made before the hook existed). */
export async function findSessionUser(db: Db, sessionToken: string) {
  return db
    .selectFrom('session')
    .select('userId')
    .where('token', '=', sessionToken)
    .where('expiresAt', '>', new Date())
    .executeTakeFirst();
}

/** Creates the profile row if a user has none yet: at sign-up (with its portal), or made before the hook. */
export async function ensureProfile(db: Db, userId: string, intent: RoleIntent | null = null): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ id: userId, role_intent: intent })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A profile's standing: its role and plan, the portal it signed up from, whether it is disabled. */
export async function findAccountState(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['role', 'plano_code', 'role_intent', 'disabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Keeps an intent, unless it asks for the trainer role an admin took away: answers whether it did. */
export async function updateRoleIntent(db: Db, userId: string, intent: RoleIntent): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set({ role_intent: intent, updated_at: new Date() })
    .where('id', '=', userId)
    .$if(intent === 'treinador', (qb) => qb.where('demoted_at', 'is', null))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function touchLastSeen(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('profiles').set({ last_seen: now }).where('id', '=', userId).execute();
}

export async function findGradingFields(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['sexo', 'cargo_code', 'edital_id', 'edital_version', 'birth_date', 'taf_dt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateEditalChoice(
  db: Db,
  userId: string,
  editalId: string,
  version: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ edital_id: editalId, edital_version: version, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export interface ProfileUpdate {
  full_name: string;
  nickname: string;
  sexo: 'M' | 'F';
  peso_kg: number;
  altura_cm: number;
  taf_dt: string;
  cargo_code: CargoCode;
  consent_ranking?: boolean;
  birth_date?: string | null;
}

/** Saves the profile and today's weight (one point a day of the body report's history). */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .updateTable('profiles')
      .set({ ...update, nickname_key: nicknameKey(update.nickname), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await tx
      .insertInto('profile_weights')
      .values({ user_id: userId, measured_on: todayInSaoPaulo(), peso_kg: update.peso_kg })
      .onConflict((oc) => oc.columns(['user_id', 'measured_on']).doUpdateSet({ peso_kg: update.peso_kg }))
      .execute();
  });
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

/** The ranking consent where it lives (the profile flag), with when the profile last changed. */
export async function findRankingConsent(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['consent_ranking', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Takes the person off the rankings (the boards follow through the profiles trigger). */
export async function turnRankingOff(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set({ consent_ranking: false, updated_at: new Date() })
    .where('id', '=', userId)
    .where('consent_ranking', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The first admin (the create-admin command): the role, and the name they gave. */
export async function setAdminWithName(db: Db, userId: string, fullName: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ role: 'admin', full_name: fullName })
    .where('id', '=', userId)
    .execute();
}

/** What the body report reads of a profile: birth date, height, weight. */
export async function findBodyProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['birth_date', 'altura_cm', 'peso_kg'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The newest weigh-ins (one per day), newest first, `limit` at most. */
export async function listWeights(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('profile_weights')
    .select(['measured_on as data', 'peso_kg'])
    .where('user_id', '=', userId)
    .orderBy('measured_on', 'desc')
    .limit(limit)
    .execute();
}

/** What the training plan reads of a profile. */
export async function findPlanProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['sexo', 'cargo_code', 'edital_id', 'taf_dt', 'plano_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The plan code, read with the profile row locked for the rest of the transaction. */
export async function lockPlanCode(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('plano_code')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.plano_code ?? null;
}

/** The plan payments give (issue 25): its code and the end of the paid period (null: no end). */
export async function setPaidPlan(db: Db, userId: string, plan: PlanCode, until: Date | null): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ plano_code: plan, plano_until: until, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The plan and the end of its paid period, with the profile row locked for the rest of the transaction. */
export async function lockPaidPlan(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['plano_code', 'plano_until'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The people whose paid period has ended by `now` (their plan is recomputed from the payments). */
export async function listEndedPaidPeriods(db: Db, now: Date, limit: number) {
  const rows = await db
    .selectFrom('profiles')
    .select('id')
    .where('plano_until', '<=', now)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
