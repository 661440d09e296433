import { describe, expect, it } from 'vitest';
import { describeIssuePath } from './issue-path';

const doc = {
  tests: [
    { key: 'barra', label: 'Barra' },
    { key: 'corrida', tables: [{ rows: [{}, {}] }] },
  ],
  events: [{ key: 'barra', label: 'Barra fixa', standards: [{ bands: [{}, {}, {}] }] }],
};

describe('describeIssuePath', () => {
  it.each([
    ['', 'Documento'],
    ['id', 'Campo "id"'],
    ['tests.0.key', 'Teste 1 (Barra) › campo "key"'],
    ['tests.1.tables.0.rows.1.points', 'Teste 2 › tabela 1 › faixa 2 › campo "points"'],
    ['tests.7.tables.2.minimum', 'Teste 8 › tabela 3 › campo "minimum"'],
    ['rows', 'Campo "rows"'],
    ['events.0.standards.0.bands.2.points', 'Teste 1 (Barra fixa) › índice 1 › faixa 3 › campo "points"'],
  ])('%s → %s', (path, expected) => {
    expect(describeIssuePath(path, doc)).toBe(expected);
  });
});
