import { describe, expect, it } from 'vitest';
import { type ExamInput, ExamSchema } from './exam-schema';
import { gradeExam, TIE_BREAK_NOTE } from './grade-exam';
import { marginText } from './margin-text';

const SOURCE = 'https://exemplo.gov.br/edital.pdf';

/** A federal-police-like exam: banded points, ≥ 2 in each event, a sum of 10 (pf-2021's rule). */
const banded: ExamInput = {
  id: 'pontos-teste',
  version: 1,
  name: 'Concurso com pontos',
  shortName: 'Pontos',
  body: 'Polícia de Teste',
  cargos: ['Agente'],
  sources: [SOURCE],
  completeness: 'complete',
  aggregate: { kind: 'sum', minimum: 10 },
  tieBreak: true,
  events: [
    {
      key: 'barra',
      label: 'Barra fixa',
      attempts: 2,
      certainty: 'exact',
      source: SOURCE,
      standards: [
        {
          sex: 'M',
          measure: 'reps',
          minimumPoints: 2,
          bands: [
            { lower: 0, upper: 1, points: 0 },
            { lower: 2, upper: 2, points: 2 },
            { lower: 3, upper: 3, points: 3 },
            { lower: 4, upper: 4, points: 4 },
            { lower: 5, points: 5 },
          ],
        },
      ],
    },
    {
      key: 'natacao_50m',
      label: 'Natação 50 metros',
      distanceM: 50,
      retest: true,
      certainty: 'exact',
      source: SOURCE,
      standards: [
        {
          sex: 'M',
          measure: 'seconds_time',
          minimumPoints: 2,
          bands: [
            { upper: 40, points: 5 },
            { lower: 41, upper: 45, points: 4 },
            { lower: 46, upper: 50, points: 2 },
            { lower: 51, points: 0 },
          ],
        },
      ],
    },
    {
      key: 'corrida_12min',
      label: 'Corrida de 12 minutos',
      timeWindowS: 720,
      certainty: 'exact',
      source: SOURCE,
      standards: [
        {
          sex: 'M',
          measure: 'metres_in_time',
          minimumPoints: 2,
          bands: [
            { upper: 2199, points: 0 },
            { lower: 2200, upper: 2399, points: 2 },
            { lower: 2400, points: 5 },
          ],
        },
      ],
    },
  ],
};
const exam = ExamSchema.parse(banded);

const grade = (marks: Parameters<typeof gradeExam>[2], input: ExamInput = banded, age?: number) => {
  const graded = gradeExam(
    ExamSchema.parse(input),
    { sex: 'M', ...(age === undefined ? {} : { age }) },
    marks,
  );
  if (!graded.ok) throw new Error(JSON.stringify(graded.errors));
  return graded.result;
};

describe('gradeExam: banded points with a per-test minimum and a sum', () => {
  it('sums the points; apto with every minimum and the sum reached', () => {
    const result = grade({ barra: 4, natacao_50m: 44, corrida_12min: 2400 });
    expect(result.events.map((e) => e.points)).toEqual([4, 4, 5]);
    expect(result.aggregate).toEqual({ kind: 'sum', value: 13, minimum: 10 });
    expect(result.apto).toBe(true);
    expect(result.tieBreakNote).toBe(TIE_BREAK_NOTE);
    expect(result.sourceNote).toBeNull();
  });

  it('each event at its minimum but the sum short: inapto for the sum alone', () => {
    const result = grade({ barra: 2, natacao_50m: 50, corrida_12min: 2200 });
    expect(result.events.every((e) => e.passed)).toBe(true);
    expect(result.apto).toBe(false);
    expect(result.reasons).toEqual(['Soma de pontos abaixo do mínimo: 6 de 10']);
  });

  it('below one minimum: inapto by that event, with what is missing', () => {
    const result = grade({ barra: 1, natacao_50m: 38, corrida_12min: 2500 });
    expect(result.events[0]).toMatchObject({ passed: false, points: 0, passMark: 2, margin: -1 });
    expect(result.reasons).toEqual(['Barra fixa: falta 1 repetição para o mínimo']);
  });

  it('a time between two bands earns the slower band; the pass mark of a time is the slowest earning one', () => {
    const result = grade({ barra: 5, natacao_50m: 45.5, corrida_12min: 2400 });
    expect(result.events[1]).toMatchObject({
      points: 2,
      passMark: 50,
      margin: 4.5,
      marginText: 'sobram 4,5 s',
    });
  });

  it('best of the allowed tries; more tries than the exam allows are refused', () => {
    expect(grade({ barra: { tries: [3, 5] }, natacao_50m: 40, corrida_12min: 2400 }).events[0]?.mark).toBe(5);
    const refused = gradeExam(
      exam,
      { sex: 'M' },
      { barra: { tries: [3, 4, 5] }, natacao_50m: 40, corrida_12min: 2400 },
    );
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'INVALID_MARK', eventKey: 'barra' }] });
  });

  it('a retest counts only when the day failed, and only where the exam gives one', () => {
    const retaken = grade({ barra: 5, natacao_50m: { tries: [52], retest: [47] }, corrida_12min: 2400 });
    expect(retaken.events[1]).toMatchObject({ mark: 47, fromRetest: true, passed: true });
    const notNeeded = grade({ barra: 5, natacao_50m: { tries: [44], retest: [39] }, corrida_12min: 2400 });
    expect(notNeeded.events[1]).toMatchObject({ mark: 44, fromRetest: false });
    const noRetest = gradeExam(
      exam,
      { sex: 'M' },
      { barra: { tries: [1], retest: [5] }, natacao_50m: 40, corrida_12min: 2400 },
    );
    expect(noRetest).toMatchObject({ ok: false, errors: [{ code: 'INVALID_MARK', eventKey: 'barra' }] });
  });

  it('a missing mark, a sex without numbers and a partial exam are told, never graded', () => {
    expect(gradeExam(exam, { sex: 'M' }, { barra: 5 })).toMatchObject({
      ok: false,
      errors: [
        { code: 'MISSING_MARK', eventKey: 'natacao_50m' },
        { code: 'MISSING_MARK', eventKey: 'corrida_12min' },
      ],
    });
    expect(gradeExam(exam, { sex: 'F' }, {})).toMatchObject({
      ok: false,
      errors: [{ code: 'NO_STANDARD' }, {}, {}],
    });
    const partial = ExamSchema.parse({ ...banded, completeness: 'partial' });
    expect(gradeExam(partial, { sex: 'M' }, {})).toMatchObject({
      ok: false,
      errors: [{ code: 'INCOMPLETE_EXAM', message: expect.stringContaining('Tabela incompleta') }],
    });
  });
});

describe('gradeExam: classificatory events, averages and age bands', () => {
  const shaped: ExamInput = {
    ...banded,
    aggregate: { kind: 'average', minimum: 3 },
    tieBreak: false,
    events: [
      {
        key: 'flexao_braco',
        label: 'Flexão de braço',
        certainty: 'secondary',
        source: SOURCE,
        standards: [
          {
            sex: 'M',
            ageBand: { min: 18, max: 30 },
            measure: 'reps',
            threshold: 25,
            bands: [
              { upper: 24, points: 0 },
              { lower: 25, points: 5 },
            ],
          },
          {
            sex: 'M',
            ageBand: { min: 31, max: 99 },
            measure: 'reps',
            threshold: 20,
            bands: [
              { upper: 19, points: 0 },
              { lower: 20, points: 5 },
            ],
          },
        ],
      },
      {
        key: 'corrida_50m',
        label: 'Corrida de 50 metros',
        eliminatory: false,
        certainty: 'secondary',
        source: SOURCE,
        standards: [
          {
            sex: 'M',
            measure: 'seconds_time',
            threshold: 8.25,
            bands: [
              { upper: 8.25, points: 4 },
              { lower: 8.26, points: 1 },
            ],
          },
        ],
      },
    ],
  };

  it('the age band decides the threshold; a classificatory event never makes inapto', () => {
    const young = grade({ flexao_braco: 22, corrida_50m: 8.5 }, shaped, 25);
    expect(young.events[0]).toMatchObject({ passed: false, marginText: 'faltam 3 repetições' });
    const older = grade({ flexao_braco: 22, corrida_50m: 8.5 }, shaped, 35);
    expect(older.events[0]).toMatchObject({ passed: true, marginText: 'sobram 2 repetições' });
    expect(older.events[1]).toMatchObject({ passed: false, marginText: 'faltam 0,25 s', eliminatory: false });
    expect(older.aggregate).toEqual({ kind: 'average', value: 3, minimum: 3 });
    expect(older.apto).toBe(true);
    expect(older.sourceNote).toBe('Conforme divulgado — confira o edital oficial');
  });

  it('without an age, an exam with age bands asks for it', () => {
    expect(
      gradeExam(ExamSchema.parse(shaped), { sex: 'M' }, { flexao_braco: 30, corrida_50m: 8 }),
    ).toMatchObject({
      ok: false,
      errors: [{ code: 'AGE_NEEDED', eventKey: 'flexao_braco' }],
    });
  });
});

describe('marginText', () => {
  it.each([
    ['reps', -1, 'falta 1 repetição'],
    ['reps', -2, 'faltam 2 repetições'],
    ['reps', 3, 'sobram 3 repetições'],
    ['reps', 1, 'sobra 1 repetição'],
    ['seconds_time', 0.4, 'sobram 0,4 s'],
    ['seconds_time', -0.25, 'faltam 0,25 s'],
    ['seconds_time', -65, 'faltam 1 min 5 s'],
    ['seconds_time', 120, 'sobram 2 min'],
    ['seconds_hang', -1, 'falta 1 s'],
    ['metres_in_time', -150, 'faltam 150 m'],
    ['metres_in_time', 1050, 'sobram 1.050 m'],
    ['centimetres', -5, 'faltam 5 cm'],
    ['reps', 0, 'no limite'],
    ['seconds_time', 0.001, 'no limite'],
  ] as const)('%s %d → %s', (measure, margin, text) => {
    expect(marginText(measure, margin)).toBe(text);
  });
});

describe('ExamSchema', () => {
  it('refuses a standard with neither threshold nor points, and a minimum no band reaches', () => {
    const event = banded.events[0];
    const withStandard = (standard: object) => ({ ...banded, events: [{ ...event, standards: [standard] }] });
    expect(ExamSchema.safeParse(withStandard({ sex: 'M', measure: 'reps' })).success).toBe(false);
    const unreachable = {
      sex: 'M',
      measure: 'reps',
      minimumPoints: 9,
      bands: [
        { upper: 1, points: 0 },
        { lower: 2, points: 5 },
      ],
    };
    const refused = ExamSchema.safeParse(withStandard(unreachable));
    expect(refused.error?.issues[0]?.message).toBe('Nenhuma faixa da tabela alcança a pontuação mínima');
  });
});

describe('gradeExam: implausible marks', () => {
  it('refuses a mark no one can make, naming the event, and grades nothing', () => {
    expect(gradeExam(exam, { sex: 'M' }, { barra: 5, natacao_50m: 12, corrida_12min: 2400 })).toEqual({
      ok: false,
      errors: [
        {
          code: 'INVALID_MARK',
          eventKey: 'natacao_50m',
          message:
            'Natação 50 metros: Natação 50 metros em menos de 20 s é mais rápido que o recorde mundial.',
        },
      ],
    });
  });
});
