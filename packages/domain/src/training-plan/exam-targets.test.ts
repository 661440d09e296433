import { describe, expect, it } from 'vitest';
import { examById } from '../exams/catalogue/index';
import { type Exam, ExamSchema } from '../exams/exam-schema';
import { describeExamGoal, suggestExamGoals } from './exam-goal-suggestion';
import { dayToDaySwing, type EventTarget, examTargetsFor, folgaMark, UNKNOWN_GAP } from './exam-targets';

// Decision 047: an exam's targets come from its pass marks for the person's sex ('13 repetições
// para passar'), or past them by two day-to-day swings ('com folga'); the emphasis from the gap.

const exam = (id: string): Exam => {
  const found = examById(id);
  if (!found) throw new Error(`no exam ${id}`);
  return found;
};
const PMESP = exam('pmesp-2025-soldado');
const PPDF = exam('ppdf-taf');

function targetsOf(e: Exam, sex: 'M' | 'F', current: Record<string, number> = {}, goal: unknown = 'apto') {
  const result = examTargetsFor({ exam: e, candidate: { sex }, current, goal });
  if (!result.ok) throw new Error(result.errors.map((x) => x.message).join('; '));
  return result.targets;
}
const byKey = (targets: EventTarget[]) => new Map(targets.map((t) => [t.key, t]));

describe('examTargetsFor: the pass marks of the person’s sex', () => {
  it.each([
    [
      'PMESP',
      PMESP,
      'M',
      [
        ['barra', 'Barra fixa: 13 repetições para passar', 'reps', 'BARRA'],
        ['abdominal_remador', 'Abdominal remador: 36 repetições para passar', 'reps', 'abdominal'],
        ['corrida_50m', 'Corrida de 50 metros: 8,25 s para passar', 'seconds_time', 'sprint'],
        ['corrida_2400m', 'Corrida de 2.400 metros: 13:00 para passar', 'seconds_time', 'RUN'],
      ],
    ],
    [
      'PMESP',
      PMESP,
      'F',
      [
        ['barra', 'Isometria na barra fixa: 7 s para passar', 'seconds_hang', 'BARRA'],
        ['abdominal_remador', 'Abdominal remador: 32 repetições para passar', 'reps', 'abdominal'],
        ['corrida_50m', 'Corrida de 50 metros: 9,5 s para passar', 'seconds_time', 'sprint'],
        ['corrida_2400m', 'Corrida de 2.400 metros: 15:00 para passar', 'seconds_time', 'RUN'],
      ],
    ],
    [
      'Polícia Penal DF',
      PPDF,
      'M',
      [
        ['barra', 'Teste dinâmico de barra fixa: 5 repetições para passar', 'reps', 'BARRA'],
        ['impulsao', 'Impulsão horizontal: 1,80 m para passar', 'centimetres', 'impulsao'],
        ['flexao_braco', 'Flexão de braço com apoio (solo): 23 repetições para passar', 'reps', 'flexao'],
        ['abdominal', 'Flexão abdominal: 30 repetições para passar', 'reps', 'abdominal'],
        [
          'corrida_12min',
          'Corrida de 12 minutos: 2.400 m em 12 minutos para passar',
          'metres_in_time',
          'RUN',
        ],
      ],
    ],
    [
      'Polícia Penal DF',
      PPDF,
      'F',
      [
        ['barra', 'Teste estático de barra fixa: 25 s para passar', 'seconds_hang', 'BARRA'],
        ['impulsao', 'Impulsão horizontal: 1,40 m para passar', 'centimetres', 'impulsao'],
        ['flexao_braco', 'Flexão de braço com apoio (solo): 18 repetições para passar', 'reps', 'flexao'],
        ['abdominal', 'Flexão abdominal: 25 repetições para passar', 'reps', 'abdominal'],
        [
          'corrida_12min',
          'Corrida de 12 minutos: 2.000 m em 12 minutos para passar',
          'metres_in_time',
          'RUN',
        ],
      ],
    ],
  ] as const)('%s, %s', (_name, e, sex, expected) => {
    const targets = targetsOf(e, sex);
    expect(targets.map((t) => [t.key, t.text, t.measure, t.track])).toEqual(expected);
    for (const t of targets) {
      expect(t.goal).toBe('apto');
      expect(t.targetMark).toBe(t.passMark);
      // No result: not met, the largest gap (it comes first).
      expect(t.current).toBeNull();
      expect(t.isMet).toBe(false);
      expect(t.gap).toBe(UNKNOWN_GAP);
    }
  });

  it('labels the event as the person’s sex does it, and the window where the exam has one', () => {
    const pmpb = exam('pmpb-2023-soldado');
    const women = byKey(targetsOf(pmpb, 'F'));
    expect(women.get('barra')?.label).toBe('Suspensão em barra fixa');
    expect(women.get('abdominal_remador')?.text).toBe(
      'Abdominal remador em 1 minuto: 30 repetições em 1 minuto para passar',
    );
    expect(women.get('salto_altura')?.track).toBe('salto_altura');
    expect(women.get('corrida_100m')).toMatchObject({ track: 'sprint', distanceM: 100, passMark: 15 });
  });
});

describe('the latest results: met, passed, and the gap in day-to-day swings', () => {
  it('at the mark is met; one step short is not, by one swing', () => {
    const at = byKey(
      targetsOf(PMESP, 'M', { barra: 13, abdominal_remador: 36, corrida_50m: 8.25, corrida_2400m: 780 }),
    );
    for (const t of at.values()) {
      expect(t.isMet).toBe(true);
      expect(t.current?.passed).toBe(true);
      expect(t.gap).toBe(0);
    }
    const short = byKey(
      targetsOf(PMESP, 'M', { barra: 12, abdominal_remador: 35, corrida_50m: 8.26, corrida_2400m: 781 }),
    );
    for (const t of short.values()) {
      expect(t.isMet).toBe(false);
      expect(t.current?.passed).toBe(false);
    }
    // 1 repetition of 13 (a swing of 1); 1 of 36 (a swing of 1,8); 0,01 s of 8,25 (a swing of 0,0825).
    expect(short.get('barra')?.gap).toBe(1);
    expect(short.get('abdominal_remador')?.gap).toBe(0.56);
    expect(short.get('corrida_50m')?.gap).toBe(0.12);
    expect(short.get('corrida_2400m')?.gap).toBe(0.13);
  });

  it('a time is better lower, a distance and a jump higher', () => {
    const f = byKey(
      targetsOf(PPDF, 'F', {
        barra: 20,
        impulsao: 146,
        flexao_braco: 18,
        abdominal: 24,
        corrida_12min: 1960,
      }),
    );
    expect(f.get('barra')).toMatchObject({ isMet: false, gap: 2.5 });
    expect(f.get('impulsao')).toMatchObject({ isMet: true, gap: 0 });
    expect(f.get('flexao_braco')).toMatchObject({ isMet: true, gap: 0 });
    expect(f.get('corrida_12min')).toMatchObject({ isMet: false, gap: 1 });
  });
});

describe('the margin: two day-to-day swings past the pass mark', () => {
  it.each([
    ['reps', 13, 15],
    ['reps', 36, 40],
    ['reps', 5, 7],
    ['seconds_hang', 7, 11],
    ['seconds_hang', 25, 29],
    ['seconds_time', 8.25, 8.08],
    ['seconds_time', 780, 764],
    ['metres_in_time', 2400, 2500],
    ['metres_in_time', 2000, 2080],
    ['centimetres', 180, 191],
    ['centimetres', 140, 149],
  ] as const)('%s %d → %d', (measure, pass, folga) => {
    expect(folgaMark(measure, pass)).toBe(folga);
    // Past the pass mark by at least the two swings (rounded the safe way).
    const margin = Math.abs(folga - pass);
    expect(margin).toBeGreaterThanOrEqual(2 * dayToDaySwing(measure, pass) - 1e-9);
  });

  it('a goal per event: the margin where chosen, the pass mark elsewhere; the text says both', () => {
    const targets = byKey(targetsOf(PMESP, 'M', { barra: 14 }, { barra: 'folga', corrida_2400m: 'medalha' }));
    expect(targets.get('barra')).toMatchObject({
      goal: 'folga',
      passMark: 13,
      targetMark: 15,
      isMet: false,
      current: { mark: 14, passed: true },
      text: 'Barra fixa: 15 repetições para passar com folga (mínimo: 13 repetições)',
    });
    // An edital's goal ('medalha', a grade) means nothing here: the pass mark.
    expect(targets.get('corrida_2400m')).toMatchObject({ goal: 'apto', targetMark: 780 });
    const all = targetsOf(PPDF, 'F', {}, 'folga');
    expect(all.map((t) => t.targetMark)).toEqual([29, 149, 20, 28, 2080]);
  });
});

describe('partial exams and age bands', () => {
  it('an event without numbers for this sex is trained, with no target', () => {
    const pf = byKey(targetsOf(exam('pf-2021'), 'F'));
    for (const t of pf.values()) {
      expect(t.passMark).toBeNull();
      expect(t.targetMark).toBeNull();
      expect(t.gap).toBe(0);
      expect(t.text).toMatch(/índice ainda não publicado/);
      expect(t.track).not.toBeNull();
    }
  });

  it('an exam with age bands asks for the age', () => {
    const banded = ExamSchema.parse({
      ...PMESP,
      events: [
        {
          ...PMESP.events[0],
          standards: [
            { sex: 'M', measure: 'reps', threshold: 10, ageBand: { min: 18, max: 30 } },
            { sex: 'M', measure: 'reps', threshold: 8, ageBand: { min: 31, max: 99 } },
          ],
        },
      ],
    });
    const none = examTargetsFor({ exam: banded, candidate: { sex: 'M' }, current: {}, goal: 'apto' });
    expect(none.ok).toBe(false);
    const older = examTargetsFor({
      exam: banded,
      candidate: { sex: 'M', age: 35 },
      current: {},
      goal: 'apto',
    });
    expect(older.ok && older.targets[0]?.passMark).toBe(8);
  });
});

describe('suggested goals', () => {
  it('the pass mark until a result reaches it, then the margin', () => {
    const suggestions = suggestExamGoals({
      exam: PMESP,
      candidate: { sex: 'F' },
      current: { barra: 9, corrida_50m: 9.8 },
    });
    expect(suggestions?.map((s) => [s.key, s.label, s.goal, s.text, s.current])).toEqual([
      ['barra', 'Isometria na barra fixa', 'folga', 'passar com folga (11 s)', '9 s'],
      ['abdominal_remador', 'Abdominal remador', 'apto', 'passar (32 repetições)', null],
      ['corrida_50m', 'Corrida de 50 metros', 'apto', 'passar (9,5 s)', '9,8 s'],
      ['corrida_2400m', 'Corrida de 2.400 metros', 'apto', 'passar (15:00)', null],
    ]);
    expect(suggestions?.[0]?.marks).toEqual({ apto: '7 s', folga: '11 s' });
    expect(describeExamGoal('apto', null)).toMatch(/índice ainda não publicado/);
  });
});
