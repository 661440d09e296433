import { describe, expect, it } from 'vitest';
import { ageOn } from './age';
import { bmiCategory, bodyMassIndex, bodyReport } from './body-report';

describe('age in full years', () => {
  it.each([
    ['1995-06-15', '2025-06-14', 29],
    ['1995-06-15', '2025-06-15', 30],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    [null, '2025-03-01', null],
    ['2030-01-01', '2025-03-01', null],
    ['not a date', '2025-03-01', null],
  ])('born %s, on %s → %s', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('BMI and the WHO adult categories (WHO, Obesity: preventing and managing the global epidemic, TRS 894)', () => {
  it('weight / height²: 70 kg and 175 cm → 22.9', () => {
    expect(bodyMassIndex(70, 175)).toBe(22.9);
    expect(bodyMassIndex(null, 175)).toBeNull();
    expect(bodyMassIndex(70, 0)).toBeNull();
  });

  it.each([
    [18.4, 'Abaixo do peso'],
    [18.5, 'Peso normal'],
    [24.9, 'Peso normal'],
    [25, 'Sobrepeso'],
    [29.9, 'Sobrepeso'],
    [30, 'Obesidade grau I'],
    [34.9, 'Obesidade grau I'],
    [35, 'Obesidade grau II'],
    [39.9, 'Obesidade grau II'],
    [40, 'Obesidade grau III'],
  ])('%d kg/m² → %s', (imc, category) => {
    expect(bmiCategory(imc)).toBe(category);
  });

  it('classifies the value shown: 24.96 reads 25.0 → Sobrepeso', () => {
    // 76.5 kg, 175 cm → 24.979… → 25.0
    const imc = bodyMassIndex(76.5, 175);
    expect(imc).toBe(25);
    expect(bmiCategory(imc as number)).toBe('Sobrepeso');
  });
});

describe('bodyReport', () => {
  it('age, height, weight, BMI with its category and the history oldest first', () => {
    expect(
      bodyReport({
        birthDate: '1995-06-15',
        alturaCm: 175,
        pesoKg: 70,
        weights: [
          { data: '2025-03-01', peso_kg: 70 },
          { data: '2025-01-10', peso_kg: 72.44 },
        ],
        today: '2025-03-12',
      }),
    ).toEqual({
      idade: 29,
      birth_date: '1995-06-15',
      altura_cm: 175,
      peso_kg: 70,
      imc: 22.9,
      imc_categoria: 'Peso normal',
      pesos: [
        { data: '2025-01-10', peso_kg: 72.4 },
        { data: '2025-03-01', peso_kg: 70 },
      ],
    });
  });

  it('an empty profile: every value null, no history', () => {
    expect(
      bodyReport({ birthDate: null, alturaCm: null, pesoKg: null, weights: [], today: '2025-03-12' }),
    ).toEqual({
      idade: null,
      birth_date: null,
      altura_cm: null,
      peso_kg: null,
      imc: null,
      imc_categoria: null,
      pesos: [],
    });
  });

  it('without a current weight, the newest weigh-in is used', () => {
    const report = bodyReport({
      birthDate: null,
      alturaCm: 180,
      pesoKg: null,
      weights: [
        { data: '2025-02-01', peso_kg: 90 },
        { data: '2025-01-01', peso_kg: 100 },
      ],
      today: '2025-03-12',
    });
    expect(report.peso_kg).toBe(90);
    expect(report.imc).toBe(27.8);
    expect(report.imc_categoria).toBe('Sobrepeso');
  });
});
