import { type Exam, ExamSchema } from '../exam-schema';
import { bmrs2022Soldado } from './bmrs-2022-soldado';
import { cbmpb2023Soldado } from './cbmpb-2023-soldado';
import { pcpb2022 } from './pcpb-2022';
import { pf2021 } from './pf-2021';
import { pf2025 } from './pf-2025';
import { pmdf2018Soldado } from './pmdf-2018-soldado';
import { pmesp2025Oficial } from './pmesp-2025-oficial';
import { pmesp2025Soldado } from './pmesp-2025-soldado';
import { pmmgSoldado } from './pmmg-soldado';
import { pmms2023Soldado } from './pmms-2023-soldado';
import { pmpa2021 } from './pmpa-2021';
import { pmpb2023Soldado } from './pmpb-2023-soldado';
import { ppdfTaf } from './ppdf-taf';
import { prf2009 } from './prf-2009';
import { prf2021 } from './prf-2021';

/**
 * The exams Prontidão knows, validated once at load (defaults applied). A partial one ('Tabela
 * incompleta') can be followed and trained for; it grades nothing until an admin completes it.
 */
export const SHIPPED_EXAMS: readonly Exam[] = [
  pmesp2025Soldado,
  pmesp2025Oficial,
  ppdfTaf,
  pmpb2023Soldado,
  cbmpb2023Soldado,
  bmrs2022Soldado,
  pcpb2022,
  pmpa2021,
  pf2021,
  pf2025,
  prf2021,
  prf2009,
  pmms2023Soldado,
  pmmgSoldado,
  pmdf2018Soldado,
].map((exam) => ExamSchema.parse(exam));

export const examById = (id: string): Exam | undefined => SHIPPED_EXAMS.find((exam) => exam.id === id);
