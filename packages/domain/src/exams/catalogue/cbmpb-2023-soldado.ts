import type { ExamInput } from '../exam-schema';

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
    {
      key: 'barra',
      label: 'Barra fixa',
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 5 },
        { sex: 'F', measure: 'seconds_hang', variant: 'Suspensão em barra fixa', threshold: 10 },
      ],
    },
    {
      key: 'corrida_100m',
      label: 'Corrida de 100 metros',
      distanceM: 100,
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 15 },
        { sex: 'F', measure: 'seconds_time', threshold: 15 },
      ],
    },
    {
      key: 'abdominal_remador',
      label: 'Abdominal remador em 1 minuto',
      timeWindowS: 60,
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'reps', threshold: 35 },
        { sex: 'F', measure: 'reps', threshold: 30 },
      ],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida de 2.400 metros',
      distanceM: 2400,
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'seconds_time', threshold: 720 },
        { sex: 'F', measure: 'seconds_time', threshold: 840 },
      ],
    },
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
