import type { Role, RoleIntent } from '@prontidao/domain/auth/roles';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { StoredCargoCode } from '@prontidao/domain/profile/cargos';
import type { Sex } from '@prontidao/domain/profile/sex';
import type { BoardFlag, BoardReview } from '@prontidao/domain/rankings/board-validation';
import type { SnippetTopic } from '@prontidao/domain/rewards/reward-types';
import type { ActivitySource, ActivityType } from '@prontidao/domain/training/activity-types';
import type { ExerciseKind } from '@prontidao/domain/training/exercise-kinds';
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as a Date; written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** better-auth's user table (read-only for us, except through better-auth). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
}

export type { Role, RoleIntent };

export interface ProfilesTable {
  id: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** What the person came for; the trainer role itself comes only from trainer onboarding. */
  role_intent: RoleIntent | null;
  full_name: string | null;
  nickname: string | null;
  /** nicknameKey(nickname): unique, so look-alike nicknames collide (Unicode TR39). */
  nickname_key: string | null;
  birth_date: string | null;
  sexo: Sex | null;
  peso_kg: number | null;
  altura_cm: number | null;
  taf_dt: string | null;
  cargo_code: StoredCargoCode | null;
  consent_ranking: ColumnType<boolean, boolean | undefined, boolean>;
  /** The app writes the domain's codes; a read may give another (old data), taken as the free tier. */
  plano_code: ColumnType<string | null, PlanCode | null, PlanCode | null>;
  /** End of the paid period (issue 25); past it the viewer reads the free tier. Null: no end. */
  plano_until: Date | null;
  edital_id: string | null;
  /** The version chosen; null: the newest (profiles from before versions were pinned). */
  edital_version: number | null;
  cref_number: string | null;
  cref_region: string | null;
  cref_verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'pendente' (admin queue), 'verificado' or 'rejeitado'; null for who never filed a CREF. */
  cref_status: CrefStatus | null;
  cref_rejection_reason: string | null;
  /** Set by an admin: the account cannot sign in and has no session. */
  disabled_at: Timestamp | null;
  /** An admin made the account 'aluno': no trainer onboarding until an admin grants a role again. */
  demoted_at: Timestamp | null;
  /** An account deletion waiting out its grace period (signing in cancels it). */
  deletion_requested_at: Timestamp | null;
  deletion_due_at: Timestamp | null;
  /** lower(user.email), kept by triggers: the admin search's e-mail prefix (migration 015). */
  email_search: ColumnType<string | null, never, never>;
  last_seen: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers the mail was sent with (List-Unsubscribe, RFC 8058), or null. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export type EditalFormat = 'grade_table' | 'exam';

export interface EditaisTable {
  id: string;
  version: number;
  name: string;
  is_estimate: boolean;
  /** 'grade_table': graded 0–10 by tables (CBMDF, CBMMG); 'exam': pass marks or points per event. */
  format: Generated<EditalFormat>;
  /** No longer offered; whoever follows it keeps it. Set on every version of the id. */
  archived_at: Date | null;
  document: ColumnType<unknown, string, string>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface UserTestsTable {
  id: Generated<string>;
  user_id: string;
  edital_id: string;
  edital_version: number;
  sexo: Sex;
  cargo_code: StoredCargoCode | null;
  inputs: ColumnType<unknown, string, string>;
  json_resultado: ColumnType<unknown, string, string>;
  /** Null for an exam without a grade out of 10 (pass marks only). */
  nota_final: number | null;
  /** How the result ranks on its exam's board (grade, points or index: domain exams/result-score.ts). */
  ranking_score: number | null;
  apto: boolean;
  created_at: Generated<Date>;
}

export interface ActivitiesTable {
  id: Generated<string>;
  user_id: string;
  activity_type: ActivityType;
  source: ActivitySource;
  external_id: string | null;
  client_key: string | null;
  value_primary: number | null;
  value_secondary: number | null;
  duration_minutes: number | null;
  /** The TAF exercise, exactly when activity_type is EXERCISE (decision 046). */
  exercise: ExerciseKind | null;
  /** Séries, holds or tiros of an EXERCISE (1–30). */
  sets: number | null;
  /** 'YYYY-MM-DD' (São Paulo). */
  workout_date: ColumnType<string, string, string>;
  start_time: Timestamp | null;
  notes: string | null;
  average_heartrate: number | null;
  max_heartrate: number | null;
  average_cadence: number | null;
  summary_polyline: string | null;
  elapsed_time_s: number | null;
  /** Fastest continuous 2400 m (runs) / 100 m (swims) inside the activity, from device data. */
  best_2400_s: number | null;
  best_100_s: number | null;
  pool_length_m: number | null;
  lengths: number | null;
  device: string | null;
  content_hash: string | null;
  /** Why the workout failed the board check when written; null: it passed (decision 039). */
  board_flag: BoardFlag | null;
  /** An admin's decision on /admin/ranking. */
  board_review: BoardReview | null;
  revision: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type LedgerReason = 'activity' | 'activity_reversal' | 'regularity_bonus' | 'test_grant';
export type LedgerCategory = 'RUN' | 'SWIM' | 'BARRA' | 'EXERCISE' | 'BONUS' | 'TEST' | 'OTHER';

export interface CoinLedgerTable {
  id: Generated<number>;
  user_id: string;
  amount: number;
  reason: LedgerReason;
  category: LedgerCategory;
  activity_id: string | null;
  /** 'YYYY-Www' (ISO week in São Paulo) of the workout or bonus. */
  iso_week: string | null;
  /** +1 when an activity is credited, -1 when a manual one is withdrawn; ranks sum it. */
  workouts: ColumnType<number, number | undefined, number>;
  event_key: string;
  created_at: Generated<Date>;
}

/** A 'Pílula de Conhecimento': reference data seeded at start (modules/rewards/snippets-content.ts). */
export interface KnowledgeSnippetsTable {
  id: string;
  /** 0, 1, 2…: unlocks while the balance is at least snippetCost(position). */
  position: number;
  topic: SnippetTopic;
  title: string;
  body: string;
  extended: string;
  source: string;
  source_url: string | null;
  file_ref: string | null;
  created_at: Generated<Date>;
}

/** Running totals of the ledger per person, kept by a trigger on each ledger insert. */
export interface CoinWalletsTable {
  user_id: string;
  balance: ColumnType<number, never, never>;
  workouts: ColumnType<number, never, never>;
  run: ColumnType<number, never, never>;
  swim: ColumnType<number, never, never>;
  barra: ColumnType<number, never, never>;
  bonus: ColumnType<number, never, never>;
  test: ColumnType<number, never, never>;
  exercise: ColumnType<number, never, never>;
}

/** The workout count of the last promotion a person was shown ('PROMOVIDO!' once per promotion). */
export interface PromotionMarksTable {
  user_id: string;
  seen_workouts: Generated<number>;
}

export interface OauthStatesTable {
  state_hash: string;
  user_id: string;
  provider: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface TrackerConnectionsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  athlete_id: string;
  /** Sealed with lib/token-cipher.ts. */
  access_token: string;
  refresh_token: string;
  expires_at: Timestamp;
  scope: string;
  connected_at: Generated<Date>;
  revoked_at: Timestamp | null;
  last_sync_at: Timestamp | null;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  object_type: string;
  object_id: string;
  aspect: string;
  event_time: ColumnType<number, number | string, number | string>;
  owner_id: string;
  payload: ColumnType<unknown, string, string>;
  received_at: Generated<Date>;
  processed_at: Timestamp | null;
}

/** A person's value on a board for a period ('all' or 'YYYY-MM'), kept with each activity write. */
export interface RankingEntriesTable {
  user_id: string;
  /** 'run_distance' | 'swim_distance' | 'run_time' | 'swim_time'. */
  board: string;
  period: string;
  /** Sorts ascending: minus the metres (distance), the seconds (time). */
  score: number;
  reached_at: Timestamp;
  listed: boolean;
  /** 'A' on distance boards, the sex on time boards (copied from profiles by a trigger). */
  division: string | null;
}

export interface RankingConfigTable {
  id: number;
  /** The RANKING_SOURCES the entries were computed for, sorted, comma-separated. */
  sources: string;
}

export type CrefStatus = 'pendente' | 'verificado' | 'rejeitado';

export interface TrainerInvitesTable {
  id: Generated<string>;
  trainer_id: string;
  /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: string | null;
  canceled_at: Timestamp | null;
}

/** Approved while `revoked_at` is null. */
export interface TrainerLinksTable {
  id: Generated<string>;
  trainer_id: string;
  student_id: string;
  invite_id: string | null;
  approved_at: Generated<Date>;
  revoked_at: Timestamp | null;
  /** Who ended a revoked link: the student, or an admin's demotion of the trainer (null: active). */
  ended_by: 'student' | 'admin' | null;
}

/** What a linked trainer opened: one row per trainer, student, resource and 10-minute window. */
export interface TrainerAccessLogTable {
  id: Generated<number>;
  trainer_id: string;
  student_id: string;
  resource: string;
  window_start: number;
  viewed_at: Generated<Date>;
}

export interface ProfileWeightsTable {
  user_id: string;
  measured_on: ColumnType<string, string, string>;
  peso_kg: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  target_user_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

/** One bar-technique analysis (the plans' monthly quota). */
export interface TechniqueAnalysesTable {
  id: Generated<string>;
  user_id: string;
  activity_id: string | null;
  repetitions: number;
  created_at: Generated<Date>;
}

/** A grant or revocation of a consent (append-only; the newest row per kind is the state). */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: string;
  /** 'ranking' | 'trainer_sharing' | 'strava_import' | 'marketing'. */
  kind: string;
  granted: boolean;
  text_version: string;
  created_at: Generated<Date>;
}

export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  /** 'pendente' | 'pronto' | 'falhou'. */
  status: ColumnType<string, string | undefined, string>;
  file: Buffer | null;
  size_bytes: number | null;
  error: string | null;
  created_at: Generated<Date>;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}

/** A candidate's training-plan choices (issue 14); the plan is computed on read. */
export interface TrainingPlanSettingsTable {
  user_id: string;
  sessions_per_week: number;
  /** 'apto' | 'medalha' | a grade, or one of those per test key. */
  goal: ColumnType<unknown, string | undefined, string>;
  /** The projection last shown, per test key (to tell 'Sua projeção 6,5 → 7,8'). */
  last_projection: ColumnType<unknown, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
  /** Test keys the plan puts first (a turma's plan writes them): JSON array. */
  emphasis: ColumnType<unknown, string | undefined, string>;
  /** Who wrote the row last: null the person, else the trainer whose turma plan did. */
  set_by: string | null;
}

/** A linked trainer's change to one week of a student's plan (issue 14); the newest row of a week applies. */
export interface TrainingPlanAdjustmentsTable {
  id: Generated<number>;
  user_id: string;
  /** 'YYYY-MM-DD': the week's last day (stable while the plan is recomputed). */
  week_end: ColumnType<string, string, string>;
  action: 'set' | 'clear';
  volume_percent: number | null;
  /** [{ date, kind }] of the sessions taken out. */
  removed: ColumnType<unknown, string | undefined, string>;
  note: string | null;
  trainer_id: string | null;
  created_at: Generated<Date>;
}

export interface RpcRateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

/** A report of a board entry by a signed-in person; resolved by the admin's decision (decision 039). */
export interface RankingReportsTable {
  id: Generated<string>;
  reporter_id: string;
  reported_user_id: string;
  /** The workout that made the entry when it was reported. */
  activity_id: string;
  /** A board key ('run_2400_male_alltime'). */
  board: string;
  /** 'all' or the São Paulo month 'YYYY-MM' of a monthly board. */
  period: string;
  created_at: Generated<Date>;
  resolved_at: Timestamp | null;
  resolution: BoardReview | null;
}

/** A trainer's class for one exam and one TAF date (issue 24); archived while `archived_at` is set. */
export interface TurmasTable {
  id: Generated<string>;
  trainer_id: string;
  name: string;
  /** An id of the catalogue (editais): the exam the class prepares for. */
  edital_id: string | null;
  taf_date: string | null;
  description: string | null;
  created_at: Generated<Date>;
  archived_at: Timestamp | null;
  /** The class plan (decision 049): sessions per week and the emphasised test keys. */
  plan_sessions_per_week: number | null;
  plan_emphasis: ColumnType<unknown, string | undefined, string>;
  plan_set_at: Timestamp | null;
}

/** Who is in a turma; the sharing itself is a trainer link (trainers module). */
export interface TurmaMembersTable {
  turma_id: string;
  student_id: string;
  joined_at: Generated<Date>;
}

/** A multi-use turma link: SHA-256 of its token, a cap of people and an expiry. */
export interface TurmaInvitesTable {
  id: Generated<string>;
  turma_id: string;
  token_hash: string;
  max_uses: number;
  uses: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A comment on a student's session or week, or a trainer's note to a turma (issue 24). */
export interface CommentsTable {
  id: Generated<string>;
  student_id: string | null;
  activity_id: string | null;
  /** 'YYYY-MM-DD', a Monday. */
  week_start: string | null;
  turma_id: string | null;
  author_id: string;
  body: string;
  created_at: Generated<Date>;
}

/** A turma's challenge, scored with sessions done or coins earned in its window (issue 24). */
export interface TurmaChallengesTable {
  id: Generated<string>;
  turma_id: string;
  title: string;
  metric: 'treinos' | 'pontos';
  starts_on: string;
  ends_on: string;
  created_at: Generated<Date>;
}

export interface PassChancesTable {
  user_id: string;
  /** What the estimate was computed from (pass-chance.service.ts chanceBasis). */
  basis: string;
  /** The estimate (PassChance), or null when there was none to give. */
  chance: unknown;
  computed_at: Generated<Date>;
}

export type PaymentStatus =
  | 'criado'
  | 'pendente'
  | 'aprovado'
  | 'recusado'
  | 'cancelado'
  | 'estornado'
  | 'contestado';

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string | null;
  plan_code: 'COMUM' | 'AVAN_MENSAL' | 'AVAN_SEMESTRE';
  amount_cents: number;
  provider: Generated<string>;
  checkout_id: string | null;
  provider_payment_id: string | null;
  status: Generated<PaymentStatus>;
  method: 'pix' | 'cartao' | null;
  period_start: Date | null;
  period_end: Date | null;
  paid_at: Date | null;
  ended_at: Date | null;
  /** The provider's page where this payment is made (a renewal is paid from the plans page). */
  checkout_url: string | null;
  /** A renewal: the end of the paid month it follows (unique per person). */
  renewal_for: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type SubscriptionStatus = 'ativa' | 'cancelada' | 'encerrada';

/** The monthly plan's subscription: whether the next month is charged (decision 052). */
export interface SubscriptionsTable {
  user_id: string;
  status: SubscriptionStatus;
  started_at: Generated<Date>;
  cancelled_at: Date | null;
  ended_at: Date | null;
  end_reason: 'renovacao_nao_paga' | 'semestral' | 'estorno' | null;
  updated_at: Generated<Date>;
}

export interface PaymentNoticesTable {
  /** '<provider payment id>:<status>': a status of a payment is applied once. */
  notice_key: string;
  payment_id: string | null;
  outcome: string;
  received_at: Generated<Date>;
}

/** The notification centre: one per person, kind and São Paulo day (issue 26). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  /** 'YYYY-MM-DD' (São Paulo). */
  day: ColumnType<string, string, string>;
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  created_at: Generated<Date>;
  read_at: Date | null;
  delivered_at: Date | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  /** The kinds turned off (a kind added later starts on). */
  disabled_kinds: ColumnType<string[], string[] | undefined, string[]>;
  session_hour: Generated<number>;
  /** Minutes of the day, São Paulo (22:00 = 1320). */
  quiet_start: Generated<number>;
  quiet_end: Generated<number>;
  email: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiration_time: Date | null;
  created_at: Generated<Date>;
  last_sent_at: Date | null;
}

export interface Database {
  activities: ActivitiesTable;
  coin_ledger: CoinLedgerTable;
  coin_wallets: CoinWalletsTable;
  promotion_marks: PromotionMarksTable;
  oauth_states: OauthStatesTable;
  tracker_connections: TrackerConnectionsTable;
  webhook_events: WebhookEventsTable;
  knowledge_snippets: KnowledgeSnippetsTable;
  rpc_rate_limits: RpcRateLimitsTable;
  ranking_entries: RankingEntriesTable;
  ranking_config: RankingConfigTable;
  ranking_reports: RankingReportsTable;
  trainer_invites: TrainerInvitesTable;
  trainer_links: TrainerLinksTable;
  trainer_access_log: TrainerAccessLogTable;
  turmas: TurmasTable;
  turma_members: TurmaMembersTable;
  turma_invites: TurmaInvitesTable;
  comments: CommentsTable;
  turma_challenges: TurmaChallengesTable;
  pass_chances: PassChancesTable;
  payments: PaymentsTable;
  payment_notices: PaymentNoticesTable;
  subscriptions: SubscriptionsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  profile_weights: ProfileWeightsTable;
  audit_log: AuditLogTable;
  technique_analyses: TechniqueAnalysesTable;
  consents: ConsentsTable;
  data_exports: DataExportsTable;
  training_plan_settings: TrainingPlanSettingsTable;
  training_plan_adjustments: TrainingPlanAdjustmentsTable;
  editais: EditaisTable;
  user_tests: UserTestsTable;
  user: UserTable;
  session: SessionTable;
  profiles: ProfilesTable;
  mail_outbox: MailOutboxTable;
}
