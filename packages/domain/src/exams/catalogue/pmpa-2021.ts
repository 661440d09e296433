import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmpa-2021 (complete). Pass rule as read: Pass/fail on four tests (minimums by sex).

export const pmpa2021: ExamInput = {
  id: 'pmpa-2021',
  version: 1,
  name: 'PMPA — concurso Polícia Militar do Pará (TAF nov/2021)',
  shortName: 'PMPA (2021)',
  body: 'Polícia Militar do Pará',
  uf: 'PA',
  year: 2021,
  cargos: ['(PMPA concurso; cargo not named in source)'],
  sources: [
    'https://www.em.com.br/app/noticia/nacional/2021/11/05/interna_nacional,1320236/candidato-morre-durante-teste-fisico-de-concurso-para-a-policia-militar.shtml',
  ],
  completeness: 'complete',
  events: [
    {
      key: 'barra',
      label: 'Flexão na barra fixa',
      certainty: 'secondary',
      source:
        'https://www.em.com.br/app/noticia/nacional/2021/11/05/interna_nacional,1320236/candidato-morre-durante-teste-fisico-de-concurso-para-a-policia-militar.shtml',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 2 },
        { sex: 'F', measure: 'seconds_hang', variant: 'Sustentação na barra fixa', threshold: 12 },
      ],
    },
    {
      key: 'abdominal',
      label: 'Flexão abdominal sobre o solo (1 min)',
      timeWindowS: 60,
      certainty: 'secondary',
      source:
        'https://www.em.com.br/app/noticia/nacional/2021/11/05/interna_nacional,1320236/candidato-morre-durante-teste-fisico-de-concurso-para-a-policia-militar.shtml',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 30 },
        { sex: 'F', measure: 'reps', threshold: 27 },
      ],
    },
    {
      key: 'flexao_braco',
      label: 'Flexão de braço no solo',
      certainty: 'secondary',
      source:
        'https://www.em.com.br/app/noticia/nacional/2021/11/05/interna_nacional,1320236/candidato-morre-durante-teste-fisico-de-concurso-para-a-policia-militar.shtml',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 23 },
        { sex: 'F', measure: 'reps', threshold: 23 },
      ],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'secondary',
      source:
        'https://www.em.com.br/app/noticia/nacional/2021/11/05/interna_nacional,1320236/candidato-morre-durante-teste-fisico-de-concurso-para-a-policia-militar.shtml',
      standards: [
        { sex: 'M', measure: 'metres_in_time', threshold: 2000 },
        { sex: 'F', measure: 'metres_in_time', threshold: 1600 },
      ],
    },
  ],
};
