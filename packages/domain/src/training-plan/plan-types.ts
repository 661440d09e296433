import type { ZoneName } from '../endurance/zones';
import type { Measure } from '../scoring/edital-schema';
import type { ExerciseKind } from '../training/exercise-kinds';

// The shapes of a training plan (issue 14), shared by the server (stores and returns them) and the
// web app (shows them). Rules and sources: docs/decisions/036-training-plan.md; the sessions of an
// exam's other events (flexão, abdominal, sprints, jumps, the 12-minute run): 047-plan-per-event.md.

export const PLAN_BLOCKS = ['base', 'construcao', 'especifico', 'reta_final', 'polimento'] as const;
export type PlanBlock = (typeof PLAN_BLOCKS)[number];

export const PLAN_BLOCK_LABELS: Record<PlanBlock, string> = {
  base: 'Base',
  construcao: 'Construção',
  especifico: 'Específico',
  reta_final: 'Reta final',
  polimento: 'Polimento',
};

/** The training-log type that completes a session (EXERCISE: one of the TAF exercises, decision 046). */
export type PlanSessionType = 'RUN' | 'SWIM' | 'BARRA' | 'EXERCISE';

/** What a session is; the priority order when a week has fewer days than sessions. */
export type SessionKind =
  | 'teste_2400'
  | 'intervalado_vam'
  | 'intervalado_30_30'
  | 'ritmo_alvo_corrida'
  | 'tempo_lt2'
  | 'rodagem_z2'
  | 'teste_natacao'
  | 'ritmo_alvo_natacao'
  | 'tecnica_natacao'
  | 'aerobio_natacao'
  | 'teste_barra'
  | 'barra_negativas'
  | 'barra_gtg'
  | 'barra_volume'
  | 'barra_lastrada'
  | 'isometria_barra'
  // An exam's other events (decision 047).
  | 'ritmo_alvo_cooper'
  | 'teste_cooper'
  | 'flexao_progressao'
  | 'flexao_series'
  | 'flexao_teste'
  | 'abdominal_series'
  | 'abdominal_teste'
  | 'sprint_aceleracao'
  | 'sprint_lancado'
  | 'sprint_maximo'
  | 'sprint_teste'
  | 'impulsao_treino'
  | 'impulsao_teste'
  | 'salto_altura_treino'
  | 'salto_altura_teste'
  | 'shuttle_treino'
  | 'shuttle_teste';

export interface SessionVolume {
  /** Planned minutes, warm-up and cool-down included (an estimate for swims and bar work). */
  durationMin: number;
  /** Run or swim metres, when the session is measured in distance (swims; runs at a known pace). */
  distanceM?: number;
  sets?: number;
  /** Repetitions per set (bar). */
  reps?: number;
  /** Seconds per hold (isometric bar). */
  holdSeconds?: number;
  /** Total repetitions of the session (bar, reps edital; flexão, abdominal). */
  totalReps?: number;
  /** Metres of each repeat, when they are not the session's distance (sprints). */
  repDistanceM?: number;
  /** Rest between repeats, seconds (sprints, shuttle runs). */
  restSeconds?: number;
}

export interface SessionIntensity {
  /** Training zone of the main set, when the session is run by zone. */
  zone?: ZoneName;
  /** Pace range of the main set, min/km (fast, slow), from the person's VAM; absent without it. */
  paceMinPerKm?: readonly [number, number];
  /** Swim target pace per 100 m, seconds. */
  swimPer100mS?: number;
  /** Borg CR-10 effort range, always present (the fallback when no pace is known). */
  rpe: readonly [number, number];
  /** pt-BR, e.g. 'Z2 — 6:10 a 7:35 /km' or 'Esforço 3–4 de 10 (dá para conversar)'. */
  label: string;
}

export interface PlannedSession {
  /** Deterministic: 'w{week}-{n}'. */
  id: string;
  type: PlanSessionType;
  /** The TAF exercise a logged EXERCISE must be to complete it; only on EXERCISE sessions. */
  exercise?: ExerciseKind;
  kind: SessionKind;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** pt-BR, short. */
  title: string;
  /** pt-BR: the structure (warm-up, main set, cool-down). */
  what: string;
  volume: SessionVolume;
  intensity: SessionIntensity;
  /** pt-BR: why this session, this week. */
  why: string;
  /** The published reference the session follows (decision 047's sessions; 036's are in its record). */
  source?: string;
}

export interface PlanWeek {
  /** 1-based, from today's week. */
  index: number;
  /** First and last day of the week; the last week ends the day before the TAF. */
  start: string;
  end: string;
  block: PlanBlock;
  /** Volume relative to the starting week (1 = today's level). */
  volumeFactor: number;
  /** Whether the 2400 m time trial and the bar and swim re-tests fall in this week. */
  isTestWeek: boolean;
  /** Days that can take a session (the first week starts today; the TAF eve is rest). */
  availableDays: number;
  /** The last date that can take a session (the week's end, or two days before the TAF). */
  lastSessionDate: string;
  sessions: PlannedSession[];
  /** Planned minutes of the week (sum of the sessions): the load the 10 % rule limits. */
  loadMinutes: number;
}

export interface BarCurrent {
  measure: Extract<Measure, 'reps' | 'seconds_hang'>;
  value: number;
}
