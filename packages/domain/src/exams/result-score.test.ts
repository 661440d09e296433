import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { gradeSimulation } from '../scoring/grade-simulation';
import { examById } from './catalogue';
import { examResultOfSimulation } from './from-simulation';
import { type ExamResult, gradeExam } from './grade-exam';
import { resultScore } from './result-score';

const graded = (exam: string, sex: 'M' | 'F', marks: Record<string, number>): ExamResult => {
  const found = examById(exam);
  if (!found) throw new Error(exam);
  const outcome = gradeExam(found, { sex }, marks);
  if (!outcome.ok) throw new Error(outcome.errors[0]?.message);
  return outcome.result;
};

describe('resultScore', () => {
  it('is 100 with every mark at its minimum, and rises as marks pass them (times: faster)', () => {
    const atMinimum = { barra: 13, abdominal_remador: 36, corrida_50m: 8.25, corrida_2400m: 780 };
    expect(resultScore(graded('pmesp-2025-soldado', 'M', atMinimum))).toEqual({ kind: 'index', value: 100 });
    const better = { ...atMinimum, barra: 26, corrida_2400m: 390 };
    // (2 + 1 + 1 + 2) / 4 = 1,5
    expect(resultScore(graded('pmesp-2025-soldado', 'M', better))).toEqual({ kind: 'index', value: 150 });
  });

  it('is the final grade of an edital graded 0–10', () => {
    const simulation = gradeSimulation(
      cbmdf2025Estimada,
      { sex: 'M' },
      { barra: 8, corrida_2400m: 690, natacao_100m: 110 },
    );
    if (!simulation.ok) throw new Error('fixture');
    const told = examResultOfSimulation(cbmdf2025Estimada, { sex: 'M' }, simulation.simulation);
    expect(resultScore(told)).toEqual({ kind: 'grade', value: simulation.simulation.nota_final });
  });
});
