import { formatSecondsAmount } from '../exams/margin-text';
import { formatCount, formatNumber } from '../format/number';
import type { TrainingActivity } from './activity-types';
import { EXERCISE_LABELS, type ExerciseKind } from './exercise-kinds';

// How a logged TAF exercise reads in a history, the candidate's and the trainer's (decision 046):
// '35 flexões em 2 séries', 'Isometria: 25 s', 'Impulsão: 1,85 m', 'Sprint 50 m em 7,9 s'.

export type ExerciseFacts = Pick<TrainingActivity, 'value_primary' | 'value_secondary'> & {
  exercise: ExerciseKind;
  sets?: number | null | undefined;
};

const REPS_WORDS: Record<'flexao' | 'abdominal', [string, string]> = {
  flexao: ['flexão', 'flexões'],
  abdominal: ['abdominal', 'abdominais'],
};

/** A window of a timed série: '1 minuto', '2 minutos', '45 s', '1 min 30 s'. */
function windowText(seconds: number): string {
  const minutes = seconds / 60;
  return Number.isInteger(minutes) ? formatCount(minutes, 'minuto', 'minutos') : formatSecondsAmount(seconds);
}

const seconds = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} s`;
const metres = (centimetres: number) => `${formatNumber(centimetres / 100, { decimals: 2 })} m`;
const manySets = (sets: number | null | undefined): sets is number => sets != null && sets > 1;

function repsText(kind: 'flexao' | 'abdominal', facts: ExerciseFacts): string {
  const [one, many] = REPS_WORDS[kind];
  const reps = formatCount(facts.value_primary ?? 0, one, many);
  const window = facts.value_secondary ? windowText(facts.value_secondary) : null;
  if (manySets(facts.sets)) {
    const series = formatCount(facts.sets, 'série', 'séries');
    return window ? `${reps} em ${series} de ${window}` : `${reps} em ${series}`;
  }
  return window ? `${reps} em ${window}` : reps;
}

function sprintText(facts: ExerciseFacts): string {
  const distance = `${formatNumber(facts.value_primary ?? 0)} m`;
  const time = facts.value_secondary ? seconds(facts.value_secondary) : '—';
  if (manySets(facts.sets))
    return `${formatCount(facts.sets, 'tiro', 'tiros')} de ${distance}, melhor em ${time}`;
  return `Sprint ${distance} em ${time}`;
}

/** One logged exercise in words; the numbers in pt-BR. */
export function formatExercise(facts: ExerciseFacts): string {
  const primary = facts.value_primary ?? 0;
  switch (facts.exercise) {
    case 'flexao':
    case 'abdominal':
      return repsText(facts.exercise, facts);
    case 'isometria': {
      const hold = formatSecondsAmount(primary);
      return manySets(facts.sets) ? `Isometria: ${facts.sets} × ${hold}` : `Isometria: ${hold}`;
    }
    case 'impulsao':
      return `Impulsão: ${metres(primary)}`;
    case 'salto_altura':
      return `Salto em altura: ${metres(primary)}`;
    case 'sprint':
      return sprintText(facts);
    case 'shuttle_run':
      return `${EXERCISE_LABELS.shuttle_run} em ${facts.value_secondary ? seconds(facts.value_secondary) : '—'}`;
  }
}
