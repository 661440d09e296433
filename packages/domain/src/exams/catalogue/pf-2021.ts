import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pf-2021 (partial). Pass rule as read: Banded points 0/2–5 per test; apto = ≥ 2,00 pontos em cada teste AND soma ≥ 10,00 pontos (2018: soma ≥ 12). Eliminatory. PcD candidates: same criteria.

export const pf2021: ExamInput = {
  id: 'pf-2021',
  version: 1,
  name: 'Polícia Federal 2021 — Delegado, Agente, Escrivão, Papiloscopista',
  shortName: 'Polícia Federal (2021)',
  body: 'Polícia Federal',
  year: 2021,
  cargos: ['Delegado', 'Agente', 'Escrivão', 'Papiloscopista'],
  sources: [
    'https://blog.alfaconcursos.com.br/concurso-pf-saiba-tudo-sobre-o-taf',
    'https://estrategiaconcursos.com.br/blog/taf-pf-2021-ficou-mais-facil/amp',
    'https://estrategiaconcursos.com.br/blog/taf-concurso-pf-policia-federal/amp',
    'http://concursos.correioweb.com.br/app/noticias/2021/06/29/noticiasinterna,42071/policia-federal-divulga-resultado-final-de-provas-e-orientacoes-para-o.shtml',
  ],
  completeness: 'partial',
  aggregate: { kind: 'sum', minimum: 10 },
  events: [
    {
      key: 'barra',
      label: 'Barra fixa',
      certainty: 'secondary',
      source: 'https://blog.alfaconcursos.com.br/concurso-pf-saiba-tudo-sobre-o-taf',
      standards: [
        {
          sex: 'M',
          measure: 'reps',
          bands: [
            { lower: 0, upper: 1, points: 0 },
            { lower: 2, upper: 2, points: 2 },
            { lower: 3, upper: 3, points: 3 },
            { lower: 4, upper: 4, points: 4 },
            { lower: 5, points: 5 },
          ],
          minimumPoints: 2,
        },
      ],
    },
    {
      key: 'impulsao',
      label: 'Impulsão horizontal',
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/concurso-pf-saiba-tudo-sobre-o-taf',
      standards: [],
    },
    {
      key: 'natacao_50m',
      label: 'Natação 50 metros',
      distanceM: 50,
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/concurso-pf-saiba-tudo-sobre-o-taf',
      standards: [],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/concurso-pf-saiba-tudo-sobre-o-taf',
      standards: [],
    },
  ],
};
