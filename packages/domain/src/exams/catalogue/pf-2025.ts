import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pf-2025 (partial). Pass rule as read: Unicamente eliminatório: inapto if below the desempenho mínimo in any test or skips any test (threshold model, unlike 2021's points).

export const pf2025: ExamInput = {
  id: 'pf-2025',
  version: 1,
  name: 'Polícia Federal 2025 — cargos policiais (Cebraspe)',
  shortName: 'Polícia Federal (2025)',
  body: 'Polícia Federal',
  year: 2025,
  cargos: ['Delegado', 'Agente', 'Escrivão', 'Papiloscopista', 'Perito (per news)'],
  sources: [
    'https://diaoficial.com/linkdo/2042499/2025_05_21_ASSINADO_do3?docid=25468&page=137&pageid=2042499',
    'https://www.plataformadoxandao.com.br/post/taf-da-pf-regras-do-teste-de-aptidão-física',
    'https://www1.brasilemfolhas.com.br/2025/09/policia-federal-convoca-candidatos-para-taf-apos-prova-discursiva',
  ],
  completeness: 'partial',
  events: [
    {
      key: 'barra',
      label: 'Teste em barra fixa',
      certainty: 'exact',
      source:
        'https://diaoficial.com/linkdo/2042499/2025_05_21_ASSINADO_do3?docid=25468&page=137&pageid=2042499',
      standards: [{ sex: 'M', measure: 'reps', threshold: 5 }],
    },
    {
      key: 'impulsao',
      label: 'Impulsão horizontal',
      certainty: 'unclear',
      source: 'https://www.plataformadoxandao.com.br/post/taf-da-pf-regras-do-teste-de-aptidão-física',
      standards: [],
    },
    {
      key: 'natacao_50m',
      label: 'Natação 50 metros',
      distanceM: 50,
      certainty: 'unclear',
      source: 'https://www.plataformadoxandao.com.br/post/taf-da-pf-regras-do-teste-de-aptidão-física',
      standards: [],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'unclear',
      source: 'https://www.plataformadoxandao.com.br/post/taf-da-pf-regras-do-teste-de-aptidão-física',
      standards: [],
    },
  ],
};
