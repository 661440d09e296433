import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import { describe, expect, it } from 'vitest';
import {
  type ActivityFormValues,
  activityFormSchema,
  EMPTY_FORM,
  toFormValues,
} from './activity-form-schema';

const parse = (type: 'RUN' | 'SWIM' | 'BARRA', values: Partial<ActivityFormValues>) =>
  activityFormSchema(type).safeParse({ ...EMPTY_FORM, ...values });

const messages = (result: ReturnType<typeof parse>) =>
  result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('activityFormSchema', () => {
  it('refuses a bar without a positive whole number of repetitions', () => {
    for (const reps of ['', '0', '-3', '2,5', 'dez']) {
      expect(messages(parse('BARRA', { reps }))).toEqual([
        ['reps', 'Insira um número válido de repetições.'],
      ]);
    }
  });

  it('turns a bar session into the call fields', () => {
    expect(parse('BARRA', { reps: ' 12 ', notes: ' pegada pronada ' }).data).toEqual({
      p_activity_type: 'BARRA',
      p_value_primary: 12,
      p_value_secondary: null,
      p_duration_minutes: null,
      p_notes: 'pegada pronada',
    });
  });

  it('asks for both distance and time with the spec text', () => {
    expect(messages(parse('SWIM', { time: '10:00' }))).toEqual([['distance', 'Preencha distância e tempo.']]);
    expect(messages(parse('SWIM', { distance: '400' }))).toEqual([['time', 'Preencha distância e tempo.']]);
  });

  it('refuses values that are not positive numbers or times', () => {
    const invalid = 'Insira valores válidos para distância e tempo.';
    expect(messages(parse('SWIM', { distance: '0', time: '10:00' }))).toEqual([['distance', invalid]]);
    expect(messages(parse('RUN', { distance: 'cinco', time: '25:00' }))).toEqual([['distance', invalid]]);
    expect(messages(parse('RUN', { distance: '5', time: '25' }))).toEqual([['time', invalid]]);
    expect(messages(parse('RUN', { distance: '5', time: '00:00' }))).toEqual([['time', invalid]]);
  });

  it('sends metres and seconds: run typed in km with a comma, swim in metres', () => {
    expect(parse('RUN', { distance: '2,4', time: '11:00', date: '2026-11-20' }).data).toEqual({
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 660,
      p_duration_minutes: 11,
      p_notes: null,
      p_workout_date: '2026-11-20',
    });
    expect(parse('SWIM', { distance: '1500', time: '1:05:30' }).data).toMatchObject({
      p_value_primary: 1500,
      p_value_secondary: 3930,
      p_duration_minutes: 66,
    });
  });
});

describe('toFormValues', () => {
  it('gives back what the form would send', () => {
    const run = {
      activity_type: 'RUN',
      value_primary: 2400,
      value_secondary: 660,
      workout_date: '2026-11-20',
      notes: null,
    } as TrainingActivity;
    const values = toFormValues(run);
    expect(values).toEqual({
      ...EMPTY_FORM,
      reps: '',
      distance: '2,4',
      time: '11:00',
      date: '2026-11-20',
      notes: '',
    });
    expect(activityFormSchema('RUN').parse(values)).toMatchObject({
      p_value_primary: 2400,
      p_value_secondary: 660,
    });
  });
});
