import { normalizeCargo } from '@prontidao/domain/profile/cargos';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import { DEFAULT_EDITAL_ID, EDITAIS } from '@prontidao/domain/scoring/editais/catalog';
import {
  EDITAL_SEX_MISMATCH,
  findTestMeasure,
  hasTablesForSex,
} from '@prontidao/domain/scoring/edital-queries';
import { type Edital, EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import { gradeSimulation, type SimulationResult } from '@prontidao/domain/scoring/grade-simulation';
import { medalFor } from '@prontidao/domain/scoring/medal';
import type { SaveUserTestInput } from '@prontidao/domain/scoring/simulation-input';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, validationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import * as profiles from '../profiles/profiles.service.js';
import * as repo from './taf.repository.js';

export const PROFILE_INCOMPLETE = 'Erro ao calcular simulado. Verifique se seu perfil está completo.';

/** Shipped editais are reference data: inserted at start when their version is missing. */
export async function seedEditais(db: Db): Promise<void> {
  for (const edital of EDITAIS) await repo.insertEditalIfMissing(db, edital);
}

async function loadEdital(db: Db, id: string, version?: number): Promise<Edital> {
  const document = await repo.findEditalDocument(db, id, version);
  if (!document) throw new AppError('NOT_FOUND', 'Edital não encontrado.');
  return EditalSchema.parse(document);
}

/** An edital's document as saved (the newest version, or the one named): the training plan reads it. */
export function findEditalDocument(db: Db, id: string, version?: number): Promise<unknown> {
  return repo.findEditalDocument(db, id, version);
}

export async function listEditais(db: Db) {
  const rows = await repo.listLatestEditais(db);
  return rows.map((row) => {
    const edital = EditalSchema.parse(row.document);
    return {
      id: row.id,
      version: row.version,
      name: row.name,
      is_estimate: row.is_estimate,
      is_default: row.id === DEFAULT_EDITAL_ID,
      tests: edital.tests.map((test) => ({
        key: test.key,
        label: test.label,
        measures: {
          M: findTestMeasure(edital, test.key, 'M') ?? null,
          F: findTestMeasure(edital, test.key, 'F') ?? null,
        },
      })),
    };
  });
}

/** The scoring tables of an edital's newest version, as the rewards screen shows them. */
export async function getEditalTable(db: Db, id: string) {
  const edital = await loadEdital(db, id);
  return {
    id: edital.id,
    version: edital.version,
    name: edital.name,
    is_estimate: edital.isEstimate,
    points_scale: edital.pointsScale,
    tests: edital.tests,
  };
}

/** Reads the form's three values into the edital's test keys. */
function valuesFor(
  edital: Edital,
  sex: 'M' | 'F',
  input: SaveUserTestInput,
): Record<string, number | undefined> {
  const values: Record<string, number | undefined> = {};
  for (const test of edital.tests) {
    if (test.key.startsWith('barra')) {
      const measure = findTestMeasure(edital, test.key, sex);
      const value = measure === 'seconds_hang' ? input.barra_seg_param : input.barra_reps_param;
      if (value === undefined) {
        throw new AppError(
          'VALIDATION_FAILED',
          measure === 'seconds_hang'
            ? 'Este edital mede a barra em segundos (isometria): informe o tempo.'
            : 'Este edital mede a barra em repetições: informe as repetições.',
        );
      }
      values[test.key] = value;
    } else if (test.key.startsWith('corrida')) values[test.key] = input.corrida_tempo_seg_param;
    else if (test.key.startsWith('natacao')) values[test.key] = input.natacao_tempo_seg_param;
  }
  return values;
}

/** The spec's json_resultado: tests keyed by test, times as valor_s, plus reasons and the edital. */
export function toJsonResultado(simulation: SimulationResult, edital: Edital) {
  const tests = Object.fromEntries(
    simulation.tests.map((t) => [
      t.key,
      {
        ...(t.measure === 'seconds_time' ? { valor_s: t.valor } : { valor: t.valor }),
        nota: t.nota,
        percentil: t.percentil,
        medalha: t.medalha,
        feedback: t.feedback,
        label: t.label,
        measure: t.measure,
      },
    ]),
  );
  return {
    tests,
    nota_final: simulation.nota_final,
    medalha: simulation.medalha,
    apto: simulation.apto,
    motivos: simulation.reasons,
    edital: { id: edital.id, version: edital.version, name: edital.name, is_estimate: edital.isEstimate },
  };
}

export type JsonResultado = ReturnType<typeof toJsonResultado>;

export async function saveUserTest(db: Db, userId: string, input: SaveUserTestInput) {
  const profile = await profiles.getGradingProfile(db, userId);
  if (!profile.sexo) throw new AppError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE);
  const editalId = profile.edital_id ?? DEFAULT_EDITAL_ID;
  const edital = await loadEdital(db, editalId);
  const cargo = normalizeCargo(profile.cargo_code);
  const graded = gradeSimulation(
    edital,
    { sex: profile.sexo, ...(cargo ? { cargo } : {}) },
    valuesFor(edital, profile.sexo, input),
  );
  if (!graded.ok) {
    const first = graded.errors[0];
    throw new AppError(
      'VALIDATION_FAILED',
      first?.message ?? 'Valores inválidos.',
      graded.errors.map((e) => ({ path: e.testKey, message: e.message })),
    );
  }
  const json = toJsonResultado(graded.simulation, edital);
  const row = await repo.insertUserTest(db, {
    user_id: userId,
    edital_id: edital.id,
    edital_version: edital.version,
    sexo: profile.sexo,
    cargo_code: cargo ?? profile.cargo_code,
    inputs: Object.fromEntries(
      Object.entries(input).filter((e): e is [string, number] => typeof e[1] === 'number'),
    ),
    json_resultado: json,
    nota_final: json.nota_final,
    apto: json.apto,
  });
  return toUserTest(row);
}

function toUserTest(row: { id: string; user_id: string; created_at: Date; json_resultado: unknown }) {
  return {
    id: row.id,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    json_resultado: row.json_resultado as JsonResultado,
  };
}

export async function getUserTests(db: Db, userId: string, limit: number) {
  return (await repo.listUserTests(db, userId, limit)).map(toUserTest);
}

export async function getLastSimulado(db: Db, userId: string) {
  const [last] = await repo.listUserTests(db, userId, 1);
  return last ? toUserTest(last) : null;
}

/** The medal strip looks through this many of the latest simulations and shows up to six medals. */
const MEDAL_SCAN = 20;
const MAX_RECENT_MEDALS = 6;

type StoredTests = Record<string, { nota?: unknown; label?: unknown } | null>;

/** The medals (ouro, prata, bronze) of the candidate's latest simulations, test by test, newest first. */
export async function getRecentMedals(db: Db, userId: string): Promise<RecentMedal[]> {
  const medals: RecentMedal[] = [];
  for (const row of await repo.listUserTests(db, userId, MEDAL_SCAN)) {
    const tests: StoredTests = (row.json_resultado as { tests?: StoredTests }).tests ?? {};
    for (const [key, test] of Object.entries(tests)) {
      if (typeof test?.nota !== 'number') continue;
      const medalha = medalFor(test.nota);
      if (medalha === 'nenhuma') continue;
      medals.push({
        test_id: row.id,
        created_at: row.created_at.toISOString(),
        test_key: key,
        label: typeof test.label === 'string' ? test.label : key,
        medalha,
        nota: test.nota,
      });
      if (medals.length === MAX_RECENT_MEDALS) return medals;
    }
  }
  return medals;
}

/** The candidate's edital: one that grades their sex (without a sex yet, any one). */
export async function chooseEdital(db: Db, userId: string, editalId: string) {
  const edital = await loadEdital(db, editalId);
  const { sexo } = await profiles.getGradingProfile(db, userId);
  if (sexo && !hasTablesForSex(edital, sexo)) {
    throw new AppError('EDITAL_SEX_MISMATCH', EDITAL_SEX_MISMATCH);
  }
  await profiles.setEditalChoice(db, userId, editalId);
  return { edital_id: editalId };
}

/** Admin: a new edital or a new version of one. The whole document is valid or nothing is stored. */
/** An edital document checked as an import would check it (schema, version), nothing saved. */
export async function previewEdital(db: Db, document: unknown) {
  const parsed = EditalSchema.safeParse(document);
  if (!parsed.success) throw validationError(parsed.error);
  const edital = parsed.data;
  const latest = await repo.findLatestVersion(db, edital.id);
  if (latest !== undefined && edital.version <= latest) {
    throw new AppError(
      'CONFLICT',
      `A versão ${edital.version} de "${edital.id}" já existe: use a versão ${latest + 1} ou maior.`,
    );
  }
  return edital;
}

export async function importEdital(db: Db, adminId: string, document: unknown) {
  const edital = await previewEdital(db, document);
  await repo.insertEdital(db, edital, adminId).catch((error: unknown) => {
    // Two admins importing the same version at once: the primary key decides.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `A versão ${edital.version} de "${edital.id}" já existe.`);
    throw error;
  });
  await recordAudit(db, {
    actorId: adminId,
    action: 'edital.imported',
    details: { id: edital.id, name: edital.name, version: edital.version },
  });
  return { id: edital.id, version: edital.version, name: edital.name };
}

/** A person's newest simulations: when, the edital, the graded tests (endurance, the training plan). */
export function listRecentResults(db: Db, userId: string, limit: number) {
  return repo.listRecentResults(db, userId, limit);
}
