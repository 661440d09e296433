import { describe, expect, it } from 'vitest';
import { EditalSchema } from '../edital-schema';
import { gradeTest } from '../grade-test';
import { cbmmg2026CfsdMasculino } from './cbmmg-2026-cfsd-masculino';

// Every band edge of the published table, just inside and just outside; nota = 10 × points / 20.
const grade = (key: string, value: number) => gradeTest(cbmmg2026CfsdMasculino, key, { sex: 'M' }, value);

describe('cbmmg-2026-cfsd-masculino', () => {
  it('is a valid edital document', () => {
    expect(EditalSchema.parse(cbmmg2026CfsdMasculino)).toEqual(cbmmg2026CfsdMasculino);
  });

  it.each<[string, number, number]>([
    ['corrida_2400m', 300, 20],
    ['corrida_2400m', 524, 20],
    ['corrida_2400m', 524.99, 20], // fractions of a second are dropped
    ['corrida_2400m', 525, 19],
    ['corrida_2400m', 554, 19],
    ['corrida_2400m', 555, 18],
    ['corrida_2400m', 585, 18],
    ['corrida_2400m', 586, 17],
    ['corrida_2400m', 615, 17],
    ['corrida_2400m', 616, 16],
    ['corrida_2400m', 645, 16],
    ['corrida_2400m', 646, 15],
    ['corrida_2400m', 675, 15],
    ['corrida_2400m', 676, 14],
    ['corrida_2400m', 705, 14],
    ['corrida_2400m', 706, 13],
    ['corrida_2400m', 736, 13],
    ['corrida_2400m', 737, 12],
    ['corrida_2400m', 765, 12],
    ['corrida_2400m', 766, 0],
    ['corrida_2400m', 3000, 0],
    ['barra', 0, 0],
    ['barra', 2, 0],
    ['barra', 3, 12],
    ['barra', 4, 13],
    ['barra', 5, 13],
    ['barra', 6, 14],
    ['barra', 7, 14],
    ['barra', 8, 15],
    ['barra', 9, 16],
    ['barra', 10, 17],
    ['barra', 11, 18],
    ['barra', 12, 19],
    ['barra', 14, 19],
    ['barra', 15, 20],
    ['barra', 40, 20],
    ['natacao_50m', 19, 20],
    ['natacao_50m', 29, 20],
    ['natacao_50m', 30, 19],
    ['natacao_50m', 32, 19],
    ['natacao_50m', 33, 18],
    ['natacao_50m', 36, 18],
    ['natacao_50m', 37, 17],
    ['natacao_50m', 40, 17],
    ['natacao_50m', 41, 16],
    ['natacao_50m', 43, 16],
    ['natacao_50m', 44, 15],
    ['natacao_50m', 47, 15],
    ['natacao_50m', 48, 14],
    ['natacao_50m', 50, 14],
    ['natacao_50m', 51, 13],
    ['natacao_50m', 54, 13],
    ['natacao_50m', 55, 12],
    ['natacao_50m', 58, 12],
    ['natacao_50m', 59, 0],
    ['natacao_50m', 300, 0],
  ])('%s %d → %d points', (key, value, points) => {
    expect(grade(key, value)).toMatchObject({ ok: true, points, nota: points / 2 });
  });

  it.each(['barra', 'corrida_2400m', 'natacao_50m'])('reports %s as not available for women', (key) => {
    expect(gradeTest(cbmmg2026CfsdMasculino, key, { sex: 'F' }, 10)).toEqual({
      ok: false,
      error: {
        code: 'NOT_AVAILABLE_FOR_SEX',
        testKey: key,
        message: expect.stringMatching(
          /^O edital "CBMMG 2026 \(CFSd\) — masculino" não tem tabela de .+ para o sexo feminino\.$/,
        ),
      },
    });
  });

  it('has no 100 m swim', () => {
    expect(grade('natacao_100m', 90)).toMatchObject({ ok: false, error: { code: 'TEST_NOT_FOUND' } });
  });
});
