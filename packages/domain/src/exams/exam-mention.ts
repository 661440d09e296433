import { foldText } from '../chat/fold-text';
import type { Uf } from '../trainers/cref';
import { SHIPPED_EXAMS } from './catalogue';
import type { Exam } from './exam-schema';
import { STATE_NAMES } from './search-exams';

// Which exam, and which of its events, a chat question names: 'Quantas barras preciso na PMESP?',
// 'qual o índice da corrida de 12 minutos da polícia penal do DF?'. Words only, deterministic.

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The phrases that name an exam: its short name's head ('PMESP', 'Polícia Penal DF') and its body. */
function namesOf(exam: Exam): string[][] {
  const head = exam.shortName.split(/ — | \(/)[0] ?? exam.shortName;
  const names = [words(head), words(exam.body)];
  const state = exam.uf ? STATE_NAMES[exam.uf as Uf] : undefined;
  const kind = /bombeiros/i.test(exam.body) ? ['bombeiros', 'cbm'] : /militar/i.test(exam.body) ? ['pm'] : [];
  // 'pm sp', 'pm de são paulo', 'bombeiros da paraíba'.
  for (const k of kind) {
    if (exam.uf) names.push([k, foldText(exam.uf)]);
    if (state) names.push([k, ...words(state)]);
  }
  return names;
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  const stop = new Set(['de', 'do', 'da', 'dos', 'das']);
  const plain = tokens.filter((token) => !stop.has(token));
  const wanted = phrase.filter((word) => !stop.has(word));
  return plain.some((_, start) => wanted.every((word, i) => plain[start + i] === word));
}

/**
 * The exam a question names; where several editions match ('PRF'), a complete one before a
 * partial one, then the most recent.
 */
export function findExamMention(
  tokens: readonly string[],
  exams: readonly Exam[] = SHIPPED_EXAMS,
): Exam | null {
  const named = exams.filter((exam) => namesOf(exam).some((phrase) => containsPhrase(tokens, phrase)));
  const ranked = [...named].sort(
    (a, b) =>
      Number(b.completeness === 'complete') - Number(a.completeness === 'complete') ||
      (b.year ?? 0) - (a.year ?? 0) ||
      // The longer name is the more specific ('Polícia Penal DF' over a 'DF' force).
      b.shortName.length - a.shortName.length,
  );
  return ranked[0] ?? null;
}

/** The words that point at an event, by the start of its key. */
const EVENT_WORDS: [prefix: string, words: string[]][] = [
  ['barra', ['barra', 'barras', 'isometria', 'suspensao', 'sustentacao']],
  ['abdominal', ['abdominal', 'abdominais', 'remador']],
  ['flexao_braco', ['flexao', 'flexoes', 'apoio']],
  ['corrida_12min', ['12', 'cooper']],
  ['corrida_2400m', ['2400', '2.4']],
  ['corrida_50m', ['50', 'velocidade', 'tiro']],
  ['corrida_100m', ['100', 'velocidade', 'tiro']],
  ['natacao', ['natacao', 'nadar', 'nado', 'piscina']],
  ['impulsao', ['impulsao', 'horizontal']],
  ['salto_altura', ['altura']],
  ['shuttle_run', ['shuttle', 'ir', 'vir']],
];

const RUNNING_WORDS = ['corrida', 'correr', 'corro'];
const isSprint = (key: string) => key === 'corrida_50m' || key === 'corrida_100m';

/** The events of the exam the question names; every event when it names none. */
export function findEventMentions(tokens: readonly string[], exam: Exam): string[] {
  const named = (key: string) =>
    EVENT_WORDS.find(([prefix]) => key.startsWith(prefix))?.[1].some((word) => tokens.includes(word)) ??
    false;
  const running = tokens.some((token) => RUNNING_WORDS.includes(token));
  const barNamed = tokens.includes('barra') || tokens.includes('barras');
  let hit = exam.events.filter((event) => {
    // 'flexões na barra' are pull-ups, not push-ups.
    if (event.key === 'flexao_braco' && barNamed) return false;
    // '50' or '100' alone is a swim as much as a sprint: a sprint needs a running word too.
    return isSprint(event.key) ? named(event.key) && running : named(event.key);
  });
  // 'a corrida' with no distance: every run of the exam.
  if (hit.length === 0 && running) hit = exam.events.filter((event) => event.key.startsWith('corrida'));
  return (hit.length > 0 ? hit : exam.events).map((event) => event.key);
}
