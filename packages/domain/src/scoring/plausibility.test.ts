import { describe, expect, it } from 'vitest';
import type { Measure } from './edital-schema';
import { checkPlausibility } from './plausibility';

describe('checkPlausibility', () => {
  it.each<[string, Measure, number]>([
    ['barra', 'reps', 0],
    ['barra', 'reps', 100],
    ['barra', 'seconds_hang', 0],
    ['barra', 'seconds_hang', 600],
    ['corrida_2400m', 'seconds_time', 300],
    ['corrida_2400m', 'seconds_time', 3600],
    ['natacao_100m', 'seconds_time', 40],
    ['natacao_100m', 'seconds_time', 1200],
    ['natacao_50m', 'seconds_time', 19],
    ['natacao_50m', 'seconds_time', 600],
    ['corrida_3200m', 'seconds_time', 5], // no known limits for other tests: only positive
  ])('accepts %s (%s) %d', (key, measure, value) => {
    expect(checkPlausibility(key, measure, value)).toEqual({ ok: true });
  });

  it.each<[string, Measure, number, string]>([
    ['barra', 'reps', Number.NaN, 'Informe um número válido'],
    ['barra', 'reps', Number.POSITIVE_INFINITY, 'Informe um número válido'],
    ['barra', 'reps', -1, 'O valor não pode ser negativo'],
    ['barra', 'reps', 7.5, 'As repetições devem ser um número inteiro'],
    ['barra', 'reps', 101, 'Mais de 100 repetições não é um resultado plausível'],
    ['barra', 'seconds_hang', 600.01, 'Mais de 10 minutos de suspensão não é um resultado plausível'],
    ['barra', 'seconds_hang', -0.5, 'O valor não pode ser negativo'],
    ['corrida_2400m', 'seconds_time', 0, 'O tempo deve ser maior que zero'],
    ['corrida_2400m', 'seconds_time', 299.99, '2400 m em menos de 5:00 é mais rápido que o recorde mundial'],
    ['corrida_2400m', 'seconds_time', 3600.01, '2400 m em mais de 60 minutos não é um resultado válido'],
    [
      'natacao_100m',
      'seconds_time',
      39.99,
      '100 m de natação em menos de 40 s é mais rápido que o recorde mundial',
    ],
    [
      'natacao_100m',
      'seconds_time',
      1200.01,
      '100 m de natação em mais de 20 minutos não é um resultado válido',
    ],
    [
      'natacao_50m',
      'seconds_time',
      18.99,
      '50 m de natação em menos de 19 s é mais rápido que o recorde mundial',
    ],
    [
      'natacao_50m',
      'seconds_time',
      600.01,
      '50 m de natação em mais de 10 minutos não é um resultado válido',
    ],
  ])('rejects %s (%s) %d', (key, measure, value, message) => {
    expect(checkPlausibility(key, measure, value)).toEqual({ ok: false, message });
  });
});
