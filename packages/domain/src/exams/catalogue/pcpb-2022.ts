import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pcpb-2022 (complete). Pass rule as read: Single test, pass/fail; one attempt only.

export const pcpb2022: ExamInput = {
  id: 'pcpb-2022',
  version: 1,
  name: 'Polícia Civil da Paraíba — prova de capacidade física (2022)',
  shortName: 'Polícia Civil PB (2022)',
  body: 'Polícia Civil da Paraíba',
  uf: 'PB',
  year: 2022,
  cargos: ['(cargos da PCPB 2022; not listed in source)'],
  sources: [
    'https://g1.globo.com/pb/paraiba/noticia/2022/06/28/concurso-da-policia-civil-da-pb-convoca-candidatos-para-prova-de-capacidade-fisica.ghtml',
  ],
  completeness: 'complete',
  events: [
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'secondary',
      source:
        'https://g1.globo.com/pb/paraiba/noticia/2022/06/28/concurso-da-policia-civil-da-pb-convoca-candidatos-para-prova-de-capacidade-fisica.ghtml',
      standards: [
        { sex: 'M', measure: 'metres_in_time', threshold: 2400 },
        { sex: 'F', measure: 'metres_in_time', threshold: 2000 },
      ],
    },
  ],
};
