import type { ExamInput } from '../exam-schema';
import { pmpb2023Soldado } from './pmpb-2023-soldado';

// reference/taf-exams.json, id cbmpb-2023-soldado (complete). Pass rule as read: Eliminatory pass/fail: reach every threshold; swim replaces salto em altura for bombeiros.

export const cbmpb2023Soldado: ExamInput = {
  id: 'cbmpb-2023-soldado',
  version: 1,
  name: 'CBMPB — Soldado BM (concurso 2023, same edital as PMPB)',
  shortName: 'CBMPB — Soldado (2023)',
  body: 'Corpo de Bombeiros Militar da Paraíba',
  uf: 'PB',
  year: 2023,
  cargos: ['Soldado BM'],
  sources: [
    'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
  ],
  completeness: 'complete',
  events: [
    // The same 2023 edital as PMPB's: its first four events; the swim replaces the high jump.
    ...pmpb2023Soldado.events.filter((event) => event.key !== 'salto_altura'),
    {
      key: 'natacao_50m',
      label: 'Natação 50 metros',
      distanceM: 50,
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 60 },
        { sex: 'F', measure: 'seconds_time', threshold: 70 },
      ],
    },
  ],
};
