import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatNumber, formatPercent } from '@prontidao/domain/format/number';
import type { CsvCell } from '@/lib/csv';
import type { AdminAnalytics, AnalyticsFunnel, AnalyticsWeek } from '../api/analytics-queries';

// What each chart shows: its series, how a value reads, and the table and CSV built from the same rows.

export const WEEK_OPTIONS = [4, 12, 26, 52] as const;
export type WeekOption = (typeof WEEK_OPTIONS)[number];
export const DEFAULT_WEEKS: WeekOption = 12;

export type WeeklyKey = Exclude<keyof AnalyticsWeek, 'week_start'>;

export interface Series {
  key: WeeklyKey;
  label: string;
  color: string;
}

export interface WeeklyChartSpec {
  id: string;
  title: string;
  description: string;
  kind: 'bar' | 'line' | 'stacked' | 'percent';
  series: Series[];
}

/** Colours with ≥ 3:1 contrast on white; the tables below each chart carry the same numbers. */
const BLUE = '#1d4ed8';
const GREEN = '#15803d';
const PURPLE = '#7e22ce';
const AMBER = '#b45309';
const RED = '#b91c1c';

export const WEEKLY_CHARTS: WeeklyChartSpec[] = [
  {
    id: 'cadastros',
    title: 'Cadastros por semana',
    description: 'Contas criadas em cada semana (segunda a domingo, horário de Brasília).',
    kind: 'bar',
    series: [{ key: 'signups', label: 'Cadastros', color: BLUE }],
  },
  {
    id: 'ativos',
    title: 'Usuários ativos por semana',
    description: 'Pessoas que usaram o app em cada semana.',
    kind: 'line',
    series: [{ key: 'active_users', label: 'Usuários ativos', color: GREEN }],
  },
  {
    id: 'simulados-e-treinos',
    title: 'Simulados e treinos por semana, por tipo',
    description: 'Simulados do TAF e treinos de corrida, natação e barra registrados em cada semana.',
    kind: 'stacked',
    series: [
      { key: 'simulations', label: 'Simulados', color: RED },
      { key: 'runs', label: 'Corrida', color: BLUE },
      { key: 'swims', label: 'Natação', color: GREEN },
      { key: 'bars', label: 'Barra', color: PURPLE },
    ],
  },
  {
    id: 'taxa-de-aptos',
    title: 'Taxa de aptos nos simulados',
    description:
      'Parte dos simulados de cada semana com resultado apto. Semanas sem simulados ficam em branco.',
    kind: 'percent',
    series: [{ key: 'apto_rate', label: 'Taxa de aptos', color: AMBER }],
  },
];

export const weekLabel = (weekStart: string) => formatPlainDate(weekStart) ?? weekStart;
export const shortWeekLabel = (weekStart: string) => weekLabel(weekStart).slice(0, 5);

export function formatValue(spec: WeeklyChartSpec, value: number | null): string {
  if (value === null) return 'sem simulados';
  return spec.kind === 'percent' ? formatPercent(value) : formatNumber(value);
}

const WEEK_HEADER = 'Semana (início)';

/** A chart's weekly rows as CSV cells; a rate is written in percent (62,5), a week without data empty. */
export function weeklyCsvRows(spec: WeeklyChartSpec, weeks: readonly AnalyticsWeek[]): CsvCell[][] {
  const isPercent = spec.kind === 'percent';
  const header = [WEEK_HEADER, ...spec.series.map((s) => (isPercent ? `${s.label} (%)` : s.label))];
  const rows = weeks.map((week) => [
    weekLabel(week.week_start),
    ...spec.series.map(({ key }) => {
      const value = week[key];
      return value === null ? null : isPercent ? Math.round(value * 1000) / 10 : value;
    }),
  ]);
  return [header, ...rows];
}

/** Every weekly series in one file, one column per series. */
export function allWeeklyCsvRows(weeks: readonly AnalyticsWeek[]): CsvCell[][] {
  const tables = WEEKLY_CHARTS.map((spec) => weeklyCsvRows(spec, weeks));
  return (tables[0] ?? []).map((row, index) => [
    row[0] ?? null,
    ...tables.flatMap((table) => table[index]?.slice(1) ?? []),
  ]);
}

export interface FunnelStep {
  key: keyof AnalyticsFunnel;
  label: string;
  value: number;
  /** Share of the sign-ups (0–1), null when nobody signed up. */
  share: number | null;
}

const FUNNEL_LABELS: Record<keyof AnalyticsFunnel, string> = {
  signed_up: 'Cadastro',
  profile_complete: 'Perfil completo',
  first_simulation: 'Primeiro simulado',
  first_activity: 'Primeiro treino',
};

export function funnelSteps(funnel: AnalyticsFunnel): FunnelStep[] {
  return (Object.keys(FUNNEL_LABELS) as (keyof AnalyticsFunnel)[]).map((key) => ({
    key,
    label: FUNNEL_LABELS[key],
    value: funnel[key],
    share: funnel.signed_up > 0 ? funnel[key] / funnel.signed_up : null,
  }));
}

export const formatShare = (share: number | null) => (share === null ? '—' : formatPercent(share));

export function funnelCsvRows(funnel: AnalyticsFunnel): CsvCell[][] {
  return [
    ['Etapa', 'Pessoas', 'Parte dos cadastros (%)'],
    ...funnelSteps(funnel).map((step) => [
      step.label,
      step.value,
      step.share === null ? null : Math.round(step.share * 1000) / 10,
    ]),
  ];
}

export const csvFileName = (id: string, data: AdminAnalytics) =>
  `prontidao-${id}-${data.weeks.at(0)?.week_start ?? ''}-a-${data.weeks.at(-1)?.week_start ?? ''}.csv`;
