import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmms-2023-soldado (partial). Pass rule as read: Eliminatory; failing any test = reprovado (mshoje).

export const pmms2023Soldado: ExamInput = {
  id: 'pmms-2023-soldado',
  version: 1,
  name: 'PMMS — Soldado (concurso 2023, IDECAN)',
  shortName: 'PMMS — Soldado (2023)',
  body: 'Polícia Militar de Mato Grosso do Sul',
  uf: 'MS',
  year: 2023,
  cargos: ['Soldado (also CFO per IDECAN note)'],
  sources: [
    'https://mshoje.com.br/noticias/destaques/candidato-a-soldado-da-pmms-morre-ao-passar-mal-em-prova-de-aptidao-fisica-realizada-na-capital',
    'https://diariodonordeste.verdesmares.com.br/ultima-hora/pais/candidato-morre-depois-de-passar-mal-em-teste-de-aptidao-fisica-da-pm-do-ms-1.3400959',
    'https://folhacg.com.br/?p=82708',
  ],
  completeness: 'partial',
  events: [
    {
      key: 'barra',
      label: 'Elevação na barra fixa',
      certainty: 'unclear',
      source:
        'https://mshoje.com.br/noticias/destaques/candidato-a-soldado-da-pmms-morre-ao-passar-mal-em-prova-de-aptidao-fisica-realizada-na-capital',
      standards: [],
    },
    {
      key: 'abdominal',
      label: 'Abdominais',
      certainty: 'unclear',
      source:
        'https://mshoje.com.br/noticias/destaques/candidato-a-soldado-da-pmms-morre-ao-passar-mal-em-prova-de-aptidao-fisica-realizada-na-capital',
      standards: [{ sex: 'M', measure: 'reps', threshold: 32 }],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida de 2.400 metros',
      distanceM: 2400,
      certainty: 'unclear',
      source:
        'https://mshoje.com.br/noticias/destaques/candidato-a-soldado-da-pmms-morre-ao-passar-mal-em-prova-de-aptidao-fisica-realizada-na-capital',
      standards: [{ sex: 'M', measure: 'seconds_time', threshold: 720 }],
    },
    {
      key: 'carl_up',
      label: 'Carl-up',
      certainty: 'unclear',
      source: 'https://folhacg.com.br/?p=82708',
      standards: [],
    },
  ],
};
