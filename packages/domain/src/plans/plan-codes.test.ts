import { describe, expect, it } from 'vitest';
import { isFreePlan, planName } from './plan-codes';

describe('plans', () => {
  it.each<[string | null | undefined, boolean, string]>([
    ['FREE', true, 'Gratuito'],
    [null, true, 'Gratuito'],
    [undefined, true, 'Gratuito'],
    ['', true, 'Gratuito'],
    ['COMUM', false, 'Simulado avulso'],
    ['AVAN_MENSAL', false, 'Avançado Mensal'],
    ['AVAN_SEMESTRE', false, 'Avançado Semestral'],
    ['VIP', false, 'VIP'],
  ])('%j → free %s, %j', (code, isFree, name) => {
    expect(isFreePlan(code)).toBe(isFree);
    expect(planName(code)).toBe(name);
  });
});
