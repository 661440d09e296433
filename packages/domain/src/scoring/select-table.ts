import { sexName } from '../profile/sex';
import type { Cargo, Edital, EditalTest, ScoringTable, Sex } from './edital-schema';
import type { GradingError } from './grading-error';

/** Who is graded: the candidate's own sex, cargo and age (in whole years). */
export interface GradingProfile {
  sex: Sex;
  cargo?: Cargo | undefined;
  age?: number | undefined;
}

export type TableSelection = { ok: true; table: ScoringTable } | { ok: false; error: GradingError };

function matches(table: ScoringTable, profile: GradingProfile): boolean {
  if (table.sex !== profile.sex) return false;
  if (table.cargo !== undefined && table.cargo !== profile.cargo) return false;
  if (table.ageBand === undefined) return true;
  const { age } = profile;
  return age !== undefined && age >= table.ageBand.min && age <= table.ageBand.max;
}

// A table naming the cargo beats one naming only the age band, which beats the sex-only table.
const specificity = (table: ScoringTable) =>
  (table.cargo === undefined ? 0 : 2) + (table.ageBand === undefined ? 0 : 1);

export function selectTable(edital: Edital, test: EditalTest, profile: GradingProfile): TableSelection {
  const candidates = test.tables.filter((table) => matches(table, profile));
  const best = candidates.reduce<ScoringTable | undefined>(
    (chosen, table) => (chosen === undefined || specificity(table) > specificity(chosen) ? table : chosen),
    undefined,
  );
  if (best) return { ok: true, table: best };
  const hasSex = test.tables.some((table) => table.sex === profile.sex);
  const sex = sexName(profile.sex);
  const error: GradingError = hasSex
    ? {
        code: 'NO_TABLE_FOR_PROFILE',
        testKey: test.key,
        message: `O edital "${edital.name}" não tem tabela de ${test.label} para o seu cargo ou idade.`,
      }
    : {
        code: 'NOT_AVAILABLE_FOR_SEX',
        testKey: test.key,
        message: `O edital "${edital.name}" não tem tabela de ${test.label} para o sexo ${sex}.`,
      };
  return { ok: false, error };
}
