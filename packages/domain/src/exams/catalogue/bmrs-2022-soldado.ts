import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id bmrs-2022-soldado (complete). Pass rule as read: Eliminatory pass/fail: reach every threshold.

export const bmrs2022Soldado: ExamInput = {
  id: 'bmrs-2022-soldado',
  version: 1,
  name: 'Brigada Militar RS — Soldado (concurso 2022, 4.000 vagas)',
  shortName: 'Brigada Militar RS — Soldado (2022)',
  body: 'Brigada Militar do Rio Grande do Sul',
  uf: 'RS',
  year: 2022,
  cargos: ['Soldado'],
  sources: [
    'https://www.clicportela.com.br/noticia/44438/candidatos-do-concurso-da-brigada-militar-iniciam-testes-de-capacitacao-fisica',
  ],
  completeness: 'complete',
  events: [
    {
      key: 'barra',
      label: 'Flexão na barra',
      certainty: 'secondary',
      source:
        'https://www.clicportela.com.br/noticia/44438/candidatos-do-concurso-da-brigada-militar-iniciam-testes-de-capacitacao-fisica',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 5 },
        { sex: 'F', measure: 'seconds_hang', variant: 'Isometria na barra fixa', threshold: 20 },
      ],
    },
    {
      key: 'abdominal',
      label: 'Abdominais em 60 segundos',
      timeWindowS: 60,
      certainty: 'secondary',
      source:
        'https://www.clicportela.com.br/noticia/44438/candidatos-do-concurso-da-brigada-militar-iniciam-testes-de-capacitacao-fisica',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 40 },
        { sex: 'F', measure: 'reps', threshold: 32 },
      ],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'secondary',
      source:
        'https://www.clicportela.com.br/noticia/44438/candidatos-do-concurso-da-brigada-militar-iniciam-testes-de-capacitacao-fisica',
      standards: [
        { sex: 'M', measure: 'metres_in_time', threshold: 2500 },
        { sex: 'F', measure: 'metres_in_time', threshold: 2100 },
      ],
    },
  ],
};
