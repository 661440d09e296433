import { type Exam, ExamSchema } from '../exam-schema';
import { bmrs2022Soldado } from './bmrs-2022-soldado';
import { cbmpb2023Soldado } from './cbmpb-2023-soldado';
import { pcpb2022 } from './pcpb-2022';
import { pmesp2025Soldado } from './pmesp-2025-soldado';
import { pmpa2021 } from './pmpa-2021';
import { pmpb2023Soldado } from './pmpb-2023-soldado';
import { ppdfTaf } from './ppdf-taf';

/** The exams Prontidão grades, validated once at load (defaults applied). */
export const SHIPPED_EXAMS: readonly Exam[] = [
  pmesp2025Soldado,
  ppdfTaf,
  pmpb2023Soldado,
  cbmpb2023Soldado,
  bmrs2022Soldado,
  pcpb2022,
  pmpa2021,
].map((exam) => ExamSchema.parse(exam));

export const examById = (id: string): Exam | undefined => SHIPPED_EXAMS.find((exam) => exam.id === id);
