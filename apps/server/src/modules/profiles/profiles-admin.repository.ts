import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';

// The admin's reads and writes of the profiles (the users list, roles, plans, disabling, the CREF
// queue): the profiles module owns the table (decision 041), the admin module calls them through
// profiles-admin.service.ts.

/** The counts of the admin panel, in one pass over the profiles (spec §7 'Admin counts'). */
export async function countUsers(db: Db) {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => [
      eb.fn.countAll<string>().as('total_users'),
      sql<string>`count(*) filter (where role = 'aluno')`.as('candidates'),
      sql<string>`count(*) filter (where role = 'treinador')`.as('trainers'),
      sql<string>`count(*) filter (where role = 'admin')`.as('admins'),
      sql<string>`count(*) filter (where last_seen >= now() - interval '30 days')`.as('active_30d'),
      sql<string>`count(*) filter (where role = 'treinador' and not cref_verified and cref_number is not null)`.as(
        'trainers_unverified',
      ),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<
    keyof typeof row,
    number
  >;
}

const USER_COLUMNS = [
  'profiles.id',
  'user.email',
  'profiles.full_name',
  'profiles.nickname',
  'profiles.role',
  'profiles.plano_code',
  'profiles.disabled_at',
  'profiles.created_at',
  'profiles.last_seen',
  'profiles.cref_status',
] as const;

export interface UserFilters {
  /** Lower-cased prefix, LIKE wildcards escaped. */
  prefix?: string;
  role?: Role;
  plan?: PlanCode;
  status?: 'active' | 'disabled';
  after?: { createdAt: Date; id: string };
  limit: number;
}

/**
 * /admin/users: newest sign-ups first, keyset-paginated. A search matches the start of the e-mail,
 * the nickname or the full name, all three on profiles with a prefix index each (migration 015).
 */
export async function listUsers(db: Db, filters: UserFilters) {
  let query = db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(USER_COLUMNS)
    .orderBy('profiles.created_at', 'desc')
    .orderBy('profiles.id', 'desc')
    .limit(filters.limit + 1);
  if (filters.prefix !== undefined) {
    const pattern = `${filters.prefix}%`;
    query = query.where((eb) =>
      eb.or([
        eb('profiles.email_search', 'like', pattern),
        eb(sql`lower(profiles.nickname)`, 'like', pattern),
        eb(sql`lower(profiles.full_name)`, 'like', pattern),
      ]),
    );
  }
  if (filters.role) query = query.where('profiles.role', '=', filters.role);
  if (filters.plan) {
    query =
      filters.plan === 'FREE'
        ? query.where((eb) =>
            eb.or([eb('profiles.plano_code', 'is', null), eb('profiles.plano_code', '=', 'FREE')]),
          )
        : query.where('profiles.plano_code', '=', filters.plan);
  }
  if (filters.status === 'disabled') query = query.where('profiles.disabled_at', 'is not', null);
  if (filters.status === 'active') query = query.where('profiles.disabled_at', 'is', null);
  if (filters.after) {
    const { createdAt, id } = filters.after;
    query = query.where((eb) =>
      eb.or([
        eb('profiles.created_at', '<', createdAt),
        eb.and([eb('profiles.created_at', '=', createdAt), eb('profiles.id', '<', id)]),
      ]),
    );
  }
  return query.execute();
}

export async function findUser(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(USER_COLUMNS)
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Active admins other than this person (the last admin cannot be removed): not disabled and not
 * waiting for their own account deletion (two admins scheduling theirs must not leave none).
 */
export async function countOtherActiveAdmins(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('deletion_due_at', 'is', null)
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Admin changes take turns: two admins demoting each other at once cannot both pass the check. */
export async function lockAdminChanges(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('prontidao:admin-roles'))`.execute(db);
}

/** An admin's role change: 'aluno' marks the account demoted and clears its intent; any other role lifts that. */
export async function setRole(db: Db, userId: string, role: Role) {
  const demoted = role === 'aluno';
  await db
    .updateTable('profiles')
    .set({
      role,
      demoted_at: demoted ? sql`now()` : null,
      ...(demoted ? { role_intent: null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function setPlan(db: Db, userId: string, plan: PlanCode) {
  await db
    .updateTable('profiles')
    // A courtesy plan has no end (a paid period's end does not carry over).
    .set({ plano_code: plan, plano_until: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function setDisabled(db: Db, userId: string, disabled: boolean) {
  await db
    .updateTable('profiles')
    .set({ disabled_at: disabled ? sql<Date>`now()` : null })
    .where('id', '=', userId)
    .execute();
}

export async function listCrefQueue(db: Db) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select([
      'profiles.id as user_id',
      'profiles.full_name',
      'user.email',
      'profiles.cref_number',
      'profiles.cref_region',
      'profiles.updated_at as submitted_at',
    ])
    .where('profiles.cref_status', '=', 'pendente')
    .orderBy('profiles.updated_at', 'asc')
    .limit(200)
    .execute();
}

/** Decides a pending CREF; false when it is no longer pending (decided meanwhile, or edited). */
export async function decideCref(
  db: Db,
  userId: string,
  decision: { status: 'verificado' } | { status: 'rejeitado'; reason: string },
): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set({
      cref_status: decision.status,
      cref_verified: decision.status === 'verificado',
      cref_rejection_reason: decision.status === 'rejeitado' ? decision.reason : null,
    })
    .where('id', '=', userId)
    .where('cref_status', '=', 'pendente')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
