import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import { formatCount, formatNumber } from '@prontidao/domain/format/number';
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

/** The value the candidate typed: reps, hang seconds or a m:ss time. */
export function formatTestValue(test: TestResult): string {
  if ('valor_s' in test) return formatMinutesSeconds(test.valor_s);
  if (test.measure === 'seconds_hang') return `${formatNumber(test.valor, { maxDecimals: 2 })} s`;
  if (test.measure === 'seconds_time') return formatMinutesSeconds(test.valor);
  return formatCount(test.valor, 'repetição', 'repetições');
}
