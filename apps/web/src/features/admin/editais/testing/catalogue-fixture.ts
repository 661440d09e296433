import { pf2021 } from '@prontidao/domain/exams/catalogue/pf-2021';
import { pmesp2025Soldado } from '@prontidao/domain/exams/catalogue/pmesp-2025-soldado';
import { pmpa2021 } from '@prontidao/domain/exams/catalogue/pmpa-2021';
import { type Exam, ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { passMarkOf } from '@prontidao/domain/exams/points';
import type { CatalogueEntry } from '../../api/edital-queries';

// Test data: list_editais as the server summarises an exam (apps/server/src/modules/taf/
// catalogue-summary.ts), for the shipped exams the admin tests edit, plus the default CBMDF table.

export const PF_2021 = ExamSchema.parse(pf2021);
export const PMESP_2025 = ExamSchema.parse(pmesp2025Soldado);
export const PMPA_2021 = ExamSchema.parse(pmpa2021);

export function examEntry(exam: Exam, isArchived = false): CatalogueEntry {
  const standardOf = (event: Exam['events'][number], sex: 'M' | 'F') =>
    event.standards.find((standard) => standard.sex === sex);
  return {
    id: exam.id,
    version: exam.version,
    format: 'exam',
    name: exam.name,
    short_name: exam.shortName,
    body: exam.body,
    uf: exam.uf ?? null,
    year: exam.year ?? null,
    cargos: exam.cargos,
    completeness: exam.completeness,
    is_estimate: false,
    is_default: false,
    is_archived: isArchived,
    tests: exam.events.map((event) => {
      const [m, f] = [standardOf(event, 'M'), standardOf(event, 'F')];
      return {
        key: event.key,
        label: event.label,
        labels: { M: m?.variant ?? event.label, F: f?.variant ?? event.label },
        measures: { M: m?.measure ?? null, F: f?.measure ?? null },
        pass_marks: { M: m ? passMarkOf(m) : null, F: f ? passMarkOf(f) : null },
        time_window_s: event.timeWindowS ?? null,
        distance_m: event.distanceM ?? null,
      };
    }),
  };
}

const CBMDF: CatalogueEntry = {
  id: 'cbmdf-2025-estimada',
  version: 1,
  format: 'grade_table',
  name: 'CBMDF 2025 — referência estimada',
  short_name: 'CBMDF 2025 — referência estimada',
  body: 'Corpo de Bombeiros Militar do Distrito Federal',
  uf: 'DF',
  year: 2025,
  cargos: [],
  completeness: 'complete',
  is_estimate: true,
  is_default: true,
  is_archived: false,
  tests: [],
};

/** A fresh catalogue: the default table, PMESP, PF 2021 (partial) and PMPA 2021 (archived). */
export const catalogue = (): CatalogueEntry[] => [
  CBMDF,
  examEntry(PMESP_2025),
  examEntry(PF_2021),
  examEntry(PMPA_2021, true),
];
