import { describe, expect, it } from 'vitest';
import { activityFacts, formatAmount } from './activity-format';
import type { TrainingActivity } from './activity-types';
import { formatExercise } from './exercise-format';
import type { ExerciseKind } from './exercise-kinds';

const text = (
  exercise: ExerciseKind,
  value_primary: number | null,
  value_secondary: number | null = null,
  sets: number | null = null,
) => formatExercise({ exercise, value_primary, value_secondary, sets });

describe('formatExercise', () => {
  it.each<[string, string]>([
    [text('flexao', 35, null, 2), '35 flexões em 2 séries'],
    [text('flexao', 1), '1 flexão'],
    [text('flexao', 30, null, 1), '30 flexões'],
    [text('abdominal', 40, 60), '40 abdominais em 1 minuto'],
    [text('abdominal', 1), '1 abdominal'],
    [text('abdominal', 90, 60, 3), '90 abdominais em 3 séries de 1 minuto'],
    [text('abdominal', 45, 90), '45 abdominais em 1 min 30 s'],
    [text('abdominal', 1200, 45), '1.200 abdominais em 45 s'],
    [text('isometria', 25), 'Isometria: 25 s'],
    [text('isometria', 25.5, null, 4), 'Isometria: 4 × 25,5 s'],
    [text('isometria', 90), 'Isometria: 1 min 30 s'],
    [text('impulsao', 185), 'Impulsão: 1,85 m'],
    [text('impulsao', 200), 'Impulsão: 2,00 m'],
    [text('salto_altura', 140), 'Salto em altura: 1,40 m'],
    [text('sprint', 50, 7.9), 'Sprint 50 m em 7,9 s'],
    [text('sprint', 100, 12.25), 'Sprint 100 m em 12,25 s'],
    [text('sprint', 50, 7.4, 6), '6 tiros de 50 m, melhor em 7,4 s'],
    [text('shuttle_run', null, 9.8), 'Shuttle run em 9,8 s'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

const exercise = (overrides: Partial<TrainingActivity>) =>
  ({
    activity_type: 'EXERCISE',
    value_primary: 35,
    value_secondary: null,
    duration_minutes: null,
    exercise: 'flexao',
    sets: 2,
    ...overrides,
  }) as TrainingActivity;

describe('an exercise in the history (activityFacts, formatAmount)', () => {
  it('reads its sentence, and the minutes only when the session logged them — never its clock as a time', () => {
    expect(activityFacts(exercise({}))).toEqual(['35 flexões em 2 séries']);
    expect(activityFacts(exercise({ duration_minutes: 20 }))).toEqual(['35 flexões em 2 séries', '20 min']);
    expect(
      activityFacts(exercise({ exercise: 'sprint', value_primary: 50, value_secondary: 7.9, sets: null })),
    ).toEqual(['Sprint 50 m em 7,9 s']);
    expect(formatAmount(exercise({ exercise: 'impulsao', value_primary: 185, sets: null }))).toBe(
      'Impulsão: 1,85 m',
    );
  });
});
