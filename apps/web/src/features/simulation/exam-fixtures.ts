import type { EditalSummary, EditalTestSummary, ExamResultJson, UserTest } from '@/lib/queries/taf';

// Test fixtures shaped as the server answers (catalogue-summary.ts, stored-result.ts), with the
// numbers of the shipped catalogue (packages/domain/src/exams/catalogue).

type Test = EditalTestSummary;
const NO_MARKS = { M: null, F: null };

const gradedTest = (key: string, label: string, measures: Test['measures']): Test => ({
  key,
  label,
  labels: { M: label, F: label },
  measures,
  pass_marks: NO_MARKS,
  time_window_s: null,
  distance_m: null,
});

export const cbmdf: EditalSummary = {
  id: 'cbmdf-2025-estimada',
  version: 1,
  format: 'grade_table',
  name: 'CBMDF 2025 — referência estimada',
  short_name: 'CBMDF 2025 — referência estimada',
  body: 'Corpo de Bombeiros Militar do Distrito Federal',
  uf: 'DF',
  year: 2025,
  cargos: [],
  completeness: 'complete',
  is_estimate: true,
  is_default: true,
  is_archived: false,
  tests: [
    gradedTest('barra', 'Barra', { M: 'reps', F: 'seconds_hang' }),
    gradedTest('corrida_2400m', 'Corrida 2400 m', { M: 'seconds_time', F: 'seconds_time' }),
    gradedTest('natacao_100m', 'Natação 100 m', { M: 'seconds_time', F: 'seconds_time' }),
  ],
};

const examEntry = (
  fields: Pick<EditalSummary, 'id' | 'name' | 'short_name' | 'body' | 'uf' | 'year' | 'cargos'>,
  tests: Test[],
  completeness: EditalSummary['completeness'] = 'complete',
): EditalSummary => ({
  version: 1,
  format: 'exam',
  completeness,
  is_estimate: false,
  is_default: false,
  is_archived: false,
  ...fields,
  tests,
});

const event = (key: string, label: string, rest: Partial<Test>): Test => ({
  key,
  label,
  labels: { M: label, F: label },
  measures: { M: 'reps', F: 'reps' },
  pass_marks: NO_MARKS,
  time_window_s: null,
  distance_m: null,
  ...rest,
});

export const pmesp = examEntry(
  {
    id: 'pmesp-2025-soldado',
    name: 'PMESP — Soldado PM de 2ª Classe (novo ISF, editais após 31/03/2025)',
    short_name: 'PMESP — Soldado (2025)',
    body: 'Polícia Militar do Estado de São Paulo',
    uf: 'SP',
    year: 2025,
    cargos: ['Soldado PM de 2ª Classe'],
  },
  [
    event('barra', 'Barra fixa', {
      labels: { M: 'Barra fixa', F: 'Isometria na barra fixa' },
      measures: { M: 'reps', F: 'seconds_hang' },
      pass_marks: { M: 13, F: 7 },
    }),
    event('abdominal_remador', 'Abdominal remador', { pass_marks: { M: 36, F: 32 } }),
    event('corrida_50m', 'Corrida de 50 metros', {
      measures: { M: 'seconds_time', F: 'seconds_time' },
      pass_marks: { M: 8.25, F: 9.5 },
      distance_m: 50,
    }),
    event('corrida_2400m', 'Corrida de 2.400 metros', {
      measures: { M: 'seconds_time', F: 'seconds_time' },
      pass_marks: { M: 780, F: 900 },
      distance_m: 2400,
    }),
  ],
);

export const ppdf = examEntry(
  {
    id: 'ppdf-taf',
    name: 'Polícia Penal do DF — TAF',
    short_name: 'Polícia Penal DF',
    body: 'Polícia Penal do Distrito Federal',
    uf: 'DF',
    year: null,
    cargos: ['Policial Penal'],
  },
  [
    event('barra', 'Teste dinâmico de barra fixa', {
      labels: { M: 'Teste dinâmico de barra fixa', F: 'Teste estático de barra fixa' },
      measures: { M: 'reps', F: 'seconds_hang' },
      pass_marks: { M: 5, F: 25 },
    }),
    event('impulsao', 'Impulsão horizontal', {
      measures: { M: 'centimetres', F: 'centimetres' },
      pass_marks: { M: 180, F: 140 },
    }),
    event('flexao_braco', 'Flexão de braço com apoio (solo)', { pass_marks: { M: 23, F: 18 } }),
    event('abdominal', 'Flexão abdominal', { pass_marks: { M: 30, F: 25 } }),
    event('corrida_12min', 'Corrida de 12 minutos', {
      measures: { M: 'metres_in_time', F: 'metres_in_time' },
      pass_marks: { M: 2400, F: 2000 },
      time_window_s: 720,
    }),
  ],
);

/** Polícia Federal 2021: only the men's bar is known ('Tabela incompleta'). */
export const pf2021 = examEntry(
  {
    id: 'pf-2021',
    name: 'Polícia Federal 2021 — Delegado, Agente, Escrivão, Papiloscopista',
    short_name: 'Polícia Federal (2021)',
    body: 'Polícia Federal',
    uf: null,
    year: 2021,
    cargos: ['Delegado', 'Agente', 'Escrivão', 'Papiloscopista'],
  },
  [
    event('barra', 'Barra fixa', { measures: { M: 'reps', F: null } }),
    event('impulsao', 'Impulsão horizontal', { measures: NO_MARKS }),
    event('natacao_50m', 'Natação 50 metros', { measures: NO_MARKS, distance_m: 50 }),
    event('corrida_12min', 'Corrida de 12 minutos', { measures: NO_MARKS, time_window_s: 720 }),
  ],
  'partial',
);

const SOURCE_NOTE = 'Conforme divulgado — confira o edital oficial';
const pmespEdital = {
  id: 'pmesp-2025-soldado',
  version: 1,
  name: 'PMESP — Soldado (2025)',
  is_estimate: false,
  format: 'exam',
} as const;

/** PMESP, a man at the pass marks (barra 13, abdominal 40, 50 m 7,9 s, 2.400 m 11:40): apto. */
export const pmespApto: ExamResultJson = {
  // The database's key order (jsonb), not the exam's.
  tests: {
    barra: {
      valor: 13,
      label: 'Barra fixa',
      measure: 'reps',
      minimo: 13,
      passou: true,
      margem: 'no limite',
      eliminatoria: true,
    },
    corrida_50m: {
      valor: 7.9,
      label: 'Corrida de 50 metros',
      measure: 'seconds_time',
      minimo: 8.25,
      passou: true,
      margem: 'sobram 0,35 s',
      eliminatoria: true,
    },
    corrida_2400m: {
      valor: 700,
      label: 'Corrida de 2.400 metros',
      measure: 'seconds_time',
      minimo: 780,
      passou: true,
      margem: 'sobram 1 min 20 s',
      eliminatoria: true,
    },
    abdominal_remador: {
      valor: 40,
      label: 'Abdominal remador',
      measure: 'reps',
      minimo: 36,
      passou: true,
      margem: 'sobram 4 repetições',
      eliminatoria: true,
    },
  },
  nota_final: null,
  apto: true,
  motivos: [],
  pontos: null,
  avisos: [SOURCE_NOTE],
  edital: pmespEdital,
};

/** The same with one pull-up short: inapto. */
export const pmespInapto: ExamResultJson = {
  ...pmespApto,
  tests: {
    ...pmespApto.tests,
    barra: {
      valor: 12,
      label: 'Barra fixa',
      measure: 'reps',
      minimo: 13,
      passou: false,
      margem: 'falta 1 repetição',
      eliminatoria: true,
    },
  },
  apto: false,
  motivos: ['Barra fixa: falta 1 repetição para o mínimo'],
};

/** Polícia Penal DF, a woman 50 m short in the 12-minute run: inapto. */
export const ppdfInapto: ExamResultJson = {
  tests: {
    barra: {
      valor: 25,
      label: 'Teste estático de barra fixa',
      measure: 'seconds_hang',
      minimo: 25,
      passou: true,
      margem: 'no limite',
      eliminatoria: true,
    },
    impulsao: {
      valor: 150,
      label: 'Impulsão horizontal',
      measure: 'centimetres',
      minimo: 140,
      passou: true,
      margem: 'sobram 10 cm',
      eliminatoria: true,
    },
    abdominal: {
      valor: 25,
      label: 'Flexão abdominal',
      measure: 'reps',
      minimo: 25,
      passou: true,
      margem: 'no limite',
      eliminatoria: true,
    },
    flexao_braco: {
      valor: 20,
      label: 'Flexão de braço com apoio (solo)',
      measure: 'reps',
      minimo: 18,
      passou: true,
      margem: 'sobram 2 repetições',
      eliminatoria: true,
    },
    corrida_12min: {
      valor: 1950,
      label: 'Corrida de 12 minutos',
      measure: 'metres_in_time',
      minimo: 2000,
      passou: false,
      margem: 'faltam 50 m',
      eliminatoria: true,
    },
  },
  nota_final: null,
  apto: false,
  motivos: ['Corrida de 12 minutos: faltam 50 m para o mínimo'],
  pontos: null,
  avisos: [SOURCE_NOTE],
  edital: { id: 'ppdf-taf', version: 1, name: 'Polícia Penal DF', is_estimate: false, format: 'exam' },
};

export const userTest = (id: string, json: UserTest['json_resultado'], createdAt: string): UserTest => ({
  id,
  user_id: 'u1',
  created_at: createdAt,
  json_resultado: json,
});
