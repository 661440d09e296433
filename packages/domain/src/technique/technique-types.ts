// The bar-technique analysis (chat-biomechanics): what goes in, what comes out. The rule-based
// analyst of this folder produces it; an LLM provider behind the same interface could too.

export const TECHNIQUE_THEMES = [
  'dor',
  'amplitude',
  'kipping',
  'pegada',
  'escapulas',
  'cadencia',
  'fadiga',
] as const;
export type TechniqueTheme = (typeof TECHNIQUE_THEMES)[number];

export interface TechniqueInput {
  /** The candidate's own words about the workout (the bar activity's notes). */
  observation: string;
  /** Repetitions done in the workout (0 when none). */
  repetitions: number;
}

/** 'atencao': something to correct; 'ok': the candidate reports doing it right (keep it). */
export type SectionStatus = 'atencao' | 'ok';

export interface TechniqueSection {
  theme: TechniqueTheme;
  /** pt-BR heading, e.g. 'Balanço e impulso (kipping)'. */
  title: string;
  status: SectionStatus;
  /** What was noticed in the observation, one sentence each. */
  noticed: string[];
  /** Why it matters in the TAF. */
  why_it_matters: string;
  /** Correction or maintenance drills. */
  drills: string[];
}

export const PROGRESSION_BANDS = ['0-2', '3-7', '8-12', '13+'] as const;
export type ProgressionBand = (typeof PROGRESSION_BANDS)[number];

export interface ProgressionSuggestion {
  band: ProgressionBand;
  title: string;
  /** What to do over the next sessions, in order. */
  steps: string[];
}

export interface TechniqueAnalysis {
  summary: string;
  /** The themes found, most important first (pain, then what voids reps in the TAF). */
  sections: TechniqueSection[];
  progression: ProgressionSuggestion;
  repetitions: number;
  /** Which analyst wrote it ('regras-v1' for the rule-based one). */
  analyst: string;
}

export const OBSERVATION_MAX = 2000;
export const REPETITIONS_MAX = 300;
/** Spec §5: the analysis needs non-empty notes. */
export const OBSERVATIONS_REQUIRED = 'Observações Necessárias';
