import type { Exam } from '@prontidao/domain/exams/exam-schema';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { type Edital, EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { getGradingProfile } from '../profiles/profiles.service.js';
import { findEditalDocument, getExam } from '../taf/taf.service.js';

// What the plan aims at (decisions 036 and 047): the person's edital graded 0–10 (CBMDF, CBMMG), or
// the exam of pass marks they chose (PMESP, Polícia Penal DF…). Both live in the taf module's
// catalogue; only its service is read here (table ownership, decision 041).

export type PlanRules =
  | { format: 'grade_table'; edital: Edital }
  | { format: 'exam'; exam: Exam; birthDate: string | null };

/** An edital graded 0–10 by its newest version, or null (an exam, or nothing readable). */
export async function loadEdital(db: Db, id: string): Promise<Edital | null> {
  const document = await findEditalDocument(db, id);
  const parsed = EditalSchema.safeParse(document);
  return parsed.success ? parsed.data : null;
}

/**
 * The exam version the candidate follows, as the simulator grades them (decision 045): the one
 * they chose, or the newest when they chose none or a partial one. Null when `id` is no exam.
 */
async function findChosenExam(db: Db, id: string, version: number | null): Promise<Exam | null> {
  try {
    if (version !== null) {
      const chosen = await getExam(db, id, version);
      if (chosen.completeness !== 'partial') return chosen;
    }
    return await getExam(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The rules of the person's chosen edital or exam (the default CBMDF without one); null when unreadable. */
export async function loadPlanRules(
  db: Db,
  userId: string,
  editalId: string | null,
): Promise<PlanRules | null> {
  const id = editalId ?? DEFAULT_EDITAL_ID;
  const edital = await loadEdital(db, id);
  if (edital) return { format: 'grade_table', edital };
  const grading = await getGradingProfile(db, userId);
  const exam = await findChosenExam(db, id, grading.edital_version);
  return exam ? { format: 'exam', exam, birthDate: grading.birth_date } : null;
}

/** The keys a goal per test may name: the edital's tests or the exam's events. */
export const goalKeysOf = (rules: PlanRules): { key: string; label: string }[] =>
  rules.format === 'exam' ? rules.exam.events : rules.edital.tests;
