import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { ageOn } from '@prontidao/domain/endurance/age';
import { SHIPPED_EXAMS } from '@prontidao/domain/exams/catalogue/index';
import { type Exam, ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { examResultOfSimulation } from '@prontidao/domain/exams/from-simulation';
import { gradeExam } from '@prontidao/domain/exams/grade-exam';
import { resultScore } from '@prontidao/domain/exams/result-score';
import { normalizeCargo } from '@prontidao/domain/profile/cargos';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import { DEFAULT_EDITAL_ID, EDITAIS } from '@prontidao/domain/scoring/editais/catalog';
import { EDITAL_SEX_MISMATCH, hasTablesForSex } from '@prontidao/domain/scoring/edital-queries';
import { type Edital, EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import { gradeSimulation } from '@prontidao/domain/scoring/grade-simulation';
import { medalFor } from '@prontidao/domain/scoring/medal';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import type { SaveUserTestInput } from '@prontidao/domain/scoring/simulation-input';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, validationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import * as profiles from '../profiles/profiles.service.js';
import { summaryOfEdital, summaryOfExam } from './catalogue-summary.js';
import { editalValues, examMarks } from './simulation-marks.js';
import { examJsonResultado, gradedJsonResultado, type JsonResultado } from './stored-result.js';
import * as repo from './taf.repository.js';

export const PROFILE_INCOMPLETE = 'Erro ao calcular simulado. Verifique se seu perfil está completo.';

/** Shipped editais and exams are reference data: inserted at start when their version is missing. */
export async function seedEditais(db: Db): Promise<void> {
  for (const edital of EDITAIS) await repo.insertEditalIfMissing(db, rowOfEdital(edital));
  for (const exam of SHIPPED_EXAMS) await repo.insertEditalIfMissing(db, rowOfExam(exam));
}

const rowOfEdital = (edital: Edital): repo.CatalogueRow => ({
  id: edital.id,
  version: edital.version,
  name: edital.name,
  is_estimate: edital.isEstimate,
  format: 'grade_table',
  document: edital,
});

const rowOfExam = (exam: Exam): repo.CatalogueRow => ({
  id: exam.id,
  version: exam.version,
  name: exam.shortName,
  is_estimate: false,
  format: 'exam',
  document: exam,
});

/** An edital graded 0–10 by tables, or an exam of the engine (decision 045). */
type Graded = { format: 'grade_table'; edital: Edital } | { format: 'exam'; exam: Exam };

const parseStored = (format: 'grade_table' | 'exam', document: unknown): Graded =>
  format === 'exam'
    ? { format, exam: ExamSchema.parse(document) }
    : { format, edital: EditalSchema.parse(document) };

async function loadGraded(db: Db, id: string, version?: number): Promise<Graded & { archived: boolean }> {
  const row = await repo.findEdital(db, id, version);
  if (!row) throw new AppError('NOT_FOUND', 'Edital não encontrado.');
  return { ...parseStored(row.format, row.document), archived: row.archived_at !== null };
}

const versionOf = (graded: Graded) =>
  graded.format === 'exam' ? graded.exam.version : graded.edital.version;
const isPartial = (graded: Graded) => graded.format === 'exam' && graded.exam.completeness === 'partial';

/**
 * What grades the candidate: the version they chose, or the newest when they chose none (profiles
 * from before versions were kept) or chose a partial one (it graded nothing; its completion is
 * what they waited for).
 */
export async function gradingOf(
  db: Db,
  profile: { edital_id: string | null; edital_version: number | null },
) {
  const id = profile.edital_id ?? DEFAULT_EDITAL_ID;
  if (profile.edital_version !== null) {
    const chosen = await loadGraded(db, id, profile.edital_version);
    if (!isPartial(chosen)) return chosen;
  }
  return loadGraded(db, id);
}

async function loadEdital(db: Db, id: string, version?: number): Promise<Edital> {
  const graded = await loadGraded(db, id, version);
  if (graded.format !== 'grade_table') {
    throw new AppError('NOT_FOUND', 'Este concurso não tem tabela de notas de 0 a 10.');
  }
  return graded.edital;
}

/** An edital's document as saved (the newest version, or the one named): the training plan reads it. */
export async function findEditalDocument(db: Db, id: string, version?: number): Promise<unknown> {
  return (await repo.findEdital(db, id, version))?.document;
}

/** Every edital and exam (newest version of each) for 'Qual é o seu concurso?' and the simulator. */
export async function listEditais(db: Db) {
  const rows = await repo.listLatestEditais(db);
  return rows.map((row) => {
    const graded = parseStored(row.format, row.document);
    const archived = row.archived_at !== null;
    return graded.format === 'exam'
      ? summaryOfExam(graded.exam, archived)
      : summaryOfEdital(graded.edital, archived);
  });
}

/** One line of the catalogue (newest version), e.g. for its board's title; undefined when unknown. */
export async function findCatalogueEntry(db: Db, id: string) {
  const row = await repo.findEdital(db, id);
  if (!row) return undefined;
  const graded = parseStored(row.format, row.document);
  const archived = row.archived_at !== null;
  return graded.format === 'exam'
    ? summaryOfExam(graded.exam, archived)
    : summaryOfEdital(graded.edital, archived);
}

/** An edital or exam as a list names it: 'PMESP — Soldado (2025)', and whether it grades 0–10. */
export interface ExamHeading {
  id: string;
  short_name: string;
  format: 'grade_table' | 'exam';
}

/**
 * The exam each of these people follows (their chosen edital id, or null: the default CBMDF), by
 * its newest version's short name — the name the catalogue lists. One statement for the whole
 * list; an id the catalogue lacks gives null.
 */
export async function findFollowedExams(
  db: Db,
  editalIds: readonly (string | null)[],
): Promise<(ExamHeading | null)[]> {
  const ids = editalIds.map((id) => id ?? DEFAULT_EDITAL_ID);
  const rows = await repo.listLatestHeadings(db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, short_name: row.name, format: row.format }]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** An exam of the engine (newest version, or the one named), as the chat and screens read its rules. */
export async function getExam(db: Db, id: string, version?: number): Promise<Exam> {
  const graded = await loadGraded(db, id, version);
  if (graded.format !== 'exam') {
    throw new AppError(
      'NOT_FOUND',
      'Este edital é uma tabela de notas de 0 a 10, não um concurso de marcas mínimas.',
    );
  }
  return graded.exam;
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

export async function saveUserTest(db: Db, userId: string, input: SaveUserTestInput) {
  const profile = await profiles.getGradingProfile(db, userId);
  if (!profile.sexo) throw new AppError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE);
  const graded = await gradingOf(db, profile);
  const cargo = normalizeCargo(profile.cargo_code);
  const { json, told } =
    graded.format === 'exam'
      ? gradeExamSimulation(graded.exam, profile.sexo, profile.birth_date, input)
      : gradeEditalSimulation(graded.edital, { sex: profile.sexo, ...(cargo ? { cargo } : {}) }, input);
  const row = await repo.insertUserTest(db, {
    user_id: userId,
    edital_id: json.edital.id,
    edital_version: json.edital.version,
    sexo: profile.sexo,
    cargo_code: cargo ?? profile.cargo_code,
    inputs: inputsOf(input),
    json_resultado: json,
    nota_final: json.nota_final,
    ranking_score: resultScore(told).value,
    apto: json.apto,
  });
  return toUserTest(row);
}

/** What was typed, as stored beside the result: the classic params and the marks by test key. */
function inputsOf(input: SaveUserTestInput): Record<string, number> {
  const { p_marks: marks, ...classic } = input;
  return {
    ...Object.fromEntries(
      Object.entries(classic).filter((e): e is [string, number] => typeof e[1] === 'number'),
    ),
    ...Object.fromEntries(Object.entries(marks ?? {}).map(([key, value]) => [`p_marks.${key}`, value])),
  };
}

function gradeEditalSimulation(edital: Edital, profile: GradingProfile, input: SaveUserTestInput) {
  const graded = gradeSimulation(edital, profile, editalValues(edital, profile.sex, input));
  if (!graded.ok) {
    const first = graded.errors[0];
    throw new AppError(
      'VALIDATION_FAILED',
      first?.message ?? 'Valores inválidos.',
      graded.errors.map((e) => ({ path: e.testKey, message: e.message })),
    );
  }
  const told = examResultOfSimulation(edital, profile, graded.simulation);
  return { json: gradedJsonResultado(graded.simulation, edital, told), told };
}

function gradeExamSimulation(exam: Exam, sex: 'M' | 'F', birthDate: string | null, input: SaveUserTestInput) {
  const age = ageOn(birthDate, calendarDate(new Date(), APP_TIME_ZONE)) ?? undefined;
  const graded = gradeExam(exam, { sex, ...(age === undefined ? {} : { age }) }, examMarks(exam, sex, input));
  if (!graded.ok) {
    const [first] = graded.errors;
    const code = first?.code === 'INCOMPLETE_EXAM' ? 'EXAM_INCOMPLETE' : 'VALIDATION_FAILED';
    throw new AppError(
      code,
      first?.message ?? 'Valores inválidos.',
      graded.errors.map((e) => ({ path: e.eventKey ? `p_marks.${e.eventKey}` : '', message: e.message })),
    );
  }
  return { json: examJsonResultado(graded.result, exam), told: graded.result };
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

/**
 * The candidate's edital or exam: one that grades their sex (without a sex yet, any one). A
 * partial exam can be chosen: it is followed and trained for; grading waits for its numbers.
 */
export async function chooseEdital(db: Db, userId: string, editalId: string) {
  const graded = await loadGraded(db, editalId);
  const profile = await profiles.getGradingProfile(db, userId);
  if (graded.archived && profile.edital_id !== editalId) {
    throw new AppError('CONFLICT', 'Este concurso foi arquivado e não pode mais ser escolhido.');
  }
  if (profile.sexo && !gradesSexOf(graded, profile.sexo)) {
    throw new AppError('EDITAL_SEX_MISMATCH', EDITAL_SEX_MISMATCH);
  }
  const version = versionOf(graded);
  await profiles.setEditalChoice(db, userId, editalId, version);
  return { edital_id: editalId, edital_version: version };
}

function gradesSexOf(graded: Graded, sex: 'M' | 'F'): boolean {
  if (graded.format === 'grade_table') return hasTablesForSex(graded.edital, sex);
  const { exam } = graded;
  return (
    exam.completeness === 'partial' ||
    exam.events.every((event) => event.standards.some((standard) => standard.sex === sex))
  );
}

/**
 * An edital (tables graded 0–10) or an exam (events with pass marks or points), told apart by its
 * `events`; checked as an import would check it (schema, version), nothing saved.
 */
export async function previewEdital(db: Db, document: unknown) {
  const isExam = typeof document === 'object' && document !== null && 'events' in document;
  const parsed = isExam ? ExamSchema.safeParse(document) : EditalSchema.safeParse(document);
  if (!parsed.success) throw validationError(parsed.error);
  const { id, version } = parsed.data;
  const latest = await repo.findLatestVersion(db, id);
  if (latest !== undefined && version <= latest) {
    throw new AppError(
      'CONFLICT',
      `A versão ${version} de "${id}" já existe: use a versão ${latest + 1} ou maior.`,
    );
  }
  const current = latest === undefined ? undefined : await repo.findEdital(db, id, latest);
  if (current && current.format !== (isExam ? 'exam' : 'grade_table')) {
    throw new AppError(
      'CONFLICT',
      isExam
        ? `"${id}" é um edital com tabela de notas: uma nova versão também precisa ser uma tabela.`
        : `"${id}" é um concurso com marcas mínimas: uma nova versão também precisa ter "events".`,
    );
  }
  return parsed.data;
}

/** Admin: a new edital or exam, or a new version of one. The whole document is valid or nothing is stored. */
export async function importEdital(db: Db, adminId: string, document: unknown) {
  const parsed = await previewEdital(db, document);
  const row = 'events' in parsed ? rowOfExam(parsed) : rowOfEdital(parsed);
  await repo.insertEdital(db, row, adminId).catch((error: unknown) => {
    // Two admins importing the same version at once: the primary key decides.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `A versão ${row.version} de "${row.id}" já existe.`);
    throw error;
  });
  await recordAudit(db, {
    actorId: adminId,
    action: 'edital.imported',
    details: { id: row.id, name: row.name, version: row.version, format: row.format },
  });
  return { id: row.id, version: row.version, name: row.name };
}

/** The newest version's document, for the admin editor to start a new version from. */
export async function getEditalDocument(db: Db, id: string) {
  const row = await repo.findEdital(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Edital não encontrado.');
  return { format: row.format, archived: row.archived_at !== null, document: row.document };
}

/** Admin: an edital no longer offered (who follows it keeps it), or offered again. */
export async function setEditalArchived(db: Db, adminId: string, id: string, archived: boolean) {
  if (archived && id === DEFAULT_EDITAL_ID) {
    throw new AppError('CONFLICT', 'O edital padrão não pode ser arquivado.');
  }
  if (!(await repo.setArchived(db, id, archived ? new Date() : null))) {
    throw new AppError('NOT_FOUND', 'Edital não encontrado.');
  }
  await recordAudit(db, {
    actorId: adminId,
    action: archived ? 'edital.archived' : 'edital.unarchived',
    details: { id },
  });
  return { id, archived };
}

/** A person's newest simulations: when, the edital, the graded tests (endurance, the training plan). */
export function listRecentResults(db: Db, userId: string, limit: number) {
  return repo.listRecentResults(db, userId, limit);
}
