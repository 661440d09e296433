import type { RpcOutput } from '@/lib/rpc';

type Turma = RpcOutput<'get_trainer_turmas'>[number];
type Board = RpcOutput<'get_turma_board'>;
type Row = Board['rows'][number];
type SharingRow = Extract<Row, { week: { sessions_done: number } }>;
type NotSharingRow = Extract<Row, { week: null }>;
type Simulation = NonNullable<SharingRow['last_simulation']>;

export const TURMA_ID = '6f0c2d1e-3b4a-4c5d-8e9f-000000000001';

export const PMESP_EXAM = {
  id: 'pmesp-2025-soldado',
  short_name: 'PMESP — Soldado (2025)',
  format: 'exam' as const,
};

/** A turma as get_trainer_turmas answers it, changed by `overrides`. */
export const turma = (overrides: Partial<Turma> = {}): Turma => ({
  id: TURMA_ID,
  name: 'Turma PMESP sábado',
  edital_id: PMESP_EXAM.id,
  exam: PMESP_EXAM,
  taf_date: '2026-12-26',
  description: null,
  member_count: 3,
  created_at: '2026-11-01T12:00:00.000Z',
  archived_at: null,
  plan: null,
  ...overrides,
});

export const simulation = (overrides: Partial<Simulation> = {}): Simulation => ({
  at: '2026-11-24T15:00:00.000Z',
  edital_id: PMESP_EXAM.id,
  apto: true,
  nota_final: null,
  score: 80,
  trend: null,
  failed_tests: [],
  ...overrides,
});

/** A member who shares, with this week's facts. */
export const sharingRow = (overrides: Partial<SharingRow> & { student_id: string }): SharingRow => ({
  nickname: 'Aluno',
  full_name: null,
  joined_at: '2026-11-02T12:00:00.000Z',
  sharing: true,
  week: { sessions_done: 1, sessions_planned: 4, sessions_expected: 2, plan_source: null },
  last_simulation: null,
  chance: null,
  days_since_activity: 1,
  flags: [],
  ...overrides,
});

/** A member who revoked the sharing: listed, nothing of their data. */
export const notSharingRow = (overrides: Partial<NotSharingRow> & { student_id: string }): NotSharingRow => ({
  nickname: 'Sem Dados',
  full_name: null,
  joined_at: '2026-11-02T12:00:00.000Z',
  sharing: false,
  week: null,
  last_simulation: null,
  chance: null,
  days_since_activity: null,
  flags: [],
  ...overrides,
});

/** Thursday 26/11/2026 (São Paulo), the week from Monday 23 to Sunday 29. */
export const board = (rows: Row[], overrides: Partial<Turma> = {}): Board => ({
  turma: turma({ member_count: rows.length, ...overrides }),
  week: { start: '2026-11-23', end: '2026-11-29', today: '2026-11-26' },
  rows,
});
