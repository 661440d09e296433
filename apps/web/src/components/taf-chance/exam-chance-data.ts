import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { type EventChanceInput, type ExamChance, examChance } from '@prontidao/domain/exams/pass-chance';
import type { FullProfile } from '@/lib/queries/profile';
import type { ExamUserTest } from '@/lib/queries/taf';

// 'Chance de aprovação' of an exam from the candidate's simulations of it (pure, no React): each
// eliminatory test's marks against its pass mark, as the newest simulation stored them.

/** Each test with a pass mark that eliminates, with its marks over the simulations. */
export function chanceInputs(tests: readonly ExamUserTest[]): EventChanceInput[] {
  const [latest] = tests;
  if (!latest) return [];
  return Object.entries(latest.json_resultado.tests).flatMap(([key, test]) => {
    if (test.minimo === null || !test.eliminatoria) return [];
    const points = tests.flatMap((simulation) => {
      const result = simulation.json_resultado.tests[key];
      if (!result || result.measure !== test.measure) return [];
      return [{ date: calendarDate(new Date(simulation.created_at)), value: result.valor }];
    });
    return [{ key, label: test.label, measure: test.measure, passMark: test.minimo, points }];
  });
}

/** The chance of an exam for TAF day, or null without a future TAF date or a test with a pass mark. */
export function examChanceOf(
  tests: readonly ExamUserTest[],
  profile: FullProfile | null | undefined,
  now = new Date(),
): ExamChance | null {
  const tafDate = profile?.taf_dt;
  if (!tafDate || tafDate < calendarDate(now)) return null;
  const inputs = chanceInputs(tests);
  return inputs.length === 0 ? null : examChance(inputs, tafDate);
}
