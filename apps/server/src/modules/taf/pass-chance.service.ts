import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { chanceRange, type ExamChance } from '@prontidao/domain/exams/pass-chance';
import { normalizeCargo } from '@prontidao/domain/profile/cargos';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import type { Db } from '../../db/database.js';
import * as profiles from '../profiles/profiles.service.js';
import { editalChanceOf, examChanceOf, type StoredSimulation } from './pass-chance.js';
import type { ExamJsonResultado, GradedJsonResultado, JsonResultado } from './stored-result.js';
import * as repo from './taf.repository.js';
import { gradingOf } from './taf.service.js';

/** The simulations the estimate reads (as many as the progress page lists). */
const HISTORY = 50;

export const EXAM_POINTS_NOTE =
  'Considera o mínimo de cada prova; a pontuação mínima do concurso não entra nesta estimativa.';

export interface PassChance {
  low: number;
  high: number;
  /** The band in words: '70–85 %'. */
  range: string;
  /** When the band is too wide to help, what to do instead (else null). */
  advice: string | null;
  /** The test that holds the chance down most, with its own chance of reaching the minimum. */
  weakest: { key: string; label: string; low: number; high: number; range: string };
  /** What the estimate leaves out, when something is (an exam's minimum of points). */
  note: string | null;
}

const isExam = (json: JsonResultado): json is ExamJsonResultado => json.nota_final === null;

const viewOf = (chance: ExamChance | null, note: string | null = null): PassChance | null =>
  chance && {
    low: chance.low,
    high: chance.high,
    range: chanceRange(chance.low, chance.high),
    advice: chance.advice,
    weakest: {
      key: chance.weakest.key,
      label: chance.weakest.label,
      low: chance.weakest.low,
      high: chance.weakest.high,
      range: chanceRange(chance.weakest.low, chance.weakest.high),
    },
    note,
  };

/** Bump when the estimate's rules change: every kept chance is computed again. */
const CHANCE_MODEL = 1;

/** What a person's chance is computed from: it changes only when one of these does. */
export interface ChanceBasisFacts {
  latest_test_id: string | null;
  taf_dt: string | null;
  sexo: string | null;
  cargo_code: string | null;
  edital_id: string | null;
  edital_version: number | null;
}

export const chanceBasis = (facts: ChanceBasisFacts): string =>
  [
    CHANCE_MODEL,
    facts.latest_test_id,
    facts.taf_dt,
    facts.sexo,
    facts.cargo_code,
    facts.edital_id,
    facts.edital_version,
  ].join('|');

/** The TAF date is behind: there is no chance to estimate, whatever was kept. */
const tafIsPast = (tafDate: string | null, now: Date) => !tafDate || tafDate < calendarDate(now);

/**
 * get_pass_chance: 'Chance de aprovação' for TAF day in the candidate's current edital or exam,
 * computed here so the dashboard's phone neither loads the grading tables nor draws thousands of
 * simulations on its main thread (decision 050), and kept per basis (pass_chances) so a turma's
 * board reads it for 200 students at once. Null without a TAF date ahead or enough results.
 */
export async function getPassChance(db: Db, userId: string, now = new Date()): Promise<PassChance | null> {
  const profile = await profiles.getGradingProfile(db, userId);
  if (tafIsPast(profile.taf_dt, now)) return null;
  const [latest] = await repo.listUserTests(db, userId, 1);
  const basis = chanceBasis({ ...profile, latest_test_id: latest?.id ?? null });
  const kept = await repo.findPassChance(db, userId);
  if (kept?.basis === basis) return kept.chance as PassChance | null;
  const chance = await computePassChance(db, userId, profile);
  await repo.savePassChance(db, userId, basis, chance);
  return chance;
}

/**
 * A turma board's chances: the kept one where its basis still holds, else computed now (and kept).
 * Rows whose TAF date is behind have none.
 */
export async function passChancesOf(
  db: Db,
  rows: readonly (ChanceBasisFacts & { user_id: string; kept_basis: string | null; kept_chance: unknown })[],
  now = new Date(),
): Promise<Map<string, PassChance | null>> {
  const chances = new Map<string, PassChance | null>();
  for (const row of rows) {
    if (tafIsPast(row.taf_dt, now)) chances.set(row.user_id, null);
    else if (row.kept_basis === chanceBasis(row))
      chances.set(row.user_id, row.kept_chance as PassChance | null);
    else chances.set(row.user_id, await getPassChance(db, row.user_id, now));
  }
  return chances;
}

async function computePassChance(
  db: Db,
  userId: string,
  profile: Awaited<ReturnType<typeof profiles.getGradingProfile>>,
): Promise<PassChance | null> {
  const tafDate = profile.taf_dt;
  if (!tafDate) return null;
  const editalId = profile.edital_id ?? DEFAULT_EDITAL_ID;
  const rows = (await repo.listUserTests(db, userId, HISTORY)).map((row) => ({
    created_at: row.created_at,
    json_resultado: row.json_resultado as JsonResultado,
  }));
  const exam = rows.filter(
    (row): row is StoredSimulation<ExamJsonResultado> =>
      isExam(row.json_resultado) && row.json_resultado.edital.id === editalId,
  );
  if (exam.length > 0)
    return viewOf(examChanceOf(exam, tafDate), exam[0]?.json_resultado.pontos ? EXAM_POINTS_NOTE : null);
  const graded = rows.filter(
    (row): row is StoredSimulation<GradedJsonResultado> =>
      !isExam(row.json_resultado) && (row.json_resultado.edital?.id ?? editalId) === editalId,
  );
  if (graded.length === 0 || !profile.sexo) return null;
  const grading = await gradingOf(db, profile);
  if (grading.format !== 'grade_table') return null;
  const cargo = normalizeCargo(profile.cargo_code);
  return viewOf(
    editalChanceOf(graded, grading.edital, { sex: profile.sexo, ...(cargo ? { cargo } : {}) }, tafDate),
  );
}
