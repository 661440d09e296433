import { findEventMentions, findExamMention } from '../exams/exam-mention';
import { tokenize } from './fold-text';
import { type GradeTarget, readGradeTarget } from './grade-target';
import {
  CHAT_TOPICS,
  type ChatTopic,
  COUNTDOWN,
  countMatches,
  GREETING_WORDS,
  hasAny,
  matchesAny,
  NEED_WORDS,
  QUESTION_FORM,
  RANK_WORDS,
  TAF_TESTS,
  type TafTest,
  THANKS_WORDS,
  TOPIC_WORDS,
} from './lexicon';

// What a chat message asks, read from its words alone (no server, no randomness): the same text
// always gets the same intent.

export type ChatIntent =
  /** The mark a TAF test needs for a grade; a null target asks for the medal milestones. */
  | { kind: 'required_mark'; tests: TafTest[]; target: GradeTarget | null }
  /** What an exam the question names asks in its events ('Quantas barras preciso na PMESP?'). */
  | { kind: 'exam_requirement'; examId: string; events: string[] }
  | { kind: 'countdown' }
  | { kind: 'rank' }
  | { kind: 'topic'; topic: ChatTopic }
  /** How often, or how much, to train one TAF test. */
  | { kind: 'dose'; test: TafTest; dose: TrainingDose }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'generic' };

export type TrainingDose = 'frequencia' | 'volume';

/**
 * 'Quantas vezes por semana…', 'com que frequência…', 'quantos dias por semana…': how often;
 * 'quantos km (por semana)…', 'quantas séries…' (a how-many with an amount): how much. Null otherwise.
 */
export function readDose(tokens: readonly string[]): TrainingDose | null {
  const howMany = hasAny(tokens, QUESTION_FORM.howMany);
  if (hasAny(tokens, QUESTION_FORM.often) && (howMany || tokens.includes('que'))) return 'frequencia';
  if (howMany && hasAny(tokens, QUESTION_FORM.volume)) return 'volume';
  if (howMany && tokens.includes('por') && hasAny(tokens, QUESTION_FORM.perWeek)) return 'frequencia';
  return null;
}

/** Distances written as numbers: '2400' or '2,4 km' is the run, '100 m' or '50 m' the swim. */
function numberScores(tokens: readonly string[]): Partial<Record<ChatTopic, number>> {
  const scores: Partial<Record<ChatTopic, number>> = {};
  const add = (topic: ChatTopic, points: number) => {
    scores[topic] = (scores[topic] ?? 0) + points;
  };
  tokens.forEach((token, i) => {
    const next = tokens[i + 1] ?? '';
    if (token === '2400' || (token === '2.4' && next === 'km')) add('corrida', 2);
    if ((token === '100' || token === '50') && ['m', 'metros', 'mts', 'metro'].includes(next))
      add('natacao', 2);
    else if (token === '100') add('natacao', 1);
  });
  return scores;
}

/** Each topic's score: two per word naming it, one per word hinting at it. */
export function scoreTopics(tokens: readonly string[]): Record<ChatTopic, number> {
  const numbers = numberScores(tokens);
  return Object.fromEntries(
    CHAT_TOPICS.map((topic) => {
      const { strong, weak } = TOPIC_WORDS[topic];
      const score = 2 * countMatches(tokens, strong) + countMatches(tokens, weak) + (numbers[topic] ?? 0);
      return [topic, score];
    }),
  ) as Record<ChatTopic, number>;
}

/** The best-scoring topic; ties go to the earlier one in CHAT_TOPICS (the TAF tests first). */
function bestTopic(scores: Record<ChatTopic, number>): ChatTopic | null {
  let best: ChatTopic | null = null;
  for (const topic of CHAT_TOPICS) {
    if (scores[topic] > 0 && (best === null || scores[topic] > scores[best])) best = topic;
  }
  return best;
}

function isCountdown(tokens: readonly string[]): boolean {
  const remaining = hasAny(tokens, COUNTDOWN.remaining) && hasAny(tokens, COUNTDOWN.days);
  const when = hasAny(tokens, COUNTDOWN.when) && hasAny(tokens, COUNTDOWN.exam);
  return remaining || when || countMatches(tokens, COUNTDOWN.phrase) === 2;
}

function isGreeting(tokens: readonly string[]): boolean {
  const [first = '', second = ''] = tokens;
  if (matchesAny(first, GREETING_WORDS)) return true;
  return ['bom', 'boa'].includes(first) && ['dia', 'tarde', 'noite'].includes(second);
}

/** Words asking what an exam requires, besides the need words ('preciso', 'índice', 'tabela'). */
const EXAM_ASK = [
  'minimo',
  'minima',
  'passar',
  'aprovado',
  'aprovacao',
  'quanto',
  'quantas',
  'quantos',
  'qual',
];

export function detectIntent(text: string): ChatIntent {
  const tokens = tokenize(text);
  const exam = findExamMention(tokens);
  if (exam && (hasAny(tokens, NEED_WORDS) || EXAM_ASK.some((word) => tokens.includes(word)))) {
    return { kind: 'exam_requirement', examId: exam.id, events: findEventMentions(tokens, exam) };
  }
  const scores = scoreTopics(tokens);
  // A TAF test counts when it is named, not only hinted at by one weak word.
  const tests = TAF_TESTS.filter((test) => scores[test] >= 2);
  const target = readGradeTarget(tokens, tests.length > 0);
  if (target) return { kind: 'required_mark', tests: tests.length > 0 ? tests : [...TAF_TESTS], target };
  if (tests.length > 0 && hasAny(tokens, NEED_WORDS)) return { kind: 'required_mark', tests, target: null };
  if (isCountdown(tokens)) return { kind: 'countdown' };
  if (hasAny(tokens, RANK_WORDS)) return { kind: 'rank' };
  // The question's form before its keywords: how often or how much to train a named test.
  const dose = readDose(tokens);
  const [test] = tests;
  if (dose && test && tests.length === 1) return { kind: 'dose', test, dose };
  const topic = bestTopic(scores);
  if (topic) return { kind: 'topic', topic };
  if (hasAny(tokens, THANKS_WORDS)) return { kind: 'thanks' };
  if (isGreeting(tokens)) return { kind: 'greeting' };
  return { kind: 'generic' };
}
