import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Tx } from '../../db/transaction.js';

// The export's rows: the person's data across the schema (read only, never a secret), and the
// data_exports rows themselves.
//
// Every table of apps/server/src/db/schema.ts (and better-auth's) is either read here or left out
// on purpose:
// - read: user, profiles, profile_weights, user_tests, activities, coin_ledger, coin_wallets,
//   promotion_marks, ranking_entries, payments (receipts), subscriptions (the monthly plan's), notifications and notification_settings (the centre and the reminder choices), trainer_links (as student and as trainer), trainer_invites (as trainer, and the
//   one the person used), turmas (the person's as a trainer, with members by name while they share, and
//   their links without tokens), turma_members (the turmas the person is in), comments (written by the
//   person, and on the person's sessions and weeks), trainer_access_log (what trainers viewed of the person, and what the person
//   viewed as a trainer), consents, tracker_connections (metadata), webhook_events (the provider's
//   notices about the person's athlete id), technique_analyses, audit_log (entries about the person;
//   the person's own actions as an admin by action and date only), data_exports (metadata),
//   editais (versions the person published as an admin), session and account (metadata),
//   mail_outbox (subject and date), knowledge_snippets (which ones the balance unlocks: service),
//   training_plan_settings (the plan's availability, goal and last projection; the plan itself is
//   computed on read, never stored), training_plan_adjustments (a trainer's changes to the person's
//   plan weeks, and those the person wrote as a trainer), ranking_reports (made by the person, and
//   about their workouts without the reporter).
// - left out: session.token, account.password and the account's OAuth tokens,
//   tracker_connections.access_token / refresh_token, trainer_invites.token_hash (credentials, not
//   information about the person); mail_outbox bodies (they carry live sign-in and reset links);
//   oauth_states (single-use 10-minute CSRF states), verification (better-auth's pending e-mail
//   and reset tokens), rateLimit and rpc_rate_limits (abuse counters kept an hour), pgboss.* (job
//   rows, gone within a week); data_exports.file (earlier exports themselves);
//   ranking_config and knowledge_snippets' texts (reference data, nobody's personal data);
//   pass_chances (an estimate recomputed from user_tests and profiles, both exported);
//   payment_notices (which provider status was applied: the payments' own rows say it);
//   push_subscriptions (a browser's push endpoint and keys: capabilities of the device, not
//   information about the person).

export async function readAccount(db: Db, userId: string) {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'createdAt', 'updatedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const profile = await db
    .selectFrom('profiles')
    .select([
      'role',
      'role_intent',
      'full_name',
      'nickname',
      'birth_date',
      'sexo',
      'peso_kg',
      'altura_cm',
      'taf_dt',
      'cargo_code',
      'consent_ranking',
      'plano_code',
      'plano_until',
      'edital_id',
      'cref_number',
      'cref_region',
      'cref_verified',
      'cref_status',
      'cref_rejection_reason',
      'disabled_at',
      'deletion_requested_at',
      'deletion_due_at',
      'last_seen',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  // 'Meus pagamentos' (issue 25): every receipt with its provider ids.
  const payments = await db
    .selectFrom('payments')
    .select([
      'id',
      'plan_code',
      'amount_cents',
      'status',
      'method',
      'provider',
      'provider_payment_id',
      'period_start',
      'period_end',
      'paid_at',
      'ended_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['status', 'started_at', 'cancelled_at', 'ended_at', 'end_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Reminders (issue 26): the notification centre and the choices.
  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const notificationSettings = await db
    .selectFrom('notification_settings')
    .select(['disabled_kinds', 'session_hour', 'quiet_start', 'quiet_end', 'email', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { user, profile, payments, subscription, notifications, notificationSettings };
}

/** better-auth's rows, by their metadata only: no session token, no password hash, no OAuth token. */
export async function readSignIns(db: Db, userId: string) {
  const sessions = await sql<{
    created_at: Date;
    expires_at: Date;
    ip_address: string | null;
    user_agent: string | null;
  }>`select "createdAt" as created_at, "expiresAt" as expires_at, "ipAddress" as ip_address,
       "userAgent" as user_agent
     from "session" where "userId" = ${userId} order by "createdAt" desc`.execute(db);
  const accounts = await sql<{ provider: string; created_at: Date; updated_at: Date }>`
    select "providerId" as provider, "createdAt" as created_at, "updatedAt" as updated_at
    from "account" where "userId" = ${userId} order by "createdAt"`.execute(db);
  return { sessions: sessions.rows, accounts: accounts.rows };
}

/** What the person logged and was scored on: weighings, simulations, workouts, technique. */
async function readLoggedTraining(db: Db, userId: string) {
  const weights = await db
    .selectFrom('profile_weights')
    .select(['measured_on', 'peso_kg'])
    .where('user_id', '=', userId)
    .orderBy('measured_on')
    .execute();
  const tests = await db
    .selectFrom('user_tests')
    .select([
      'id',
      'edital_id',
      'edital_version',
      'sexo',
      'cargo_code',
      'inputs',
      'json_resultado',
      'nota_final',
      'apto',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const activities = await db
    .selectFrom('activities')
    .select([
      'id',
      'activity_type',
      'source',
      'external_id',
      'value_primary',
      'value_secondary',
      'duration_minutes',
      'exercise',
      'sets',
      'workout_date',
      'start_time',
      'notes',
      'average_heartrate',
      'max_heartrate',
      'average_cadence',
      'summary_polyline',
      'elapsed_time_s',
      'best_2400_s',
      'best_100_s',
      'pool_length_m',
      'lengths',
      'device',
      'board_flag',
      'board_review',
      'revision',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('workout_date')
    .orderBy('created_at')
    .execute();
  const analyses = await db
    .selectFrom('technique_analyses')
    .select(['id', 'activity_id', 'repetitions', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { weights, tests, activities, analyses };
}

/** The person's coins, wallet and places on the boards. */
async function readCoinsAndBoards(db: Db, userId: string) {
  const ledger = await db
    .selectFrom('coin_ledger')
    .select(['id', 'amount', 'reason', 'category', 'activity_id', 'iso_week', 'workouts', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const wallet = await db
    .selectFrom('coin_wallets')
    .select(['balance', 'workouts', 'run', 'swim', 'barra', 'bonus', 'test'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const ranks = await db
    .selectFrom('ranking_entries')
    .select(['board', 'period', 'score', 'division', 'listed', 'reached_at'])
    .where('user_id', '=', userId)
    .orderBy('board')
    .orderBy('period')
    .execute();
  const promotionMark = await db
    .selectFrom('promotion_marks')
    .select('seen_workouts')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { ledger, wallet: wallet ?? null, promotionMark: promotionMark ?? null, ranks };
}

/**
 * The person's plan settings, a trainer's changes to the person's plan weeks, and those the person
 * wrote as a trainer.
 */
async function readPlan(db: Db, userId: string) {
  const trainingPlanSettings = await db
    .selectFrom('training_plan_settings')
    .select(['sessions_per_week', 'goal', 'last_projection', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const planAdjustments = await db
    .selectFrom('training_plan_adjustments as adj')
    .leftJoin('profiles as other', 'other.id', 'adj.trainer_id')
    .select([
      'adj.week_end',
      'adj.action',
      'adj.volume_percent',
      'adj.removed',
      'adj.note',
      nameOf.as('trainer_name'),
      'adj.created_at',
    ])
    .where('adj.user_id', '=', userId)
    .orderBy('adj.id')
    .execute();
  const planAdjustmentsAsTrainer = await db
    .selectFrom('training_plan_adjustments as adj')
    .leftJoin('profiles as other', 'other.id', 'adj.user_id')
    .select([
      'adj.user_id as student_id',
      nameOf.as('student_name'),
      'adj.week_end',
      'adj.action',
      'adj.volume_percent',
      'adj.removed',
      'adj.note',
      'adj.created_at',
    ])
    .where('adj.trainer_id', '=', userId)
    .orderBy('adj.id')
    .execute();
  return { trainingPlanSettings: trainingPlanSettings ?? null, planAdjustments, planAdjustmentsAsTrainer };
}

/**
 * Board reports the person made (who they reported, by nickname) and those made about their
 * workouts (never who made them: another person's data); decision 039.
 */
async function readBoardReports(db: Db, userId: string) {
  const reportsMade = await db
    .selectFrom('ranking_reports as r')
    .leftJoin('profiles as other', 'other.id', 'r.reported_user_id')
    .select(['r.board', 'r.period', 'other.nickname as reported_nickname', 'r.created_at', 'r.resolution'])
    .where('r.reporter_id', '=', userId)
    .orderBy('r.created_at')
    .execute();
  const reportsAboutMe = await db
    .selectFrom('ranking_reports')
    .select(['board', 'period', 'activity_id', 'created_at', 'resolution', 'resolved_at'])
    .where('reported_user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { reportsMade, reportsAboutMe };
}

export async function readTraining(db: Db, userId: string) {
  // One after the other: on the embedded database the queries share one connection anyway.
  const logged = await readLoggedTraining(db, userId);
  const coins = await readCoinsAndBoards(db, userId);
  const plan = await readPlan(db, userId);
  const reports = await readBoardReports(db, userId);
  return { ...logged, ...coins, ...reports, ...plan };
}

const nameOf = sql<string | null>`coalesce(other.full_name, other.nickname)`;

export async function readTrainerRelations(db: Db, userId: string) {
  const [asStudent, asTrainer, invites, viewedMe, viewedByMe, turmas] = await Promise.all([
    db
      .selectFrom('trainer_links as link')
      .leftJoin('profiles as other', 'other.id', 'link.trainer_id')
      .select([
        'link.id',
        'link.trainer_id',
        nameOf.as('trainer_name'),
        'link.approved_at',
        'link.revoked_at',
        'link.ended_by',
      ])
      .where('link.student_id', '=', userId)
      .orderBy('link.approved_at')
      .execute(),
    db
      .selectFrom('trainer_links as link')
      .leftJoin('profiles as other', 'other.id', 'link.student_id')
      .select([
        'link.id',
        'link.student_id',
        // A student who revoked the link is no longer the trainer's to name (not even their new name).
        sql<
          string | null
        >`case when link.revoked_at is null then coalesce(other.full_name, other.nickname) end`.as(
          'student_name',
        ),
        'link.approved_at',
        'link.revoked_at',
      ])
      .where('link.trainer_id', '=', userId)
      .orderBy('link.approved_at')
      .execute(),
    db
      .selectFrom('trainer_invites')
      .select(['id', 'created_at', 'expires_at', 'used_at', 'canceled_at'])
      .where('trainer_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('trainer_access_log as log')
      .leftJoin('profiles as other', 'other.id', 'log.trainer_id')
      .select(['log.trainer_id', nameOf.as('trainer_name'), 'log.resource', 'log.viewed_at'])
      .where('log.student_id', '=', userId)
      .orderBy('log.viewed_at')
      .execute(),
    db
      .selectFrom('trainer_access_log as log')
      .select(['log.student_id', 'log.resource', 'log.viewed_at'])
      .where('log.trainer_id', '=', userId)
      .orderBy('log.viewed_at')
      .execute(),
    readTurmas(db, userId),
  ]);
  return { asStudent, asTrainer, invites, viewedMe, viewedByMe, turmas };
}

/** The turmas the person is in, and those they run as a trainer (links without their tokens). */
async function readTurmas(db: Db, userId: string) {
  const [memberOf, run, links, comments] = await Promise.all([
    db
      .selectFrom('turma_members as member')
      .innerJoin('turmas', 'turmas.id', 'member.turma_id')
      .leftJoin('profiles as other', 'other.id', 'turmas.trainer_id')
      .select(['turmas.id', 'turmas.name', nameOf.as('trainer_name'), 'member.joined_at'])
      .where('member.student_id', '=', userId)
      .orderBy('member.joined_at')
      .execute(),
    db
      .selectFrom('turmas')
      .select(['id', 'name', 'edital_id', 'taf_date', 'description', 'created_at', 'archived_at'])
      .select((eb) =>
        eb
          .selectFrom('turma_members')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('turma_members.turma_id', '=', 'turmas.id')
          .as('member_count'),
      )
      .where('trainer_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('turma_invites as invite')
      .innerJoin('turmas', 'turmas.id', 'invite.turma_id')
      .select([
        'invite.id',
        'invite.turma_id',
        'invite.max_uses',
        'invite.uses',
        'invite.created_at',
        'invite.expires_at',
        'invite.revoked_at',
      ])
      .where('turmas.trainer_id', '=', userId)
      .orderBy('invite.created_at')
      .execute(),
    db
      .selectFrom('comments')
      .select(['id', 'activity_id', 'week_start', 'turma_id', 'body', 'created_at'])
      .select(sql<boolean>`author_id = ${userId}`.as('written_by_you'))
      .where((eb) => eb.or([eb('author_id', '=', userId), eb('student_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
  ]);
  return { memberOf, run, links, comments };
}

export async function readPrivacyAndSystem(db: Db, userId: string) {
  const [consents, connections, exports, auditAboutMe, auditByMe, editais, mails] = await Promise.all([
    db
      .selectFrom('consents')
      .select(['kind', 'granted', 'text_version', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tracker_connections')
      .select(['provider', 'athlete_id', 'scope', 'connected_at', 'revoked_at', 'last_sync_at'])
      .where('user_id', '=', userId)
      .orderBy('connected_at')
      .execute(),
    db
      .selectFrom('data_exports')
      .select(['id', 'status', 'size_bytes', 'created_at', 'ready_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['action', 'details', 'created_at', sql<boolean>`actor_id = ${userId}`.as('by_self')])
      .where('target_user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['action', 'created_at'])
      .where('actor_id', '=', userId)
      .where((eb) => eb.or([eb('target_user_id', 'is', null), eb('target_user_id', '!=', userId)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('editais')
      .select(['id', 'version', 'name', 'created_at'])
      .where('created_by', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .innerJoin('user', (join) => join.on(sql`lower("user".email)`, '=', sql.ref('mail_outbox.to_address')))
      .select(['mail_outbox.subject', 'mail_outbox.created_at'])
      .where('user.id', '=', userId)
      .orderBy('mail_outbox.created_at')
      .execute(),
  ]);
  const athleteIds = connections.map((c) => c.athlete_id);
  const webhookEvents = athleteIds.length
    ? await db
        .selectFrom('webhook_events')
        .select([
          'provider',
          'object_type',
          'object_id',
          'aspect',
          'event_time',
          'received_at',
          'processed_at',
        ])
        .where('owner_id', 'in', athleteIds)
        .where('provider', 'in', [...new Set(connections.map((c) => c.provider))])
        .orderBy('received_at')
        .execute()
    : [];
  return { consents, connections, exports, auditAboutMe, auditByMe, editais, mails, webhookEvents };
}

export type PersonRows = Awaited<ReturnType<typeof readAccount>> &
  Awaited<ReturnType<typeof readSignIns>> &
  Awaited<ReturnType<typeof readTraining>> &
  Awaited<ReturnType<typeof readTrainerRelations>> &
  Awaited<ReturnType<typeof readPrivacyAndSystem>>;

export async function readPerson(db: Db, userId: string): Promise<PersonRows> {
  // One after the other: on the embedded database the queries share one connection anyway.
  const account = await readAccount(db, userId);
  const signIns = await readSignIns(db, userId);
  const training = await readTraining(db, userId);
  const trainers = await readTrainerRelations(db, userId);
  const privacy = await readPrivacyAndSystem(db, userId);
  return { ...account, ...signIns, ...training, ...trainers, ...privacy };
}

// ---- data_exports ----

export async function insertExport(db: Db | Tx, userId: string) {
  return db
    .insertInto('data_exports')
    .values({ user_id: userId, status: 'pendente' })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A job that died leaves its row 'pendente': after this long it no longer holds new requests back. */
export const STALE_PENDING_MS = 15 * 60 * 1000;

export async function findPendingExport(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('data_exports')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pendente')
    .where('created_at', '>', new Date(now.getTime() - STALE_PENDING_MS))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function findExport(db: Db, id: string) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'user_id', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markReady(db: Db, id: string, file: Uint8Array, readyAt: Date, expiresAt: Date) {
  await db
    .updateTable('data_exports')
    .set({
      status: 'pronto',
      file: Buffer.from(file),
      size_bytes: file.byteLength,
      error: null,
      ready_at: readyAt,
      expires_at: expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .execute();
}

export async function markFailed(db: Db, id: string, error: string) {
  await db
    .updateTable('data_exports')
    .set({ status: 'falhou', error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .execute();
}

export async function listExports(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'status', 'size_bytes', 'created_at', 'ready_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The owner's file while it is ready and not expired; anything else is not found. */
export async function findDownloadable(db: Db, id: string, userId: string, now: Date) {
  return db
    .selectFrom('data_exports')
    .select(['file', 'ready_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'pronto')
    .where('file', 'is not', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Maintenance: drops the files whose 24 hours are over (the row stays as history), marks 'falhou' the
 * exports whose job never finished, and deletes rows older than 30 days.
 */
export async function pruneExports(db: Db, now: Date) {
  const files = await db
    .updateTable('data_exports')
    .set({ file: null })
    .where('file', 'is not', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  await db
    .updateTable('data_exports')
    .set({ status: 'falhou', error: 'A preparação não terminou.' })
    .where('status', '=', 'pendente')
    .where('created_at', '<=', new Date(now.getTime() - STALE_PENDING_MS))
    .execute();
  const old = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const rows = await db.deleteFrom('data_exports').where('created_at', '<', old).executeTakeFirst();
  return { files: Number(files.numUpdatedRows), rows: Number(rows.numDeletedRows) };
}
