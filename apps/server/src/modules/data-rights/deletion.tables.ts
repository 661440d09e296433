/**
 * How a deleted person's rows leave each table of the schema (issue 13). deletion.test.ts lists
 * every table of the database and fails when one is missing here: a new table must say how it
 * is covered before it ships.
 *
 * - 'cascade from user': a foreign key to "user" with ON DELETE CASCADE (the test checks it).
 * - 'set null: …': the rows are someone else's (or the system's) and stay; the key to the person
 *   becomes null (the test checks the ON DELETE SET NULL).
 * - 'explicit: …': deletion.repository.ts deletePerson deletes them by name.
 * - 'no personal data: …': nothing of a person is stored there.
 */
export type DeletionRule =
  | 'cascade from user'
  | `set null: ${string}`
  | `explicit: ${string}`
  | `no personal data: ${string}`;

export const DELETION_TABLES: Record<string, DeletionRule> = {
  // better-auth
  user: 'explicit: the row itself, deleted last; everything marked cascade goes with it',
  session: 'cascade from user',
  account: 'cascade from user',
  verification: 'explicit: tokens whose value or identifier names the person (password reset)',
  rateLimit:
    'no personal data: sign-in counters by client address and path, tied to no account, pruned every 15 minutes',
  // ours
  profiles: 'cascade from user',
  profile_weights: 'cascade from user',
  user_tests: 'cascade from user',
  pass_chances: 'cascade from user',
  payments:
    'set null: receipts stay for the tax records (amount, plan, dates, provider ids), without the person',
  subscriptions: 'cascade from user',
  notifications: 'cascade from user',
  notification_settings: 'cascade from user',
  push_subscriptions: 'cascade from user',
  payment_notices: 'no personal data: which status of which provider payment was applied, and when',
  activities: 'cascade from user',
  coin_ledger: 'cascade from user',
  coin_wallets: 'cascade from user',
  promotion_marks: 'cascade from user',
  ranking_entries: 'cascade from user',
  ranking_reports: 'cascade from user',
  oauth_states: 'cascade from user',
  tracker_connections: 'cascade from user',
  webhook_events: "explicit: Strava's events about the person's athlete id (read from their connections)",
  trainer_invites: 'cascade from user',
  trainer_links: 'cascade from user',
  trainer_access_log: 'cascade from user',
  turmas: 'cascade from user',
  turma_members: 'cascade from user',
  comments: 'cascade from user',
  turma_challenges:
    "no personal data: a turma's challenge (title, metric, dates), gone with its turma (cascade from turmas)",
  turma_invites:
    "no personal data: a turma's links (a cap, a count, dates; the token only hashed), gone with their turma (cascade from turmas)",
  technique_analyses: 'cascade from user',
  consents: 'cascade from user',
  data_exports: 'cascade from user',
  training_plan_settings:
    "set null: set_by (a deleted trainer's turma plan stays in the student's settings, unsigned); the person's own row cascades from user_id",
  training_plan_adjustments:
    "set null: trainer_id (a deleted trainer's changes to a student's plan stay in the student's history, unsigned); the student's own rows cascade from user_id",
  mail_outbox: "explicit: every message to the person's address",
  rpc_rate_limits: "explicit: counters keyed '<call>:<user id>'",
  audit_log:
    "set null: admins' actions on or by the person stay with the person removed; the deletion's own 'account.deleted' entry keeps their id only",
  editais: 'set null: created_by (the admin who imported an edital)',
  knowledge_snippets: 'no personal data: reference data (the knowledge pills)',
  ranking_config: 'no personal data: which sources the boards count',
  app_migrations: 'no personal data: applied migrations',
  app_migrations_lock: 'no personal data: the migration lock',
};

/** The job queue's tables (pgboss schema) that can hold a job naming the person (mail, backfill). */
export const JOB_TABLES_WITH_PERSONAL_DATA = ['pgboss.job', 'pgboss.archive'] as const;
