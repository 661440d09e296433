import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmdf-2018-soldado (partial). Pass rule as read: Unicamente eliminatório (minimums not retrieved).

export const pmdf2018Soldado: ExamInput = {
  id: 'pmdf-2018-soldado',
  version: 1,
  name: 'PMDF — Soldado (concurso 2018, IADES)',
  shortName: 'PMDF — Soldado (2018)',
  body: 'Polícia Militar do Distrito Federal',
  uf: 'DF',
  year: 2018,
  cargos: ['Soldado'],
  sources: ['https://www.direcaoconcursos.com.br/noticias/concurso-pmdf-taf-edital-2018'],
  completeness: 'partial',
  events: [
    {
      key: 'barra',
      label: 'Teste dinâmico em barra fixa',
      certainty: 'secondary',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-pmdf-taf-edital-2018',
      standards: [],
    },
    {
      key: 'abdominal_remador',
      label: 'Flexão abdominal (tipo remador)',
      certainty: 'unclear',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-pmdf-taf-edital-2018',
      standards: [],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'unclear',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-pmdf-taf-edital-2018',
      standards: [],
    },
    {
      key: 'natacao_50m',
      label: 'Natação 50 metros',
      distanceM: 50,
      certainty: 'unclear',
      source: 'https://www.direcaoconcursos.com.br/noticias/concurso-pmdf-taf-edital-2018',
      standards: [],
    },
  ],
};
