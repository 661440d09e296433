import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import type { JsonResultado } from '@/lib/queries/taf';

// Reading a stored simulation result, shared by the simulation, progress and dashboard pages.

export type TestResult = JsonResultado['tests'][string];

const TEST_ORDER = ['barra', 'corrida', 'natacao'];
const testRank = (key: string) => {
  const rank = TEST_ORDER.findIndex((prefix) => key.startsWith(prefix));
  return rank === -1 ? TEST_ORDER.length : rank;
};

/** The spec's order of tests: bar, run, swim, then any other. */
export const compareTestKeys = (a: string, b: string): number => testRank(a) - testRank(b);

/** A result's tests in the spec's order, whatever the stored key order. */
export const orderedTests = (tests: JsonResultado['tests']): [string, TestResult][] =>
  Object.entries(tests).sort(([a], [b]) => compareTestKeys(a, b));

// Built on first use: the first pt-BR format loads ICU's locale data, which a module loaded for the
// dashboard's first screen should not pay while it loads (app/warm-up.ts).
let numberFormatter: Intl.NumberFormat | undefined;
const numberFormat = {
  format(value: number): string {
    if (!numberFormatter) numberFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
    return numberFormatter.format(value);
  },
};

/** The value the candidate typed: reps, hang seconds or a m:ss time. */
export function formatTestValue(test: TestResult): string {
  if ('valor_s' in test) return formatMinutesSeconds(test.valor_s);
  if (test.measure === 'seconds_hang') return `${numberFormat.format(test.valor)} s`;
  if (test.measure === 'seconds_time') return formatMinutesSeconds(test.valor);
  return `${numberFormat.format(test.valor)} ${test.valor === 1 ? 'repetição' : 'repetições'}`;
}
