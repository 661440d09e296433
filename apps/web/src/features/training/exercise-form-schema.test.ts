import { describe, expect, it } from 'vitest';
import { type ActivityFormValues, EMPTY_FORM, toFormValues } from './activity-form-schema';
import { cooperFormSchema, exerciseFormSchema } from './exercise-form-schema';
import { activity } from './training-fixtures';

const parse = (schema: ReturnType<typeof exerciseFormSchema>, values: Partial<ActivityFormValues>) =>
  schema.safeParse({ ...EMPTY_FORM, ...values });
const issues = (result: ReturnType<typeof parse>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('exerciseFormSchema', () => {
  it('turns each exercise into the call fields', () => {
    expect(parse(exerciseFormSchema('abdominal'), { reps: '40', time: '1:00', notes: ' ok ' }).data).toEqual({
      p_activity_type: 'EXERCISE',
      p_exercise: 'abdominal',
      p_value_primary: 40,
      p_value_secondary: 60,
      p_sets: null,
      p_duration_minutes: null,
      p_notes: 'ok',
    });
    expect(parse(exerciseFormSchema('isometria'), { seconds: '25,5', sets: '3' }).data).toMatchObject({
      p_value_primary: 25.5,
      p_value_secondary: null,
      p_sets: 3,
    });
    expect(
      parse(exerciseFormSchema('shuttle_run'), { seconds: '9.8', date: '2026-11-20' }).data,
    ).toMatchObject({
      p_value_primary: null,
      p_value_secondary: 9.8,
      p_workout_date: '2026-11-20',
    });
  });

  it('says what to type on the field, with the domain messages', () => {
    expect(issues(parse(exerciseFormSchema('flexao'), { reps: '' }))).toEqual([
      ['reps', 'Flexão de braço: insira um número válido de repetições.'],
    ]);
    expect(issues(parse(exerciseFormSchema('flexao'), { reps: '30', sets: 'duas' }))).toEqual([
      ['sets', 'Flexão de braço: as séries devem ser um número inteiro a partir de 1.'],
    ]);
    expect(issues(parse(exerciseFormSchema('abdominal'), { reps: '30', time: '1' }))).toEqual([
      ['time', 'Tempo inválido. Use mm:ss, ex.: 1:00.'],
    ]);
    expect(issues(parse(exerciseFormSchema('sprint'), { distance: '50', seconds: '4' }))).toEqual([
      ['seconds', 'Corrida de 50 m em menos de 4,76 s é mais rápido que o recorde mundial.'],
    ]);
    expect(issues(parse(exerciseFormSchema('sprint'), { distance: '500', seconds: '70' }))).toEqual([
      ['distance', 'Corrida de velocidade: a distância vai de 25 a 400 m, em metros inteiros.'],
    ]);
    expect(issues(parse(exerciseFormSchema('salto_altura'), { centimetres: '1,4' }))).toEqual([
      ['centimetres', 'Você quis dizer 140 cm?'],
    ]);
  });
});

describe('cooperFormSchema', () => {
  it('sends a run of 12:00 and refuses what no one runs in 12 minutes', () => {
    expect(parse(cooperFormSchema(), { distance: '2600' }).data).toMatchObject({
      p_activity_type: 'RUN',
      p_value_primary: 2600,
      p_value_secondary: 720,
      p_duration_minutes: 12,
    });
    expect(issues(parse(cooperFormSchema(), { distance: '5001' }))).toEqual([
      ['distance', 'Mais de 5.000 m em 12 minutos passa do recorde mundial.'],
    ]);
    expect(issues(parse(cooperFormSchema(), { distance: '80' }))).toEqual([
      ['distance', 'Menos de 100 m não é um resultado válido.'],
    ]);
  });
});

describe('toFormValues of an exercise', () => {
  it('fills the fields its form shows', () => {
    const sprint = activity({
      activity_type: 'EXERCISE',
      exercise: 'sprint',
      value_primary: 50,
      value_secondary: 7.9,
      sets: 6,
    });
    expect(toFormValues(sprint)).toMatchObject({
      distance: '50',
      seconds: '7,9',
      sets: '6',
      reps: '',
      time: '',
    });
    const abs = activity({
      activity_type: 'EXERCISE',
      exercise: 'abdominal',
      value_primary: 40,
      value_secondary: 60,
      sets: null,
    });
    expect(toFormValues(abs)).toMatchObject({ reps: '40', time: '01:00', sets: '' });
    expect(parse(exerciseFormSchema('sprint'), toFormValues(sprint)).data).toMatchObject({
      p_value_primary: 50,
      p_value_secondary: 7.9,
      p_sets: 6,
    });
  });
});
