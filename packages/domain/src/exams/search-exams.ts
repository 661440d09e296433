import { foldText } from '../chat/fold-text';
import type { Uf } from '../trainers/cref';
import type { Exam } from './exam-schema';

// 'Qual é o seu concurso?': find an exam by corporation, state or name, as people type them —
// 'pm sp', 'bombeiros paraíba', 'PRF', 'penal df', 'rio grande do sul'.

export const STATE_NAMES: Record<Uf, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AM: 'Amazonas',
  AP: 'Amapá',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MG: 'Minas Gerais',
  MS: 'Mato Grosso do Sul',
  MT: 'Mato Grosso',
  PA: 'Pará',
  PB: 'Paraíba',
  PE: 'Pernambuco',
  PI: 'Piauí',
  PR: 'Paraná',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RO: 'Rondônia',
  RR: 'Roraima',
  RS: 'Rio Grande do Sul',
  SC: 'Santa Catarina',
  SE: 'Sergipe',
  SP: 'São Paulo',
  TO: 'Tocantins',
};

/** Words people use for a kind of force, found in its name. */
const ALIASES: [RegExp, string][] = [
  [/bombeiros/, 'cbm bm bombeiro'],
  [/policia militar|brigada militar/, 'pm'],
  [/policia penal/, 'pp penitenciaria'],
  [/policia civil/, 'pc'],
  [/policia rodoviaria federal/, 'prf rodoviaria'],
  [/policia federal/, 'pf'],
];

/** What the search reads of an exam: the shipped Exam, or a line of the catalogue the API lists. */
export type SearchableExam = Pick<Exam, 'shortName' | 'name' | 'body' | 'cargos' | 'completeness'> & {
  uf?: string | null | undefined;
};

function wordsOf(exam: SearchableExam): string[] {
  const state = exam.uf ? `${exam.uf} ${STATE_NAMES[exam.uf as Uf] ?? ''}` : 'federal';
  const text = foldText([exam.shortName, exam.name, exam.body, state, ...exam.cargos].join(' '));
  const aliases = ALIASES.filter(([pattern]) => pattern.test(text)).map(([, words]) => words);
  return `${text} ${aliases.join(' ')}`.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * How well the words match the terms: 3 when the terms are whole words in a row ('policia
 * federal', 'para'), 2 when they start words in a row, 1 when each starts some word, 0 otherwise.
 */
function scoreOf(words: string[], terms: string[]): number {
  if (terms.length === 0) return 1;
  const inRow = (exact: boolean) =>
    words.some((_, start) =>
      terms.every((term, i) => {
        const word = words[start + i];
        return word !== undefined && (exact ? word === term : word.startsWith(term));
      }),
    );
  if (inRow(true)) return 3;
  if (inRow(false)) return 2;
  return terms.every((term) => words.some((word) => word.startsWith(term))) ? 1 : 0;
}

/**
 * The exams every word of the query starts a word of (accents and case aside): the closest
 * first (the words as typed, in a row), complete exams before partial ones; an empty query lists
 * them all.
 */
export function searchExams<T extends SearchableExam>(exams: readonly T[], query: string): T[] {
  const terms = foldText(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return exams
    .map((exam) => ({ exam, score: scoreOf(wordsOf(exam), terms) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.exam.completeness === 'complete') - Number(a.exam.completeness === 'complete'),
    )
    .map(({ exam }) => exam);
}
