import { describe, expect, it } from 'vitest';
import { checkActivityPlausibility } from './activity-plausibility';

const check = (type: 'RUN' | 'SWIM' | 'BARRA', primary: number | null, secondary: number | null) =>
  checkActivityPlausibility({ type, primary, secondary });

describe('checkActivityPlausibility', () => {
  it('accepts ordinary workouts', () => {
    expect(check('RUN', 2400, 660)).toEqual({ ok: true });
    expect(check('RUN', 42_195, 3 * 3600)).toEqual({ ok: true });
    expect(check('SWIM', 100, 95)).toEqual({ ok: true });
    expect(check('SWIM', 1500, 1800)).toEqual({ ok: true });
    expect(check('BARRA', 12, null)).toEqual({ ok: true });
  });

  it('refuses runs and swims faster than the world records', () => {
    expect(check('RUN', 2400, 300)).toMatchObject({ ok: false, field: 'p_value_secondary' });
    expect(check('RUN', 42_195, 2 * 3600)).toMatchObject({ ok: false });
    expect(check('RUN', 100, 9)).toMatchObject({ ok: false });
    expect(check('SWIM', 10_000, 300)).toMatchObject({ ok: false });
    expect(check('SWIM', 100, 45)).toMatchObject({ ok: false });
    // A record itself is possible.
    expect(check('RUN', 400, 43.03)).toEqual({ ok: true });
  });

  it('refuses absurd bar sessions, distances and times with the spec messages', () => {
    expect(check('BARRA', 500, null)).toMatchObject({ ok: false });
    expect(check('BARRA', 0, null)).toMatchObject({ message: 'Insira um número válido de repetições.' });
    expect(check('BARRA', 2.5, null)).toMatchObject({ ok: false });
    expect(check('SWIM', null, 60)).toMatchObject({ message: 'Preencha distância e tempo.' });
    expect(check('SWIM', 0, 60)).toMatchObject({ message: 'Insira valores válidos para distância e tempo.' });
    expect(check('RUN', 150_000, 20 * 3600)).toMatchObject({ ok: false });
    expect(check('RUN', 5000, 25 * 3600)).toMatchObject({ ok: false });
  });
});
