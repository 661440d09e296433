import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { editalChance } from '@prontidao/domain/exams/edital-chance';
import type { ExamChance } from '@prontidao/domain/exams/pass-chance';
import { normalizeCargo } from '@prontidao/domain/profile/cargos';
import { type Edital, SexSchema } from '@prontidao/domain/scoring/edital-schema';
import type { FullProfile } from '@/lib/queries/profile';
import type { UserTest } from '@/lib/queries/taf';

// 'Chance de aprovação' from the candidate's simulations of their current edital (pure, no React).

/** The chance for TAF day, or null without a sex, a future TAF date or a result of every test. */
export function chanceOf(
  tests: readonly UserTest[],
  profile: FullProfile | null | undefined,
  edital: Edital,
  now = new Date(),
): ExamChance | null {
  const sex = SexSchema.safeParse(profile?.sexo);
  const tafDate = profile?.taf_dt;
  if (!sex.success || !tafDate || tafDate < calendarDate(now)) return null;
  const cargo = normalizeCargo(profile?.cargo_code);
  const simulations = tests
    .filter((test) => test.json_resultado.edital?.id === edital.id)
    .map((test) => ({
      date: calendarDate(new Date(test.created_at)),
      values: Object.fromEntries(
        Object.entries(test.json_resultado.tests).map(([key, result]) => [
          key,
          'valor_s' in result ? result.valor_s : result.valor,
        ]),
      ),
    }));
  return editalChance(edital, { sex: sex.data, ...(cargo ? { cargo } : {}) }, simulations, tafDate);
}
