import { normalizeObservation } from './normalize-observation';
import { progressionFor } from './technique-progression';
import {
  BODY_PARTS,
  PAIN_MUSCLE,
  PAIN_NOTICED,
  PAIN_STOP,
  PAIN_WORDS,
  THEME_RULES,
  type ThemeRules,
} from './technique-themes';
import type {
  SectionStatus,
  TechniqueAnalysis,
  TechniqueInput,
  TechniqueSection,
  TechniqueTheme,
} from './technique-types';

// The rule-based bar-technique analyst (chat-biomechanics): deterministic, pt-BR, no network.
// Sources and the limits of what it says: technique-themes.ts.

export const RULE_BASED_ANALYST = 'regras-v1';

/** A negation word just before a mention (same clause, at most two words between). */
const NEGATED_BEFORE =
  /(?:^| )(sem|nao|nem|zero|nenhum|nenhuma|nada|evitei|evitando|evitar|evito)(?: [a-z0-9]+){0,2} ?$/;
/** …unless it is doubt or a double negation: 'não sei se', 'sem querer', 'não consegui evitar'. */
const NOT_A_NEGATION =
  /(?:^| )(nao sei se|sem querer|quase (?:nao|sem|nada|nenhum)|nao (?:consegui |deu para |da para |tem como |teve como )?evit[a-z]*)(?: [a-z0-9]+){0,2} ?$/;

export function isNegatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 60), index);
  return NEGATED_BEFORE.test(before) && !NOT_A_NEGATION.test(before);
}

interface Finding {
  status: SectionStatus;
  noticed: string;
  drill: string | undefined;
}

function findingsOf(text: string, rules: ThemeRules): Finding[] {
  const found: Finding[] = [];
  for (const cue of rules.cues) {
    const re = new RegExp(cue.re.source, 'g');
    for (const match of text.matchAll(re)) {
      const negated = Boolean(match.groups?.neg) || (!cue.ignoresNegation && isNegatedAt(text, match.index));
      if (!negated) {
        found.push({ status: cue.status, noticed: cue.noticed, drill: cue.drill });
      } else if (cue.negated) {
        const status: SectionStatus = cue.status === 'ok' ? 'atencao' : 'ok';
        found.push({ status, noticed: cue.negated.noticed, drill: cue.negated.drill });
      }
    }
  }
  return found;
}

const unique = (items: (string | undefined)[]) => [
  ...new Set(items.filter((item): item is string => Boolean(item))),
];

function sectionOf(rules: ThemeRules, findings: Finding[]): TechniqueSection | null {
  if (findings.length === 0) return null;
  const status: SectionStatus = findings.some((f) => f.status === 'atencao') ? 'atencao' : 'ok';
  // When something needs correcting, what went well in the same theme is not said (it would
  // contradict: 'queixo passou' and 'queixo não passou' in one note means: not always).
  const relevant = findings.filter((f) => f.status === status);
  const drills = unique(relevant.map((f) => f.drill));
  return {
    theme: rules.theme,
    title: rules.title,
    status,
    noticed: unique(relevant.map((f) => f.noticed)),
    why_it_matters: rules.why,
    drills: unique([...drills, rules.drills[status]]),
  };
}

/** Pain words not negated ('sem dor', 'não doeu' are not pain), with the body parts of their clause. */
function painSection(text: string): TechniqueSection | null {
  const parts: string[] = [];
  let found = false;
  const clauses = text.split(' , ');
  for (const clause of clauses) {
    for (const match of clause.matchAll(PAIN_WORDS)) {
      if (isNegatedAt(clause, match.index)) continue;
      found = true;
      for (const [re, label] of BODY_PARTS) if (re.test(clause)) parts.push(label);
    }
  }
  if (!found) return null;
  const rules = THEME_RULES.find((r) => r.theme === 'dor');
  if (!rules) return null;
  return {
    theme: 'dor',
    title: rules.title,
    status: 'atencao',
    noticed: [PAIN_NOTICED(unique(parts))],
    why_it_matters: rules.why,
    drills: [PAIN_STOP, rules.drills.atencao, PAIN_MUSCLE],
  };
}

/** How the summary names each theme. */
const SHORT: Record<TechniqueTheme, string> = {
  dor: 'dor ou desconforto',
  amplitude: 'amplitude (queixo acima da barra e braços estendidos)',
  kipping: 'balanço (kipping)',
  pegada: 'pegada',
  escapulas: 'escápulas',
  cadencia: 'cadência da descida',
  fadiga: 'queda da técnica com o cansaço',
};

function listPt(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const repsText = (n: number) => (n === 1 ? '1 repetição' : `${n} repetições`);

function summaryOf(repetitions: number, sections: TechniqueSection[]): string {
  const toFix = sections.filter((s) => s.status === 'atencao');
  const good = sections.filter((s) => s.status === 'ok');
  if (sections.length === 0) {
    return `Treino de ${repsText(repetitions)}. Não encontrei nas observações pontos específicos de técnica: para uma análise mais completa, descreva a pegada, se houve balanço, se o queixo passou da barra e os braços estenderam, como foi a descida, em que repetição cansou e se sentiu alguma dor. A progressão abaixo já vale para as próximas sessões.`;
  }
  const parts = [`Treino de ${repsText(repetitions)}.`];
  if (toFix.length > 0) {
    const label = toFix.length === 1 ? '1 ponto para corrigir' : `${toFix.length} pontos para corrigir`;
    parts.push(`${label}: ${listPt(toFix.map((s) => SHORT[s.theme]))}.`);
  }
  if (good.length > 0) parts.push(`Pontos positivos: ${listPt(good.map((s) => SHORT[s.theme]))}.`);
  if (toFix.some((s) => s.theme === 'dor')) {
    parts.push('Como você relatou dor, cuide dela antes de aumentar o treino.');
  }
  const focus = toFix.find((s) => s.theme !== 'dor');
  if (focus) parts.push(`Foco das próximas sessões: ${SHORT[focus.theme]}.`);
  else if (toFix.length === 0) parts.push('Mantenha a técnica e siga a progressão abaixo.');
  return parts.join(' ');
}

/** Themes a text brings up, most important first: pain, then what voids reps in the TAF. */
export function analyzeTechnique(input: TechniqueInput): TechniqueAnalysis {
  const repetitions = Math.max(0, Math.trunc(input.repetitions));
  const text = normalizeObservation(input.observation);
  const found: TechniqueSection[] = [];
  const pain = painSection(text);
  if (pain) found.push(pain);
  for (const rules of THEME_RULES) {
    if (rules.theme === 'dor') continue;
    const section = sectionOf(rules, findingsOf(text, rules));
    if (section) found.push(section);
  }
  const sections = [
    ...found.filter((s) => s.status === 'atencao'),
    ...found.filter((s) => s.status === 'ok'),
  ];
  const themes = (status: SectionStatus) =>
    new Set<TechniqueTheme>(sections.filter((s) => s.status === status).map((s) => s.theme));
  return {
    summary: summaryOf(repetitions, sections),
    sections,
    progression: progressionFor(repetitions, themes('atencao')),
    repetitions,
    analyst: RULE_BASED_ANALYST,
  };
}
