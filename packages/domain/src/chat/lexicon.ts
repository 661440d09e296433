import { isNear } from './fuzzy-match';

// The words the chat listens for, folded (no accents, lower case). Fuzzy words tolerate typos;
// exact words are short or close to common words ('forca' ~ 'forma', 'posto' ~ 'posso').

export interface WordList {
  /** Matched allowing typos by length (see fuzzy-match). */
  fuzzy?: readonly string[];
  /** Matched only as written (after folding). */
  exact?: readonly string[];
}

export function matchesAny(token: string, list: WordList): boolean {
  if (list.exact?.includes(token)) return true;
  return token.length >= 4 && (list.fuzzy ?? []).some((word) => isNear(token, word));
}

export const countMatches = (tokens: readonly string[], list: WordList): number =>
  tokens.filter((token) => matchesAny(token, list)).length;

export const hasAny = (tokens: readonly string[], list: WordList): boolean =>
  tokens.some((token) => matchesAny(token, list));

/** Topics with a canned answer; the first three are TAF tests. */
export const CHAT_TOPICS = [
  'corrida',
  'barra',
  'natacao',
  'semanal',
  'nutricao',
  'hidratacao',
  'suplementacao',
  'recuperacao',
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];
export type TafTest = Extract<ChatTopic, 'corrida' | 'barra' | 'natacao'>;
export const TAF_TESTS: readonly TafTest[] = ['corrida', 'barra', 'natacao'];

/** Words that name a topic outright count twice as much as words that only hint at it. */
export const TOPIC_WORDS: Record<ChatTopic, { strong: WordList; weak: WordList }> = {
  corrida: {
    strong: {
      fuzzy: ['corrida', 'corridas', 'correr', 'correndo', 'cooper'],
      exact: ['corro', 'corre', 'corri', 'run'],
    },
    weak: {
      fuzzy: ['intervalado', 'rodagem', 'trote', 'tiros', 'quilometro', 'quilometros', 'esteira'],
      exact: ['pace', 'km', 'pista', 'volta', 'voltas', 'tiro'],
    },
  },
  barra: {
    strong: {
      fuzzy: ['barra', 'barras', 'barrinha', 'pullup', 'puxada', 'isometria', 'isometrica', 'suspensao'],
      exact: ['forca', 'fixa'],
    },
    weak: {
      fuzzy: ['repeticoes', 'repeticao', 'kipping', 'pegada', 'escapula', 'escapulas', 'dinamica', 'puxar'],
      exact: ['reps', 'pull', 'queixo', 'biceps', 'costas'],
    },
  },
  natacao: {
    strong: {
      fuzzy: ['natacao', 'nadar', 'nadando', 'piscina', 'nadei'],
      exact: ['nado', 'swim'],
    },
    weak: {
      fuzzy: ['respiracao', 'respirar', 'bracada', 'bracadas', 'pernada', 'virada', 'crawl'],
    },
  },
  semanal: {
    strong: { fuzzy: ['semanal', 'semanais', 'frequencia', 'cronograma', 'planilha'], exact: ['semana'] },
    weak: { fuzzy: ['rotina'], exact: ['treinos', 'vezes'] },
  },
  nutricao: {
    strong: {
      fuzzy: ['nutricao', 'alimentacao', 'dieta', 'carboidrato', 'proteina', 'refeicao', 'comida', 'comer'],
    },
    weak: { fuzzy: ['alimento', 'alimentos', 'lanche'], exact: ['peso'] },
  },
  hidratacao: {
    strong: { fuzzy: ['hidratacao', 'hidratar', 'desidratacao', 'isotonico'] },
    weak: { fuzzy: ['beber'], exact: ['agua'] },
  },
  suplementacao: {
    strong: { fuzzy: ['suplemento', 'suplementos', 'suplementacao', 'creatina', 'cafeina'], exact: ['whey'] },
    weak: { exact: ['bcaa'] },
  },
  recuperacao: {
    strong: { fuzzy: ['recuperacao', 'recuperar', 'descanso', 'descansar', 'lesao', 'lesoes'] },
    weak: {
      fuzzy: ['alongamento', 'dormir', 'cansaco', 'cansado', 'cansada', 'fadiga', 'dores'],
      exact: ['dor', 'sono'],
    },
  },
};

export const NEED_WORDS: WordList = {
  fuzzy: ['preciso', 'precisa', 'precisaria', 'necessario', 'necessaria', 'indice', 'tabela'],
  exact: ['meta'],
};

export const COUNTDOWN = {
  remaining: { fuzzy: ['faltam', 'faltando', 'restam', 'restando'], exact: ['falta', 'resta'] } as WordList,
  days: { exact: ['dia', 'dias', 'semanas', 'taf', 'prova', 'concurso'] } as WordList,
  when: { exact: ['quando', 'data'] } as WordList,
  exam: { exact: ['taf', 'prova', 'concurso', 'teste'] } as WordList,
  phrase: { fuzzy: ['contagem', 'regressiva'] } as WordList,
};

export const RANK_WORDS: WordList = {
  fuzzy: ['patente', 'graduacao', 'promocao', 'promovido', 'promovida'],
  exact: ['posto', 'rank', 'ranque'],
};

export const GREETING_WORDS: WordList = {
  fuzzy: ['salve', 'saudacoes'],
  exact: ['oi', 'oie', 'ola', 'opa', 'eae', 'eai', 'hey', 'hello'],
};

export const THANKS_WORDS: WordList = {
  fuzzy: ['obrigado', 'obrigada', 'brigado', 'brigada', 'valeu'],
  exact: ['vlw', 'obg', 'valew', 'tmj', 'thanks'],
};

/**
 * The form of a question, apart from its topic: how often ('quantas vezes por semana', 'com que
 * frequência'), how much ('quantos km', 'quantas séries'), how to ('como'). A topic answered for
 * the wrong form is the chat's worst answer: breathing tips to 'quantas vezes devo nadar?'.
 */
export const QUESTION_FORM = {
  often: { fuzzy: ['frequencia'], exact: ['vezes', 'vez'] } as WordList,
  perWeek: { exact: ['semana', 'semanal', 'semanais', 'dias'] } as WordList,
  howMany: { exact: ['quantas', 'quantos', 'qnts', 'qts', 'quanto', 'qnto', 'qto'] } as WordList,
  volume: {
    fuzzy: ['metros', 'quilometros', 'volume', 'series', 'repeticoes', 'distancia', 'minutos'],
    exact: ['km', 'kms', 'reps', 'serie'],
  } as WordList,
};
