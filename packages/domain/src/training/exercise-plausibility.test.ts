import { describe, expect, it } from 'vitest';
import { checkEventMark } from '../exams/event-plausibility';
import { checkActivityPlausibility, EXERCISE_NOT_ALLOWED, EXERCISE_REQUIRED } from './activity-plausibility';
import { type ExerciseKind, MAX_REPS_PER_SET } from './exercise-kinds';
import { checkExercisePlausibility } from './exercise-plausibility';

const check = (
  exercise: ExerciseKind,
  primary: number | null,
  secondary: number | null = null,
  sets: number | null = null,
) => checkExercisePlausibility({ exercise, primary, secondary, sets });

const refusal = (result: ReturnType<typeof check>) => (result.ok ? null : [result.field, result.message]);

describe('checkExercisePlausibility: at the limits, every refusal naming the exercise', () => {
  it.each<[ExerciseKind, number | null, number | null, number | null]>([
    ['flexao', 1, null, null],
    ['flexao', 200, null, null],
    ['flexao', 35, null, 2],
    ['flexao', 1000, null, 5],
    ['abdominal', 180, 60, null],
    ['abdominal', 120, 60, 2],
    ['abdominal', 30, 10, null],
    ['abdominal', 40, 3600, null],
    ['isometria', 0.5, null, null],
    ['isometria', 600, null, null],
    ['isometria', 25.35, null, 4],
    ['impulsao', 1, null, null],
    ['impulsao', 400, null, null],
    ['salto_altura', 260, null, null],
    ['sprint', 25, 2.38, null],
    ['sprint', 50, 4.76, 6],
    ['sprint', 100, 9.52, null],
    ['sprint', 400, 666, null],
    ['sprint', 50, 84, null],
    ['shuttle_run', null, 5, null],
    ['shuttle_run', null, 600, null],
  ])('%s %j / %j s / %j séries is plausible', (exercise, primary, secondary, sets) =>
    expect(check(exercise, primary, secondary, sets)).toEqual({ ok: true }),
  );

  it.each<[ExerciseKind, number | null, number | null, number | null, string, string]>([
    ['flexao', 0, null, null, 'p_value_primary', 'Flexão de braço: insira um número válido de repetições.'],
    ['flexao', 2.5, null, null, 'p_value_primary', 'Flexão de braço: insira um número válido de repetições.'],
    [
      'flexao',
      null,
      null,
      null,
      'p_value_primary',
      'Flexão de braço: insira um número válido de repetições.',
    ],
    [
      'flexao',
      201,
      null,
      null,
      'p_value_primary',
      'Flexão de braço: mais de 200 repetições em uma série não é um resultado plausível — informe em quantas séries.',
    ],
    [
      'flexao',
      1001,
      null,
      30,
      'p_value_primary',
      'Flexão de braço: mais de 1.000 repetições em um treino não é um registro plausível.',
    ],
    [
      'abdominal',
      181,
      60,
      null,
      'p_value_secondary',
      'Abdominal: mais de 3 repetições por segundo não é um resultado plausível.',
    ],
    ['abdominal', 40, 9, null, 'p_value_secondary', 'Abdominal: o tempo da série vai de 10 s a 60 min.'],
    ['abdominal', 40, 3601, null, 'p_value_secondary', 'Abdominal: o tempo da série vai de 10 s a 60 min.'],
    ['abdominal', 40, null, 0, 'p_sets', 'Abdominal: as séries devem ser um número inteiro a partir de 1.'],
    ['abdominal', 40, null, 1.5, 'p_sets', 'Abdominal: as séries devem ser um número inteiro a partir de 1.'],
    [
      'abdominal',
      40,
      null,
      31,
      'p_sets',
      'Abdominal: mais de 30 séries em um treino não é um registro plausível.',
    ],
    ['isometria', 0, null, null, 'p_value_primary', 'Isometria na barra: informe os segundos sustentados.'],
    [
      'isometria',
      600.5,
      null,
      null,
      'p_value_primary',
      'Isometria na barra: mais de 10 minutos de suspensão não é um resultado plausível.',
    ],
    ['isometria', 25, 30, null, 'p_value_secondary', 'Isometria na barra: não há tempo a informar.'],
    [
      'impulsao',
      401,
      null,
      null,
      'p_value_primary',
      'Impulsão horizontal acima de 4,00 m passa do recorde mundial.',
    ],
    [
      'impulsao',
      1.85,
      null,
      null,
      'p_value_primary',
      'Impulsão horizontal: informe a marca em centímetros inteiros.',
    ],
    ['impulsao', 0, null, null, 'p_value_primary', 'Impulsão horizontal: a marca deve ser maior que zero.'],
    ['impulsao', 200, null, 3, 'p_sets', 'Impulsão horizontal: não há séries a informar.'],
    [
      'salto_altura',
      261,
      null,
      null,
      'p_value_primary',
      'Salto em altura acima de 2,60 m passa do recorde mundial.',
    ],
    [
      'sprint',
      24,
      5,
      null,
      'p_value_primary',
      'Corrida de velocidade: a distância vai de 25 a 400 m, em metros inteiros.',
    ],
    [
      'sprint',
      401,
      60,
      null,
      'p_value_primary',
      'Corrida de velocidade: a distância vai de 25 a 400 m, em metros inteiros.',
    ],
    ['sprint', 50, null, null, 'p_value_secondary', 'Corrida de velocidade: informe o tempo.'],
    [
      'sprint',
      50,
      4.75,
      null,
      'p_value_secondary',
      'Corrida de 50 m em menos de 4,76 s é mais rápido que o recorde mundial.',
    ],
    [
      'sprint',
      50,
      85,
      null,
      'p_value_secondary',
      'Corrida de 50 m em mais de 1 min 24 s não é um resultado válido.',
    ],
    [
      'shuttle_run',
      null,
      4.9,
      null,
      'p_value_secondary',
      'Shuttle run em menos de 5 s é mais rápido que o recorde mundial.',
    ],
    ['shuttle_run', 40, 10, null, 'p_value_primary', 'Shuttle run: informe só o tempo.'],
    ['shuttle_run', null, null, null, 'p_value_secondary', 'Shuttle run: informe o tempo.'],
  ])('%s %j / %j s / %j séries → %s', (exercise, primary, secondary, sets, field, message) =>
    expect(refusal(check(exercise, primary, secondary, sets))).toEqual([field, message]),
  );

  it("uses the exam engine's ceiling for one série", () => {
    const event = { key: 'flexao_braco', label: 'Flexão', measure: 'reps' as const };
    expect(checkEventMark(event, MAX_REPS_PER_SET).ok).toBe(true);
    expect(checkEventMark(event, MAX_REPS_PER_SET + 1).ok).toBe(false);
  });
});

describe('checkActivityPlausibility with the exercise fields', () => {
  it('asks an EXERCISE for its kind and keeps the spec params of the other types', () => {
    expect(checkActivityPlausibility({ type: 'EXERCISE', primary: 30, secondary: null })).toEqual({
      ok: false,
      field: 'p_exercise',
      message: EXERCISE_REQUIRED,
    });
    expect(
      checkActivityPlausibility({
        type: 'EXERCISE',
        primary: 30,
        secondary: null,
        exercise: 'flexao',
        sets: 2,
      }),
    ).toEqual({ ok: true });
    expect(
      checkActivityPlausibility({ type: 'BARRA', primary: 10, secondary: null, exercise: 'flexao' }),
    ).toMatchObject({ ok: false, field: 'p_exercise', message: EXERCISE_NOT_ALLOWED });
    expect(checkActivityPlausibility({ type: 'RUN', primary: 2400, secondary: 660, sets: 3 })).toMatchObject({
      ok: false,
      message: EXERCISE_NOT_ALLOWED,
    });
    expect(
      checkActivityPlausibility({ type: 'RUN', primary: 2400, secondary: 660, exercise: null, sets: null }),
    ).toEqual({ ok: true });
  });
});
