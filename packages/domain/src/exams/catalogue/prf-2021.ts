import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id prf-2021 (partial). Pass rule as read: Eliminatory only; five tests, all mandatory regardless of results in the others; edital table has a minimum to score per test (bands not retrieved). No swim (pandemic).

export const prf2021: ExamInput = {
  id: 'prf-2021',
  version: 1,
  name: 'PRF 2021 — Policial Rodoviário Federal',
  shortName: 'PRF (2021)',
  body: 'Polícia Rodoviária Federal',
  year: 2021,
  cargos: ['Policial Rodoviário Federal'],
  sources: [
    'https://blog.alfaconcursos.com.br/?p=64465',
    'https://www.em.com.br/app/noticia/emprego/2021/06/14/interna_emprego,1276565/concurso-prf-candidatos-deverao-realizar-taf-com-mascara.shtml',
    'https://www.concursosnobrasil.com.br/artigos/concurso-prf-2021-como-sera-o-taf-teste-de-aptidao-fisica.html',
  ],
  completeness: 'partial',
  events: [
    {
      key: 'barra',
      label: 'Flexão em barra fixa',
      certainty: 'secondary',
      source: 'https://blog.alfaconcursos.com.br/?p=64465',
      standards: [{ sex: 'M', measure: 'reps', threshold: 3 }],
    },
    {
      key: 'shuttle_run',
      label: 'Shuttle run (corrida de ir e vir)',
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/?p=64465',
      standards: [],
    },
    {
      key: 'impulsao',
      label: 'Impulsão horizontal',
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/?p=64465',
      standards: [],
    },
    {
      key: 'abdominal',
      label: 'Flexão abdominal',
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/?p=64465',
      standards: [],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'unclear',
      source: 'https://blog.alfaconcursos.com.br/?p=64465',
      standards: [],
    },
  ],
};
