import type { ExamInput } from '../exam-schema';
import { pmesp2025Soldado } from './pmesp-2025-soldado';

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
    // The same ISF diretriz as the soldado's four events, plus the swim (Aluno Oficial only).
    ...pmesp2025Soldado.events,
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
