import { describe, expect, it } from 'vitest';
import type { ExamMeasure, ExamSex } from '../exam-schema';
import { isLowerBetter } from '../exam-schema';
import { gradeExam } from '../grade-exam';
import reference from '../reference/taf-exams.json';
import { examById, SHIPPED_EXAMS } from './index';

// Every shipped exam against the reference file it was read from (issue 23 §2): same events, same
// measures, same numbers; graded at every threshold for both sexes, one step either side.

type ReferenceStandard = { kind: string; threshold: number | null; measure?: string };
type ReferenceExam = {
  id: string;
  completeness: string;
  tests: { key: string; measure: string; by_sex: Record<ExamSex, ReferenceStandard> }[];
};
const exams = reference as ReferenceExam[];
const complete = exams.filter((exam) => exam.completeness === 'complete');
// The reference's CBMDF 2025 has no events (indices not found): the estimated edital stands for it.
const partial = exams.filter((exam) => exam.completeness === 'partial' && exam.tests.length > 0);

/** The smallest difference the measure tells apart: one repetition, centimetre or metre; 0,01 s. */
const STEP: Record<ExamMeasure, number> = {
  reps: 1,
  centimetres: 1,
  metres_in_time: 1,
  seconds_time: 0.01,
  seconds_hang: 0.01,
};
const worse = (measure: ExamMeasure, mark: number) =>
  Math.round((isLowerBetter(measure) ? mark + STEP[measure] : mark - STEP[measure]) * 100) / 100;
const better = (measure: ExamMeasure, mark: number) =>
  Math.round((isLowerBetter(measure) ? mark - STEP[measure] : mark + STEP[measure]) * 100) / 100;

describe('shipped exams', () => {
  it('ships every exam of the reference that has events: the seven complete and the partial ones', () => {
    expect(SHIPPED_EXAMS.map((exam) => exam.id).sort()).toEqual(
      [...complete, ...partial].map((e) => e.id).sort(),
    );
    expect(complete).toHaveLength(7);
    expect(SHIPPED_EXAMS.filter((exam) => exam.completeness === 'complete')).toHaveLength(7);
  });

  describe.each(partial)('$id (partial)', (ref) => {
    const exam = examById(ref.id);
    it("keeps every number the reference has, and grades nothing: 'Tabela incompleta'", () => {
      expect(exam?.completeness).toBe('partial');
      expect(exam?.events.map((event) => event.key)).toEqual(ref.tests.map((test) => test.key));
      for (const test of ref.tests) {
        for (const sex of ['M', 'F'] as const) {
          const known = test.by_sex[sex];
          const standard = exam?.events.find((e) => e.key === test.key)?.standards.find((s) => s.sex === sex);
          if (known.threshold === null) expect(standard, `${test.key} ${sex}`).toBeUndefined();
          else
            expect(standard?.threshold ?? standard?.minimumPoints, `${test.key} ${sex}`).toBe(
              known.threshold,
            );
        }
      }
      const graded = exam && gradeExam(exam, { sex: 'M' }, {});
      expect(graded).toMatchObject({ ok: false, errors: [{ code: 'INCOMPLETE_EXAM' }] });
      if (graded && !graded.ok) expect(graded.errors[0]?.message).toMatch(/^Tabela incompleta/);
    });
  });

  describe.each(complete)('$id', (ref) => {
    const exam = examById(ref.id);
    if (!exam) throw new Error(`${ref.id} not shipped`);

    it('has the reference events, measures and thresholds', () => {
      expect(exam.events.map((event) => event.key)).toEqual(ref.tests.map((test) => test.key));
      for (const test of ref.tests) {
        const event = exam.events.find((e) => e.key === test.key);
        for (const sex of ['M', 'F'] as const) {
          const standard = event?.standards.find((s) => s.sex === sex);
          expect(standard?.measure, `${test.key} ${sex}`).toBe(test.by_sex[sex].measure ?? test.measure);
          expect(standard?.threshold, `${test.key} ${sex}`).toBe(test.by_sex[sex].threshold);
        }
      }
    });

    describe.each(['M', 'F'] as const)('sex %s', (sex) => {
      const standards = exam.events.map((event) => {
        const standard = event.standards.find((s) => s.sex === sex);
        if (standard?.threshold === undefined) throw new Error(`${event.key} has no ${sex} threshold`);
        return { key: event.key, measure: standard.measure, threshold: standard.threshold };
      });
      const atThreshold = Object.fromEntries(standards.map((s) => [s.key, s.threshold]));

      it('every mark at its threshold: apto, each event "no limite"', () => {
        const graded = gradeExam(exam, { sex }, atThreshold);
        if (!graded.ok) throw new Error(JSON.stringify(graded.errors));
        expect(graded.result.apto).toBe(true);
        expect(graded.result.events.map((event) => event.marginText)).toEqual(
          standards.map(() => 'no limite'),
        );
        expect(graded.result.sourceNote).toBe('Conforme divulgado — confira o edital oficial');
      });

      it.each(standards)('$key: one step short fails (inapto, named), one step past passes', (standard) => {
        const short = gradeExam(
          exam,
          { sex },
          { ...atThreshold, [standard.key]: worse(standard.measure, standard.threshold) },
        );
        if (!short.ok) throw new Error(JSON.stringify(short.errors));
        const event = short.result.events.find((e) => e.key === standard.key);
        expect(event?.passed).toBe(false);
        expect(event?.margin).toBe(-STEP[standard.measure]);
        expect(short.result.apto).toBe(false);
        expect(short.result.reasons).toEqual([`${event?.label}: ${event?.marginText} para o mínimo`]);

        const past = gradeExam(
          exam,
          { sex },
          { ...atThreshold, [standard.key]: better(standard.measure, standard.threshold) },
        );
        if (!past.ok) throw new Error(JSON.stringify(past.errors));
        expect(past.result.apto).toBe(true);
        expect(past.result.events.find((e) => e.key === standard.key)?.margin).toBe(STEP[standard.measure]);
      });
    });
  });
});
