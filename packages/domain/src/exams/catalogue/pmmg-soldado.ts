import type { ExamInput } from '../exam-schema';

// reference/taf-exams.json, id pmmg-soldado (partial). Pass rule as read: Eliminatório e classificatório: mínimo 60% de rendimento em cada modalidade (tabela). Avaliação Médica ≤ 30 dias antes do TCF.

export const pmmgSoldado: ExamInput = {
  id: 'pmmg-soldado',
  version: 1,
  name: 'PMMG — TCF para candidatos civis (Resolução nº 4.642/2017)',
  shortName: 'PMMG — Soldado (TCF 2017)',
  body: 'Polícia Militar de Minas Gerais',
  uf: 'MG',
  year: 2017,
  cargos: ['Soldado', 'CFO (candidatos civis)'],
  sources: [
    'https://referenciacursos.com.br/teste-fisico-da-policia-militar-como-ser-aprovado',
    'http://cartadenoticias.com.br/2018/11/concurso-pmmg-ipatinga-recebe-preparatorio-para-teste-fisico/',
  ],
  completeness: 'partial',
  events: [
    {
      key: 'abdominal_remador',
      label: 'Abdominal tipo remador',
      certainty: 'unclear',
      source: 'https://referenciacursos.com.br/teste-fisico-da-policia-militar-como-ser-aprovado',
      standards: [],
    },
    {
      key: 'barra',
      label: 'Barra fixa — flexão dinâmica / estática',
      certainty: 'unclear',
      source: 'https://referenciacursos.com.br/teste-fisico-da-policia-militar-como-ser-aprovado',
      standards: [],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida de 2.400 metros',
      distanceM: 2400,
      certainty: 'unclear',
      source: 'https://referenciacursos.com.br/teste-fisico-da-policia-militar-como-ser-aprovado',
      standards: [],
    },
  ],
};
