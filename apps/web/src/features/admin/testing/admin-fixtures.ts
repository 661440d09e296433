import type { AdminAnalytics, AnalyticsWeek } from '../api/analytics-queries';
import type { CrefRequest } from '../api/cref-queries';
import type { AdminStats, AuditEntry, SystemStatus } from '../api/dashboard-queries';
import type { AdminPayment, PlanHistory } from '../api/payment-queries';
import type { AdminUser } from '../api/user-queries';

export const adminStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  total_users: 1234,
  candidates: 1180,
  trainers: 50,
  admins: 4,
  active_30d: 310,
  trainers_unverified: 7,
  ...overrides,
});

export const systemStatus = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  checked_at: '2026-03-10T15:04:00.000Z',
  checks: [
    { key: 'database', label: 'Banco de dados', status: 'ok', detail: 'Respondeu em 3 ms.' },
    { key: 'mail', label: 'E-mail', status: 'warning', detail: 'Sem SMTP: e-mails vão para a caixa local.' },
    { key: 'jobs', label: 'Fila de tarefas', status: 'error', detail: '12 tarefas falharam na última hora.' },
  ],
  ...overrides,
});

export const auditEntry = (
  id: string,
  message: string,
  created_at = '2026-03-10T12:00:00.000Z',
): AuditEntry => ({
  id,
  action: 'user.role_changed',
  message,
  actor_name: 'Admin',
  target_name: 'Ana',
  created_at,
});

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-ana',
  email: 'ana@exemplo.com',
  full_name: 'Ana Souza',
  nickname: 'Aninha',
  role: 'aluno',
  plano_code: 'FREE',
  disabled: false,
  created_at: '2026-02-01T13:00:00.000Z',
  last_seen: null,
  cref_status: null,
  ...overrides,
});

export const crefRequest = (overrides: Partial<CrefRequest> = {}): CrefRequest => ({
  user_id: 't-bruno',
  full_name: 'Bruno Lima',
  email: 'bruno@exemplo.com',
  cref_number: '012345-G',
  cref_region: 'DF',
  submitted_at: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

export const analyticsWeek = (week_start: string, overrides: Partial<AnalyticsWeek> = {}): AnalyticsWeek => ({
  week_start,
  signups: 10,
  active_users: 40,
  simulations: 8,
  runs: 20,
  swims: 5,
  bars: 3,
  apto_rate: 0.625,
  ...overrides,
});

export const adminAnalytics = (weeks: AnalyticsWeek[]): AdminAnalytics => ({
  weeks,
  funnel: { signed_up: 200, profile_complete: 150, first_simulation: 90, first_activity: 45 },
});

export const adminPayment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: '11111111-1111-4111-8111-111111111111',
  plano_code: 'AVAN_MENSAL',
  plano: 'Avançado Mensal',
  amount_cents: 4990,
  status: 'aprovado',
  method: 'pix',
  provider: 'mercado_pago',
  provider_payment_id: '1324567890',
  created_at: '2026-03-01T15:00:00.000Z',
  paid_at: '2026-03-01T15:02:00.000Z',
  period_start: '2026-03-01T15:02:00.000Z',
  period_end: '2026-04-01T15:02:00.000Z',
  ended_at: null,
  user_id: 'u-ana',
  email: 'ana@exemplo.com',
  checkout_id: 'chk-1',
  renewal_for: null,
  ...overrides,
});

export const planHistory = (overrides: Partial<PlanHistory> = {}): PlanHistory => ({
  plano_code: 'FREE',
  until: null,
  since: null,
  subscription: null,
  events: [],
  ...overrides,
});
