import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmpb-2023-soldado (complete). Pass rule as read: Eliminatory pass/fail: reach every threshold. Attempt counts for 2023 not stated (2018: 2 tentativas barra/abdominal, 3 salto, 1 corrida de fundo).

export const pmpb2023Soldado: ExamInput = {
  id: 'pmpb-2023-soldado',
  version: 1,
  name: 'PMPB — Soldado PM (concurso 2023, 1.100 vagas PM+BM)',
  shortName: 'PMPB — Soldado (2023)',
  body: 'Polícia Militar da Paraíba',
  uf: 'PB',
  year: 2023,
  cargos: ['Soldado PM'],
  sources: [
    'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
    'http://www.pm.pb.gov.br/portal/2018/06/26/testes-fisicos-das-mulheres-do-concurso-para-policia-militar-comecam-nesta-terca-feira-e-sao-eliminatorios/',
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
      key: 'salto_altura',
      label: 'Salto em altura',
      certainty: 'secondary',
      source:
        'https://www.pm.pb.gov.br/portal/2023/08/01/preparacao-para-os-testes-fisicos-deve-ser-feita-junto-com-os-estudos-para-o-exame-intelectual/',
      standards: [
        { sex: 'M', measure: 'centimetres', threshold: 120 },
        { sex: 'F', measure: 'centimetres', threshold: 100 },
      ],
    },
  ],
};
