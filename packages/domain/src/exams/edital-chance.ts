import type { Edital } from '../scoring/edital-schema';
import { aptoGrader } from '../scoring/grade-simulation';
import { type GradingProfile, selectTable } from '../scoring/select-table';
import { gradeMinimumMark } from './from-simulation';
import {
  chanceSummary,
  type EventChanceInput,
  type ExamChance,
  examChance,
  simulatedChance,
} from './pass-chance';

// 'Chance de aprovação' for today's graded editais (CBMDF, CBMMG), from the person's simulations:
// each test's line of results (pass-chance.ts), and the whole rule — every grade above 0 and the
// average of at least 1,67 — by drawing the marks and grading them as a simulation would.

export interface SimulationMarks {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The marks of that simulation, by test key. */
  values: Readonly<Record<string, number | undefined>>;
}

export function editalChance(
  edital: Edital,
  profile: GradingProfile,
  simulations: readonly SimulationMarks[],
  tafDate: string,
): ExamChance | null {
  const inputs: EventChanceInput[] = [];
  for (const test of edital.tests) {
    const selection = selectTable(edital, test, profile);
    if (!selection.ok) return null;
    const passMark = gradeMinimumMark(selection.table);
    if (passMark === null) return null;
    const points = simulations.flatMap(({ date, values }) => {
      const value = values[test.key];
      return value === undefined ? [] : [{ date, value }];
    });
    inputs.push({ key: test.key, label: test.label, measure: selection.table.measure, passMark, points });
  }
  const passes = aptoGrader(edital, profile);
  if (!passes) return null;
  const perEvent = examChance(inputs, tafDate);
  const whole = simulatedChance(inputs, tafDate, passes);
  if (!perEvent || !whole) return null;
  return {
    ...perEvent,
    low: whole.low,
    high: whole.high,
    ...chanceSummary(whole.low, whole.high, perEvent.events),
  };
}
