import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmesp-2025-oficial (partial). Pass rule as read: Same as soldado plus natação: reach every threshold; one reteste per test except 2,400 m.

export const pmesp2025Oficial: ExamInput = {
  id: 'pmesp-2025-oficial',
  version: 1,
  name: 'PMESP — Aluno Oficial PM (novo ISF, editais após 31/03/2025)',
  shortName: 'PMESP — Aluno Oficial (2025)',
  body: 'Polícia Militar do Estado de São Paulo',
  uf: 'SP',
  year: 2025,
  cargos: ['Aluno Oficial PM'],
  sources: [
    'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
  ],
  completeness: 'partial',
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
    {
      key: 'natacao',
      label: 'Natação',
      retest: true,
      certainty: 'secondary',
      source:
        'https://policialpadrao.com.br/noticias/oportunidades/concursos/31/03/2025/pmesp-altera-criterios-do-taf-para-soldados-e-oficiais',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 65 },
        { sex: 'F', measure: 'seconds_time', threshold: 65 },
      ],
    },
  ],
};
