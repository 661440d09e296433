import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { editalChance, type SimulationMarks } from '@prontidao/domain/exams/edital-chance';
import { type EventChanceInput, type ExamChance, examChance } from '@prontidao/domain/exams/pass-chance';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import type { ExamJsonResultado, GradedJsonResultado } from './stored-result.js';

// 'Chance de aprovação' (decision 044) from the candidate's stored simulations, pure: an edital
// graded 0–10 draws its whole rule (editalChance); an exam reads each eliminatory test's marks
// against the pass mark its newest simulation stored.

export interface StoredSimulation<J> {
  created_at: Date;
  json_resultado: J;
}

/** The chance for TAF day of an edital graded 0–10, from its simulations (newest first). */
export function editalChanceOf(
  simulations: readonly StoredSimulation<GradedJsonResultado>[],
  edital: Edital,
  profile: GradingProfile,
  tafDate: string,
): ExamChance | null {
  const marks: SimulationMarks[] = simulations
    .filter((simulation) => simulation.json_resultado.edital?.id === edital.id)
    .map((simulation) => ({
      date: calendarDate(simulation.created_at),
      values: Object.fromEntries(
        Object.entries(simulation.json_resultado.tests ?? {}).map(([key, result]) => [
          key,
          'valor_s' in result ? result.valor_s : result.valor,
        ]),
      ),
    }));
  return editalChance(edital, profile, marks, tafDate);
}

/** Each test of an exam with a pass mark that eliminates, with its marks over the simulations. */
export function examChanceInputs(
  simulations: readonly StoredSimulation<ExamJsonResultado>[],
): EventChanceInput[] {
  const [latest] = simulations;
  if (!latest) return [];
  return Object.entries(latest.json_resultado.tests).flatMap(([key, test]) => {
    if (test.minimo === null || !test.eliminatoria) return [];
    const points = simulations.flatMap((simulation) => {
      const result = simulation.json_resultado.tests[key];
      if (!result || result.measure !== test.measure) return [];
      return [{ date: calendarDate(simulation.created_at), value: result.valor }];
    });
    return [{ key, label: test.label, measure: test.measure, passMark: test.minimo, points }];
  });
}

/** The chance of an exam for TAF day, or null without a test with a pass mark. */
export function examChanceOf(
  simulations: readonly StoredSimulation<ExamJsonResultado>[],
  tafDate: string,
): ExamChance | null {
  const inputs = examChanceInputs(simulations);
  return inputs.length === 0 ? null : examChance(inputs, tafDate);
}
