import type { GradeTone } from '@prontidao/domain/scoring/progress-summary';
import { formatMinutesSeconds } from '@prontidao/domain/scoring/simulation-input';
import type { JsonResultado } from '@/lib/queries/taf';

export type TestResult = JsonResultado['tests'][string];

/** Text colour of a grade (AA on cards): green ≥ 8, dark yellow ≥ 6, red below. */
export const GRADE_TEXT_CLASS: Record<GradeTone, string> = {
  good: 'text-success',
  fair: 'text-warning-subtle-foreground',
  poor: 'text-destructive',
};

export const GRADE_BAR_CLASS: Record<GradeTone, string> = {
  good: 'bg-success',
  fair: 'bg-accent',
  poor: 'bg-destructive',
};

const TEST_ORDER = ['barra', 'corrida', 'natacao'];
const testRank = (key: string) => {
  const rank = TEST_ORDER.findIndex((prefix) => key.startsWith(prefix));
  return rank === -1 ? TEST_ORDER.length : rank;
};

/** A result's tests in the spec's order (bar, run, swim, then any other), whatever the stored key order. */
export const orderedTests = (tests: JsonResultado['tests']): [string, TestResult][] =>
  Object.entries(tests).sort(([a], [b]) => testRank(a) - testRank(b));

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The value the candidate typed: reps, hang seconds or a m:ss time. */
export function formatTestValue(test: TestResult): string {
  if ('valor_s' in test) return formatMinutesSeconds(test.valor_s);
  if (test.measure === 'seconds_hang') return `${numberFormat.format(test.valor)} s`;
  if (test.measure === 'seconds_time') return formatMinutesSeconds(test.valor);
  return `${numberFormat.format(test.valor)} ${test.valor === 1 ? 'repetição' : 'repetições'}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as dd/MM/yyyy HH:mm in Brasília time. */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
