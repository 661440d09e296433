import { describe, expect, it } from 'vitest';
import { type EditalInput, EditalSchema } from './edital-schema';

// A small valid document; each case below breaks one thing and expects the problem at its path.
function validEdital(): EditalInput {
  return {
    id: 'teste-2026',
    version: 1,
    name: 'Edital de teste',
    isEstimate: false,
    pointsScale: 20,
    tests: [
      {
        key: 'barra',
        label: 'Barra',
        tables: [
          {
            sex: 'M',
            measure: 'reps',
            better: 'higher',
            kind: 'bands',
            rows: [
              { lower: 10, points: 20 },
              { lower: 5, upper: 9, points: 15 },
              { lower: 3, upper: 4, points: 12 },
              { upper: 2, points: 0 },
            ],
          },
          { sex: 'F', measure: 'seconds_hang', better: 'higher', kind: 'linear', minimum: 20, top: 60 },
        ],
      },
      {
        key: 'corrida_2400m',
        label: 'Corrida 2400 m',
        distanceM: 2400,
        tables: [
          { sex: 'M', measure: 'seconds_time', better: 'lower', kind: 'linear', minimum: 765, top: 524 },
        ],
      },
    ],
  };
}

// Sets (or, with undefined, deletes) the value at a dotted path of a plain JSON document.
function patch(document: unknown, changes: Record<string, unknown>): unknown {
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      document as Record<string, unknown>,
    );
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return document;
}

const issuesOf = (input: unknown) => {
  const result = EditalSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const BAR = 'tests.0.tables.0';
const HANG = 'tests.0.tables.1';
const RUN = 'tests.1.tables.0';
const runTable = {
  sex: 'M',
  measure: 'seconds_time',
  better: 'lower',
  kind: 'linear',
  minimum: 765,
  top: 524,
};
const HANG_MESSAGE = 'Na suspensão (seconds_hang) a marca mínima deve ser de pelo menos 1 s';
const DUPLICATE = 'Tabela duplicada: já existe uma tabela de Corrida 2400 m para o sexo masculino';

describe('EditalSchema', () => {
  it('accepts a consistent document and applies the default step of 0.25', () => {
    const parsed = EditalSchema.parse(validEdital());
    expect(parsed.tests[1]?.tables[0]).toMatchObject({ kind: 'linear', step: 0.25 });
  });

  // One change; the problem is reported at the changed path.
  it.each<[string, unknown, string]>([
    ['id', 'Teste 2026', 'O id deve ser um slug (minúsculas, números e hífens)'],
    ['version', 0, 'A versão deve ser positiva'],
    ['version', 1.5, 'A versão deve ser inteira'],
    ['pointsScale', 7.5, 'A escala de pontos deve ser inteira'],
    ['tests', [], 'O edital precisa de pelo menos um teste'],
    ['tests.1.tables', [], 'O teste precisa de pelo menos uma tabela'],
    ['tests.0.key', 'Barra', 'A chave do teste deve ser snake_case (ex.: corrida_2400m)'],
    ['tests.1.key', 'barra', 'Teste repetido: "barra" já aparece no edital'],
    [`${RUN}.measure`, 'metros', 'Medida desconhecida: use "reps", "seconds_hang" ou "seconds_time"'],
    [`${RUN}.kind`, 'curva', 'Tipo de tabela desconhecido: use "linear" ou "bands"'],
    [`${RUN}.sex`, 'X', 'Sexo inválido: use "M" ou "F"'],
    [`${RUN}.cargo`, 'QOBM_COMB', 'Cargo inválido: use OFICIAL, SARGENTO, CABO ou SOLDADO'],
    [`${RUN}.better`, 'higher', 'A medida "seconds_time" exige better "lower"'],
    [`${RUN}.top`, 800, 'Com better "lower", a marca máxima (top) deve ser menor que a mínima'],
    [`${HANG}.top`, 10, 'Com better "higher", a marca máxima (top) deve ser maior que a mínima'],
    [`${RUN}.top`, 765, 'A marca máxima (top) é igual à marca mínima'],
    [`${RUN}.step`, 0.3, 'O passo deve dividir 1 (ex.: 0,25, 0,5 ou 0,1)'],
    [`${RUN}.minimum`, Number.POSITIVE_INFINITY, 'A marca mínima deve ser um número'],
    [`${HANG}.minimum`, 0, HANG_MESSAGE],
    [`${BAR}.rows.1.lower`, 6, 'Lacuna entre faixas: nenhuma faixa cobre 5 a 5'],
    [`${BAR}.rows.2.upper`, 4.5, 'O limite superior deve ser inteiro (segundos ou repetições inteiras)'],
    [`${BAR}.rows.0.points`, 21, 'A pontuação 21 passa da escala do edital (20)'],
    [`${BAR}.rows.3.points`, -1, 'A pontuação não pode ser negativa'],
    [`${BAR}.rows.1.points`, 11, 'A pontuação deve crescer para valores maiores'],
    [
      `${BAR}.rows.0.upper`,
      30,
      'A melhor faixa não pode ter "upper": superar a marca máxima dá a pontuação máxima',
    ],
  ])('rejects %s = %j: %s', (path, value, message) => {
    expect(issuesOf(patch(validEdital(), { [path]: value }))).toContainEqual({ path, message });
  });

  const hangBands = { sex: 'F', measure: 'seconds_hang', better: 'higher', kind: 'bands' };
  const barForWomen = { sex: 'F', cargo: 'CABO', measure: 'reps', better: 'higher', kind: 'linear', top: 8 };
  it.each<[Record<string, unknown>, string, string]>([
    [
      { [`${RUN}.ageBand`]: { min: 30, max: 18 } },
      `${RUN}.ageBand.max`,
      'A faixa etária tem "min" maior que "max"',
    ],
    [
      { [`${BAR}.rows.1.upper`]: 10 },
      `${BAR}.rows.0.lower`,
      'Faixas sobrepostas: a faixa anterior vai até 10',
    ],
    [
      { [`${BAR}.rows.2.lower`]: 5 },
      `${BAR}.rows.2.upper`,
      'O limite inferior da faixa é maior que o superior',
    ],
    [
      { [`${BAR}.rows.3.points`]: 11 },
      `${BAR}.rows`,
      'A tabela precisa de uma marca mínima: a pior faixa com pontos é aberta',
    ],
    [
      {
        [`${BAR}.rows`]: [
          { lower: 3, points: 20 },
          { upper: 2, points: 0 },
        ],
      },
      `${BAR}.rows`,
      'A tabela precisa de pelo menos duas faixas com pontos',
    ],
    [
      {
        [HANG]: {
          ...hangBands,
          rows: [
            { lower: 10, points: 20 },
            { lower: 0, upper: 9, points: 10 },
          ],
        },
      },
      `${HANG}.rows.1.lower`,
      HANG_MESSAGE,
    ],
    [{ 'tests.1.tables.1': runTable }, 'tests.1.tables.1', DUPLICATE],
    [
      { [`${RUN}.cargo`]: 'CABO', 'tests.1.tables.1': { ...runTable, cargo: 'CABO' } },
      'tests.1.tables.1',
      `${DUPLICATE} e cargo CABO`,
    ],
    [
      {
        [`${RUN}.ageBand`]: { min: 18, max: 25 },
        'tests.1.tables.1': { ...runTable, ageBand: { min: 25, max: 30 } },
      },
      'tests.1.tables.1',
      `${DUPLICATE} e faixa etária sobreposta`,
    ],
    [
      { 'tests.0.tables.2': { ...barForWomen, minimum: 1 } },
      'tests.0.tables.2.measure',
      'As tabelas de Barra do sexo feminino devem usar a mesma medida',
    ],
  ])('rejects %j at %s: %s', (changes, path, message) => {
    expect(issuesOf(patch(validEdital(), changes))).toContainEqual({ path, message });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a cargo table beside the sex-only table', { 'tests.1.tables.1': { ...runTable, cargo: 'OFICIAL' } }],
    [
      'disjoint age bands',
      {
        [`${RUN}.ageBand`]: { min: 18, max: 25 },
        'tests.1.tables.1': { ...runTable, ageBand: { min: 26, max: 30 } },
      },
    ],
    [
      'a test with tables for one sex only',
      {
        'tests.0.tables': [
          { sex: 'M', measure: 'reps', better: 'higher', kind: 'linear', minimum: 3, top: 15 },
        ],
      },
    ],
    [
      'bands listed in any order',
      {
        [`${BAR}.rows`]: [
          { upper: 2, points: 0 },
          { lower: 10, points: 20 },
          { lower: 3, upper: 9, points: 12 },
        ],
      },
    ],
  ])('accepts %s', (_name, changes) => {
    expect(issuesOf(patch(validEdital(), changes))).toEqual([]);
  });
});
