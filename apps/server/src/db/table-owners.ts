/**
 * Which area owns each table (decision 041). Only the owner's files query a table; another area
 * calls the owner's service. An area is a module under `modules/` (its name), or `lib`, `jobs`, or
 * an integration (`integrations/mail`). better-auth's tables belong to `auth`, the job queue's
 * (schema pgboss) to `jobs`. scripts/table-ownership.test.mjs scans the non-test sources and fails
 * when a file queries a table its area does not own.
 */
export const TABLE_OWNERS = {
  // better-auth's accounts and sign-in (its rateLimit counters sit with ours, under lib).
  user: 'auth',
  session: 'auth',
  account: 'auth',
  verification: 'auth',

  profiles: 'profiles',
  profile_weights: 'profiles',

  editais: 'taf',
  user_tests: 'taf',
  pass_chances: 'taf',
  payments: 'payments',
  payment_notices: 'payments',
  subscriptions: 'payments',
  notifications: 'notifications',
  notification_settings: 'notifications',
  push_subscriptions: 'notifications',

  activities: 'training',
  coin_ledger: 'coins',
  coin_wallets: 'coins',
  promotion_marks: 'coins',
  knowledge_snippets: 'rewards',

  ranking_entries: 'rankings',
  ranking_config: 'rankings',
  ranking_reports: 'ranking-moderation',

  oauth_states: 'tracker',
  tracker_connections: 'tracker',
  webhook_events: 'tracker',

  trainer_invites: 'trainers',
  trainer_links: 'trainers',
  trainer_access_log: 'trainers',
  turmas: 'turmas',
  turma_members: 'turmas',
  turma_invites: 'turmas',
  comments: 'turmas',
  turma_challenges: 'turmas',

  audit_log: 'audit',
  technique_analyses: 'technique',
  consents: 'consent-log',
  data_exports: 'data-rights',
  training_plan_settings: 'training-plan',
  training_plan_adjustments: 'training-plan',

  rpc_rate_limits: 'lib',
  rateLimit: 'lib',
  mail_outbox: 'integrations/mail',
  'pgboss.job': 'jobs',
  'pgboss.archive': 'jobs',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The files that may read and write every table: the person's data export and deletion (LGPD),
 * which must reach every row about a person. Paths from apps/server/src.
 */
export const READERS_OF_ALL_TABLES = [
  'modules/data-rights/export.repository.ts',
  'modules/data-rights/deletion.repository.ts',
] as const;

/**
 * Code outside every area, which builds the database rather than using it: the migrations (they
 * create every table) and the demo seed (a composition root, like app.ts). Paths from
 * apps/server/src.
 */
export const OUTSIDE_OWNERSHIP = ['db/migrations/', 'db/seed/'] as const;

/**
 * Read models: files that read — never write — named tables of other areas inside one statement,
 * where asking each owner's service would turn one query into several on a hot or aggregate path
 * (decision 041). Each says why; every write stays with the owner, and the scan reports a declared
 * reader that writes, or reads a table it is not declared for. Paths from apps/server/src.
 */
export const DECLARED_READERS: Record<string, { tables: readonly TableName[]; why: string }> = {
  'modules/profiles/profiles.repository.ts': {
    tables: ['session'],
    why: "the viewer of every call: the live session and its profile in one prepared statement (decision 016's read path)",
  },
  'modules/notifications/notifications-audience.repository.ts': {
    tables: ['profiles', 'training_plan_settings', 'activities', 'coin_ledger', 'user'],
    why: 'a scheduled reminder picks its people in one statement per kind: TAF dates, plans, the week’s sessions and coins, the CREF queue, the address of an e-mail (decision 053)',
  },
  'modules/payments/payments.repository.ts': {
    tables: ['user'],
    why: "the admin's payments list says whose each payment is (e-mail), in the statement that lists them (issue 25)",
  },
  'modules/rankings/rankings.repository.ts': {
    tables: ['activities', 'profiles'],
    why: 'a board is built from the workouts and shown by nickname, one statement per board (decision 028)',
  },
  'modules/taf/exam-board.repository.ts': {
    tables: ['profiles'],
    why: "an exam's board ranks each consenting person's best simulation by nickname, one statement per board (decision 045)",
  },
  'modules/ranking-moderation/ranking-moderation.repository.ts': {
    tables: ['activities', 'profiles'],
    why: 'the moderation queue shows the workout behind a board entry and whose it is (decision 039)',
  },
  'modules/turmas/turma-board.repository.ts': {
    tables: [
      'profiles',
      'trainer_links',
      'activities',
      'user_tests',
      'training_plan_settings',
      'pass_chances',
    ],
    why: "a turma's board answers for 200 students in one statement: each one's week, plan and last simulations, only while their sharing lasts (decision 049)",
  },
  'modules/turmas/comments.repository.ts': {
    tables: ['profiles'],
    why: "a thread names each comment's author, in the statement that reads the thread (decision 049)",
  },
  'modules/turmas/turma-challenge.repository.ts': {
    tables: ['profiles', 'trainer_links', 'activities', 'coin_ledger'],
    why: "a challenge's standings count each sharing member's sessions or coins in its window, by nickname, in one statement (decision 049)",
  },
  'modules/admin-analytics/admin-analytics.repository.ts': {
    tables: ['user', 'session', 'profiles', 'user_tests', 'activities'],
    why: "the system statistics are one-statement aggregates across the app's tables (decision 032)",
  },
};
