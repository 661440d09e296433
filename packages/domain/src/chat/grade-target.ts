import { matchesAny, type WordList } from './lexicon';

// The grade a question aims at: 'nota 7', 'tirar 8,5', 'nota dez', 'medalha de ouro', 'nota máxima',
// 'o mínimo para passar'.

export type GradeTarget =
  | { kind: 'grade'; grade: number }
  | { kind: 'medal'; medal: 'ouro' | 'prata' | 'bronze'; grade: number }
  | { kind: 'pass' };

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

const GRADE_WORDS: WordList = { exact: ['nota', 'notas', 'nt'], fuzzy: ['pontuacao'] };
const AIM_WORDS: WordList = {
  fuzzy: ['tirar', 'pegar', 'conseguir', 'alcancar', 'atingir', 'fechar', 'gabaritar'],
  exact: ['ter', 'fazer', 'tira'],
};
const TOP_WORDS: WordList = { fuzzy: ['maxima', 'maximo', 'gabaritar', 'gabarito'], exact: ['dez'] };
const PASS_WORDS: WordList = {
  fuzzy: ['passar', 'aprovado', 'aprovada', 'aprovacao', 'pontuar', 'reprovar', 'reprovado', 'eliminado'],
  exact: ['zerar'],
};
const MINIMUM_WORDS: WordList = { fuzzy: ['minimo', 'minima'] };
const MINIMUM_CONTEXT: WordList = {
  exact: ['nota', 'tempo', 'indice', 'marca', 'barras', 'repeticoes', 'reps'],
};
const MEDALS = { ouro: 9, prata: 7, bronze: 5 } as const;
/** Skipped between 'nota'/'tirar' and the number: 'tirar uma nota 8', 'nota de 7'. */
const FILLERS = new Set(['um', 'uma', 'a', 'o', 'de', 'no', 'na', 'pelo', 'menos']);
/** A number followed by a unit is a mark, not a grade: 'fazer 8 barras'. */
const UNITS = new Set([
  'barras',
  'barra',
  'repeticoes',
  'reps',
  'min',
  'minutos',
  'seg',
  'segundos',
  's',
  'm',
  'km',
]);

/** A number token (digits or a number word from 'dois' to 'dez') as a value, if it is one. */
function readNumber(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  return FILLERS.has(token) ? undefined : NUMBER_WORDS[token];
}

/** The number right after position `from`, skipping fillers and grade words; not one with a unit. */
function numberAfter(tokens: readonly string[], from: number): number | undefined {
  for (let i = from + 1; i < Math.min(tokens.length, from + 5); i += 1) {
    const token = tokens[i] as string;
    if (FILLERS.has(token) || matchesAny(token, GRADE_WORDS)) continue;
    const value = readNumber(token);
    return value !== undefined && !UNITS.has(tokens[i + 1] ?? '') ? value : undefined;
  }
  return undefined;
}

export function readGradeTarget(tokens: readonly string[], hasTestTopic: boolean): GradeTarget | null {
  for (const [medal, grade] of Object.entries(MEDALS) as [keyof typeof MEDALS, number][]) {
    if (tokens.includes(medal)) return { kind: 'medal', medal, grade };
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (matchesAny(token, GRADE_WORDS)) {
      if (matchesAny(tokens[i + 1] ?? '', TOP_WORDS)) return { kind: 'grade', grade: 10 };
      if (matchesAny(tokens[i + 1] ?? '', MINIMUM_WORDS)) return { kind: 'pass' };
      const value = numberAfter(tokens, i);
      if (value !== undefined) return { kind: 'grade', grade: value };
    }
    if (matchesAny(token, AIM_WORDS)) {
      const value = numberAfter(tokens, i);
      if (value !== undefined && value <= 10) return { kind: 'grade', grade: value };
    }
  }
  if (
    tokens.some((token) => matchesAny(token, TOP_WORDS)) &&
    tokens.some((t) => matchesAny(t, GRADE_WORDS))
  ) {
    return { kind: 'grade', grade: 10 };
  }
  if (tokens.some((token) => matchesAny(token, PASS_WORDS))) return { kind: 'pass' };
  const minimum = tokens.some((token) => matchesAny(token, MINIMUM_WORDS));
  if (minimum && (hasTestTopic || tokens.some((token) => matchesAny(token, MINIMUM_CONTEXT)))) {
    return { kind: 'pass' };
  }
  return null;
}
