import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from './editais/cbmdf-2025-estimada';
import { gradeTest } from './grade-test';

describe('gradeTest', () => {
  it('grades with the table of the candidate sex and returns it', () => {
    expect(gradeTest(cbmdf2025Estimada, 'barra', { sex: 'F', cargo: 'SOLDADO', age: 24 }, 40)).toMatchObject({
      ok: true,
      nota: 5.5,
      points: 5.5,
      test: { key: 'barra', label: 'Barra' },
      table: { sex: 'F', measure: 'seconds_hang' },
    });
  });

  it.each<[string, number, string, string]>([
    [
      'natacao_50m',
      30,
      'TEST_NOT_FOUND',
      'O teste "natacao_50m" não existe no edital "CBMDF 2025 — referência estimada".',
    ],
    ['barra', 7.5, 'IMPLAUSIBLE_VALUE', 'Barra: As repetições devem ser um número inteiro.'],
    ['barra', -1, 'IMPLAUSIBLE_VALUE', 'Barra: O valor não pode ser negativo.'],
    [
      'corrida_2400m',
      240,
      'IMPLAUSIBLE_VALUE',
      'Corrida 2400 m: 2400 m em menos de 5:00 é mais rápido que o recorde mundial.',
    ],
    ['natacao_100m', Number.NaN, 'IMPLAUSIBLE_VALUE', 'Natação 100 m: Informe um número válido.'],
  ])('%s = %d → %s', (testKey, value, code, message) => {
    expect(gradeTest(cbmdf2025Estimada, testKey, { sex: 'M' }, value)).toEqual({
      ok: false,
      error: { code, testKey, message },
    });
  });
});
