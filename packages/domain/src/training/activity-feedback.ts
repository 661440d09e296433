import { formatMinutesSeconds } from '../format/duration';
import type { ManualActivityType } from './activity-types';

// Spec §9 'Feedback thresholds': what the training log says after a workout is saved.
// Bar: 15 / 10 / 6 repetitions. Swim: pace per 100 m of 75 / 90 / 120 s. Run: pace 300–360 s per km.

export const BAR_REPS_THRESHOLDS = { excellent: 15, good: 10, fair: 6 } as const;
export const SWIM_PACE_THRESHOLDS = { excellent: 75, good: 90, fair: 120 } as const;
export const RUN_PACE_THRESHOLDS = { excellent: 300, good: 360 } as const;

export type FeedbackLevel = 'excelente' | 'bom' | 'regular' | 'em-evolucao';

export interface ActivityFeedback {
  level: FeedbackLevel;
  title: string;
  message: string;
}

export interface FeedbackInput {
  type: ManualActivityType;
  /** Repetitions (BARRA) or metres (RUN, SWIM). */
  primary: number;
  /** Moving time in seconds (RUN, SWIM). */
  secondary: number | null;
}

/** Seconds per `per` metres, or null without a positive distance and time. */
export function paceSeconds(metres: number | null, seconds: number | null, per: number): number | null {
  if (!metres || !seconds || metres <= 0 || seconds <= 0) return null;
  return (seconds / metres) * per;
}

const TITLES: Record<FeedbackLevel, string> = {
  excelente: 'Excelente!',
  bom: 'Muito bom!',
  regular: 'Bom treino!',
  'em-evolucao': 'Continue firme!',
};

const feedback = (level: FeedbackLevel, message: string): ActivityFeedback => ({
  level,
  title: TITLES[level],
  message,
});

function barFeedback(reps: number): ActivityFeedback {
  const { excellent, good, fair } = BAR_REPS_THRESHOLDS;
  const done = `${reps} ${reps === 1 ? 'repetição' : 'repetições'}`;
  if (reps >= excellent) return feedback('excelente', `${done}: força de sobra para a prova de barra.`);
  if (reps >= good) return feedback('bom', `${done}: acima da média. Busque as ${excellent} repetições.`);
  if (reps >= fair) return feedback('regular', `${done}. Aumente aos poucos para chegar a ${good}.`);
  return feedback(
    'em-evolucao',
    `${done}. Negativas e barra australiana ajudam a chegar a ${fair} repetições.`,
  );
}

function swimFeedback(pace: number): ActivityFeedback {
  const { excellent, good, fair } = SWIM_PACE_THRESHOLDS;
  const text = `${formatMinutesSeconds(pace)}/100 m`;
  if (pace <= excellent) return feedback('excelente', `Ritmo de ${text}: nível de elite na natação.`);
  if (pace <= good) return feedback('bom', `Ritmo de ${text}: ótimo para o TAF. Mantenha a regularidade.`);
  if (pace <= fair) {
    return feedback('regular', `Ritmo de ${text}. Treine tiros curtos para ficar abaixo de 1:30/100 m.`);
  }
  return feedback(
    'em-evolucao',
    `Ritmo de ${text}. Técnica e respiração ajudam a ficar abaixo de 2:00/100 m.`,
  );
}

function runFeedback(pace: number): ActivityFeedback {
  const { excellent, good } = RUN_PACE_THRESHOLDS;
  const text = `${formatMinutesSeconds(pace)}/km`;
  if (pace <= excellent) return feedback('excelente', `Ritmo de ${text}: abaixo de 5:00/km, excelente!`);
  if (pace <= good) {
    return feedback('bom', `Ritmo de ${text}: entre 5:00 e 6:00/km. Intervalados levam abaixo de 5:00/km.`);
  }
  return feedback('regular', `Ritmo de ${text}. Alterne rodagens e tiros para chegar a 6:00/km.`);
}

/** The feedback for a saved workout, or null when its values do not allow one. */
export function feedbackForActivity({ type, primary, secondary }: FeedbackInput): ActivityFeedback | null {
  // The spec's thresholds are for the bar, swims and runs; a TAF exercise has none (decision 046).
  if (type === 'EXERCISE') return null;
  if (type === 'BARRA') return primary > 0 ? barFeedback(Math.floor(primary)) : null;
  const pace = paceSeconds(primary, secondary, type === 'SWIM' ? 100 : 1000);
  if (pace === null) return null;
  return type === 'SWIM' ? swimFeedback(pace) : runFeedback(pace);
}
