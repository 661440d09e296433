import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id ppdf-taf (complete). Pass rule as read: Pass/fail: minimum in each test, by sex (all tests).

export const ppdfTaf: ExamInput = {
  id: 'ppdf-taf',
  version: 1,
  name: 'Polícia Penal do DF — TAF',
  shortName: 'Polícia Penal DF',
  body: 'Polícia Penal do Distrito Federal',
  uf: 'DF',
  cargos: ['Policial Penal'],
  sources: ['https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf'],
  completeness: 'complete',
  events: [
    {
      key: 'barra',
      label: 'Teste dinâmico de barra fixa',
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 5 },
        { sex: 'F', measure: 'seconds_hang', variant: 'Teste estático de barra fixa', threshold: 25 },
      ],
    },
    {
      key: 'impulsao',
      label: 'Impulsão horizontal',
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf',
      standards: [
        { sex: 'M', measure: 'centimetres', threshold: 180 },
        { sex: 'F', measure: 'centimetres', threshold: 140 },
      ],
    },
    {
      key: 'flexao_braco',
      label: 'Flexão de braço com apoio (solo)',
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 23 },
        { sex: 'F', measure: 'reps', threshold: 18 },
      ],
    },
    {
      key: 'abdominal',
      label: 'Flexão abdominal',
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 30 },
        { sex: 'F', measure: 'reps', threshold: 25 },
      ],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-policia-penal-df-taf',
      standards: [
        { sex: 'M', measure: 'metres_in_time', threshold: 2400 },
        { sex: 'F', measure: 'metres_in_time', threshold: 2000 },
      ],
    },
  ],
};
