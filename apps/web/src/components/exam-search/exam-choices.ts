import { type SearchableExam, searchExams } from '@prontidao/domain/exams/search-exams';
import { gradesSex } from '@prontidao/domain/scoring/edital-queries';
import type { EditalSummary } from '@/lib/queries/taf';

// 'Qual é o seu concurso?': which exams a person may choose, which one is theirs, and what a search
// shows — the listed editais and exams (list_editais) read by the domain's search.

/** How many exams the list shows at once: typing narrows it. */
export const SHOWN_EXAMS = 8;

type Searchable = SearchableExam & { entry: EditalSummary };

/** A listed exam as the search reads it (an edital imported by an admin may have no body: its name). */
const searchableOf = (entry: EditalSummary): Searchable => ({
  shortName: entry.short_name,
  name: entry.name,
  body: entry.body ?? entry.name,
  cargos: entry.cargos,
  completeness: entry.completeness,
  uf: entry.uf,
  entry,
});

/** The exams a person of this sex may follow (every one while the sex is unknown). */
export const examsFor = (exams: readonly EditalSummary[], sex: 'M' | 'F' | null): EditalSummary[] =>
  exams.filter((exam) => sex === null || gradesSex(exam, sex));

/** The ones a person may choose now: an archived exam stays with whoever follows it, offered to no one. */
export const offeredExams = (exams: readonly EditalSummary[]): EditalSummary[] =>
  exams.filter((exam) => !exam.is_archived);

/** The chosen exam, else the default one (CBMDF) while nothing is chosen or the choice is not offered. */
export const currentExam = (
  exams: readonly EditalSummary[],
  chosenId: string | null | undefined,
): EditalSummary | undefined =>
  exams.find((exam) => exam.id === chosenId) ?? exams.find((exam) => exam.is_default);

export interface ExamMatches {
  /** The closest first, at most SHOWN_EXAMS. */
  shown: EditalSummary[];
  /** How many matched in all. */
  total: number;
}

/**
 * The exams the query finds, the closest first; an empty query lists the default one first, then
 * the complete ones before the partial ones.
 */
export function matchExams(exams: readonly EditalSummary[], query: string): ExamMatches {
  const found = searchExams(exams.map(searchableOf), query).map(({ entry }) => entry);
  const ordered =
    query.trim() === ''
      ? [...found.filter((e) => e.is_default), ...found.filter((e) => !e.is_default)]
      : found;
  return { shown: ordered.slice(0, SHOWN_EXAMS), total: ordered.length };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const NO_EXAM_FOUND = 'Nenhum concurso encontrado. Tente o nome da corporação ou a sigla do estado.';

/** What the search says of its list (read out as it changes). */
export function matchesText({ shown, total }: ExamMatches, query: string): string {
  if (total === 0) return NO_EXAM_FOUND;
  if (query.trim() === '') {
    return total > shown.length
      ? `Mostrando ${shown.length} de ${total} concursos. Digite para encontrar o seu.`
      : count(total, 'concurso disponível.', 'concursos disponíveis.');
  }
  return total > shown.length
    ? `${total} concursos encontrados; mostrando os ${shown.length} mais próximos.`
    : count(total, 'concurso encontrado.', 'concursos encontrados.');
}
