import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id prf-2009 (partial). Pass rule as read: Points per test: ≥ 2 pontos em cada teste AND média aritmética ≥ 3 pontos; failing any test stops the candidate (cannot do the rest). Tests in sequence, ≥ 10 min apart.

export const prf2009: ExamInput = {
  id: 'prf-2009',
  version: 1,
  name: 'PRF 2009 — IN nº 005/2009-CGRH/DPRF',
  shortName: 'PRF (2009)',
  body: 'Polícia Rodoviária Federal',
  year: 2009,
  cargos: ['Policial Rodoviário Federal'],
  sources: ['http://www.fiqueinforma.com/teste-de-aptidao-fisica-taf-policia-rodoviaria-federal/'],
  completeness: 'partial',
  aggregate: { kind: 'average', minimum: 3 },
  events: [
    {
      key: 'barra',
      label: 'Teste de barra fixa',
      certainty: 'secondary',
      source: 'http://www.fiqueinforma.com/teste-de-aptidao-fisica-taf-policia-rodoviaria-federal/',
      standards: [],
    },
    {
      key: 'impulsao',
      label: 'Teste de impulsão horizontal',
      certainty: 'unclear',
      source: 'http://www.fiqueinforma.com/teste-de-aptidao-fisica-taf-policia-rodoviaria-federal/',
      standards: [],
    },
    {
      key: 'corrida_12min',
      label: 'Teste de corrida 12 minutos',
      timeWindowS: 720,
      certainty: 'unclear',
      source: 'http://www.fiqueinforma.com/teste-de-aptidao-fisica-taf-policia-rodoviaria-federal/',
      standards: [],
    },
  ],
};
