import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmesp-2025-soldado (complete). Pass rule as read: Eliminatory pass/fail: reach every fixed threshold (Índice de Suficiência Física). One reteste per test except the 2,400 m (single attempt). No points/sum.

export const pmesp2025Soldado: ExamInput = {
  id: 'pmesp-2025-soldado',
  version: 1,
  name: 'PMESP — Soldado PM de 2ª Classe (novo ISF, editais após 31/03/2025)',
  shortName: 'PMESP — Soldado (2025)',
  body: 'Polícia Militar do Estado de São Paulo',
  uf: 'SP',
  year: 2025,
  cargos: ['Soldado PM de 2ª Classe'],
  sources: [
    'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
  ],
  completeness: 'complete',
  events: [
    {
      key: 'barra',
      label: 'Barra fixa',
      retest: true,
      certainty: 'secondary',
      source:
        'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 13 },
        { sex: 'F', measure: 'seconds_hang', variant: 'Isometria na barra fixa', threshold: 7 },
      ],
    },
    {
      key: 'abdominal_remador',
      label: 'Abdominal remador',
      retest: true,
      certainty: 'secondary',
      source:
        'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 36 },
        { sex: 'F', measure: 'reps', threshold: 32 },
      ],
    },
    {
      key: 'corrida_50m',
      label: 'Corrida de 50 metros',
      distanceM: 50,
      retest: true,
      certainty: 'secondary',
      source:
        'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 8.25 },
        { sex: 'F', measure: 'seconds_time', threshold: 9.5 },
      ],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida de 2.400 metros',
      distanceM: 2400,
      certainty: 'secondary',
      source:
        'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 780 },
        { sex: 'F', measure: 'seconds_time', threshold: 900 },
      ],
    },
  ],
};
