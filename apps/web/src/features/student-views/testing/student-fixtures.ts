import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import type { ExamResultJson, GradedResult } from '@/lib/queries/taf';
import type { BodyReport, EnduranceMetrics, StudentSummary, StudentTest } from '../api/student-queries';

// Answers of the student views' calls for the web tests.

export const STUDENT_ID = 'stu-1';

type FollowedExam = NonNullable<StudentSummary['exam']>;

/** The default CBMDF, graded 0–10: what a student who chose no exam follows. */
export const CBMDF_EXAM: FollowedExam = {
  id: 'cbmdf-2025-estimada',
  short_name: 'CBMDF 2025 — referência estimada',
  format: 'grade_table',
};
export const PMESP_EXAM: FollowedExam = {
  id: 'pmesp-2025-soldado',
  short_name: 'PMESP — Soldado (2025)',
  format: 'exam',
};

export const studentSummary = (overrides: Partial<StudentSummary> = {}): StudentSummary => ({
  id: STUDENT_ID,
  full_name: 'Maria Aparecida dos Santos Oliveira',
  nickname: 'Mari',
  email: 'maria.aparecida.dos.santos.oliveira@exemplo.com.br',
  exam: CBMDF_EXAM,
  ...overrides,
});

const zone = (
  name: EnduranceMetrics['zones'][number]['zone'],
  pct: [number, number],
  kmh: [number, number],
  pace: [number, number],
  cue: string,
  tip?: string,
): EnduranceMetrics['zones'][number] => ({
  zone: name,
  pct_min: pct[0],
  pct_max: pct[1],
  kmh_min: kmh[0],
  kmh_max: kmh[1],
  pace_min: pace[0],
  pace_max: pace[1],
  cue,
  ...(tip ? { durations_tip: tip } : {}),
});

/** taf-2025.md's worked check: 2400 m in 12:00 → VAM ≈ 12.47 km/h, VO2max 43.5. */
export const metrics = (overrides: Partial<EnduranceMetrics> = {}): EnduranceMetrics => ({
  vo2max: 43.5,
  vo2_source: 'Teste de 2400 m (equação do ACSM adaptada)',
  vam_kmh: 12.47,
  fcmax_est: 187,
  fcmax_note:
    'Estimativa de Tanaka (208 − 0,7 × idade). Em mulheres, costuma superestimar em cerca de 5 bpm.',
  tlim_center_min: 6,
  tlim_range_min: [4, 8],
  lt1_kmh: 8.73,
  lt1_pace_min_per_km: 6.87,
  lt2_kmh: 10.6,
  lt2_pace_min_per_km: 5.66,
  cadence_spm: 172,
  origin_test: { type: 'TT2400', date: '2026-03-05', time_s: 720, distance_m: 2400 },
  zones: [
    zone('Z1', [50, 65], [6.24, 8.11], [7.4, 9.62], 'Recuperação e aquecimento.'),
    zone('Z2', [65, 80], [8.11, 9.98], [6.01, 7.4], 'Base aeróbia.'),
    zone('Z3', [80, 90], [9.98, 11.22], [5.35, 6.01], 'Ritmo forte perto do LT2.'),
    zone('Z4', [90, 100], [11.22, 12.47], [4.81, 5.35], 'Intervalados longos perto da VAM.'),
    zone(
      'Z5',
      [100, 115],
      [12.47, 14.34],
      [4.18, 4.81],
      'Acima da VAM: tiros curtos.',
      'Tiros de 30 s (30/30).',
    ),
  ],
  ...overrides,
});

export const bodyReport = (overrides: Partial<BodyReport> = {}): BodyReport => ({
  idade: 28,
  birth_date: '1998-01-15',
  altura_cm: 170,
  peso_kg: 72.5,
  imc: 25.1,
  imc_categoria: 'Sobrepeso',
  pesos: [
    { data: '2026-01-10', peso_kg: 75 },
    { data: '2026-02-10', peso_kg: 73.2 },
    { data: '2026-03-10', peso_kg: 72.5 },
  ],
  ...overrides,
});

/** A CBMDF simulation graded 0–10 as save_user_test stores it (stored-result.ts). */
export const gradedResult = (): GradedResult => ({
  tests: {
    barra: {
      valor: 9,
      nota: 7.5,
      percentil: 60,
      medalha: 'prata',
      feedback: 'bom',
      label: 'Barra',
      measure: 'reps',
      minimo: 3,
      passou: true,
      margem: 'sobram 6 repetições',
    },
    corrida_2400m: {
      valor_s: 630,
      nota: 8,
      percentil: 70,
      medalha: 'ouro',
      feedback: 'bom',
      label: 'Corrida 2400 m',
      measure: 'seconds_time',
      minimo: 765,
      passou: true,
      margem: 'sobram 2 min 15 s',
    },
  },
  nota_final: 7.75,
  medalha: 'prata',
  apto: true,
  motivos: [],
  edital: { id: 'e', version: 1, name: 'Edital CBMDF', is_estimate: true, format: 'grade_table' },
});

/** PMESP (M) one repetition short on the bar, as save_user_test stores it (exams.test.ts). */
export const pmespInaptoResult = (): ExamResultJson => ({
  tests: {
    barra: {
      valor: 12,
      label: 'Barra fixa',
      measure: 'reps',
      minimo: 13,
      passou: false,
      margem: 'falta 1 repetição',
      eliminatoria: true,
    },
    abdominal_remador: {
      valor: 40,
      label: 'Abdominal remador',
      measure: 'reps',
      minimo: 36,
      passou: true,
      margem: 'sobram 4 repetições',
      eliminatoria: true,
    },
    corrida_50m: {
      valor: 7.9,
      label: 'Corrida de 50 metros',
      measure: 'seconds_time',
      minimo: 8.25,
      passou: true,
      margem: 'sobram 0,35 s',
      eliminatoria: true,
    },
    corrida_2400m: {
      valor: 700,
      label: 'Corrida de 2.400 metros',
      measure: 'seconds_time',
      minimo: 780,
      passou: true,
      margem: 'sobram 1 min 20 s',
      eliminatoria: true,
    },
  },
  nota_final: null,
  apto: false,
  motivos: ['Barra fixa: falta 1 repetição para o mínimo'],
  pontos: null,
  avisos: ['Conforme divulgado — confira o edital oficial'],
  edital: {
    id: 'pmesp-2025-soldado',
    version: 1,
    name: 'PMESP — Soldado (2025)',
    is_estimate: false,
    format: 'exam',
  },
});

export const studentTest = (overrides: Partial<StudentTest> = {}): StudentTest => ({
  id: 't1',
  user_id: STUDENT_ID,
  created_at: '2026-03-10T15:00:00.000Z',
  json_resultado: gradedResult(),
  ...overrides,
});

export const recentMedal = (overrides: Partial<RecentMedal> = {}): RecentMedal => ({
  test_id: 't1',
  created_at: '2026-03-10T15:00:00.000Z',
  test_key: 'corrida_2400m',
  label: 'Corrida 2400 m',
  medalha: 'ouro',
  nota: 8,
  ...overrides,
});

export const trainingActivity = (overrides: Partial<TrainingActivity> = {}): TrainingActivity => ({
  id: 'a1',
  activity_type: 'RUN',
  source: 'manual',
  value_primary: 2400,
  value_secondary: 660,
  duration_minutes: 11,
  workout_date: '2026-03-20',
  notes: null,
  average_heartrate: null,
  max_heartrate: null,
  average_cadence: null,
  has_route: false,
  coins: 6,
  editable: false,
  created_at: '2026-03-20T12:00:00.000Z',
  ...overrides,
});
