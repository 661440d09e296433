import { describe, expect, it } from 'vitest';
import { EditalSchema, type Sex } from '../edital-schema';
import { gradeTest } from '../grade-test';
import { cbmdf2025Estimada } from './cbmdf-2025-estimada';

// Every anchor of the default edital: minimum → 1, top → 10, beyond the top → 10, just below the
// minimum → 0, and the straight line between rounded DOWN to 0.25 (exact quarter just inside/outside).
const grade = (key: string, sex: Sex, value: number) => gradeTest(cbmdf2025Estimada, key, { sex }, value);

describe('cbmdf-2025-estimada', () => {
  it('is a valid edital document', () => {
    expect(EditalSchema.parse(cbmdf2025Estimada)).toEqual(cbmdf2025Estimada);
  });

  it.each<[string, Sex, number, number]>([
    // Men's bar, reps: 3 → 1, 15 → 10; each rep is worth 0.75.
    ['barra', 'M', 0, 0],
    ['barra', 'M', 2, 0],
    ['barra', 'M', 3, 1],
    ['barra', 'M', 4, 1.75],
    ['barra', 'M', 7, 4],
    ['barra', 'M', 14, 9.25],
    ['barra', 'M', 15, 10],
    ['barra', 'M', 16, 10],
    // Women's bar, isometric hang in seconds: 20 s → 1, 60 s → 10; 1 s is worth 0.225.
    ['barra', 'F', 0, 0],
    ['barra', 'F', 19.99, 0],
    ['barra', 'F', 20, 1],
    ['barra', 'F', 21, 1],
    ['barra', 'F', 22, 1.25],
    ['barra', 'F', 40, 5.5],
    ['barra', 'F', 59, 9.75],
    ['barra', 'F', 59.99, 9.75],
    ['barra', 'F', 60, 10],
    ['barra', 'F', 95, 10],
    // Men's 2400 m: 12:45 → 1, 8:44 → 10.
    ['corrida_2400m', 'M', 766, 0],
    ['corrida_2400m', 'M', 765.01, 0],
    ['corrida_2400m', 'M', 765, 1],
    ['corrida_2400m', 'M', 758.31, 1],
    ['corrida_2400m', 'M', 758.3, 1.25],
    ['corrida_2400m', 'M', 700, 3.25],
    ['corrida_2400m', 'M', 525, 9.75],
    ['corrida_2400m', 'M', 524.01, 9.75],
    ['corrida_2400m', 'M', 524, 10],
    ['corrida_2400m', 'M', 480, 10],
    // Women's 2400 m: 14:20 → 1, 10:20 → 10; 800 s lands exactly on 3.25.
    ['corrida_2400m', 'F', 861, 0],
    ['corrida_2400m', 'F', 860, 1],
    ['corrida_2400m', 'F', 800.01, 3],
    ['corrida_2400m', 'F', 800, 3.25],
    ['corrida_2400m', 'F', 740, 5.5],
    ['corrida_2400m', 'F', 621, 9.75],
    ['corrida_2400m', 'F', 620, 10],
    ['corrida_2400m', 'F', 600, 10],
    // Men's 100 m swim: 2:40 → 1, 1:30 → 10; 125 s lands exactly on 5.5.
    ['natacao_100m', 'M', 160.5, 0],
    ['natacao_100m', 'M', 160, 1],
    ['natacao_100m', 'M', 125.01, 5.25],
    ['natacao_100m', 'M', 125, 5.5],
    ['natacao_100m', 'M', 91, 9.75],
    ['natacao_100m', 'M', 90, 10],
    ['natacao_100m', 'M', 60, 10],
    // Women's 100 m swim: 3:10 → 1, 1:50 → 10; 150 s lands exactly on 5.5.
    ['natacao_100m', 'F', 191, 0],
    ['natacao_100m', 'F', 190, 1],
    ['natacao_100m', 'F', 150.01, 5.25],
    ['natacao_100m', 'F', 150, 5.5],
    ['natacao_100m', 'F', 111, 9.75],
    ['natacao_100m', 'F', 110, 10],
  ])('%s (%s) %d → nota %d', (key, sex, value, nota) => {
    // On a 10-point scale the points are the grade itself.
    expect(grade(key, sex, value)).toMatchObject({ ok: true, nota, points: nota });
  });

  it.each<[string, Sex, string, number]>([
    ['barra', 'M', 'reps', 10],
    ['barra', 'F', 'seconds_hang', 30],
    ['corrida_2400m', 'F', 'seconds_time', 700],
  ])('grades %s (%s) in %s', (key, sex, measure, value) => {
    expect(grade(key, sex, value)).toMatchObject({ ok: true, table: { measure } });
  });
});
