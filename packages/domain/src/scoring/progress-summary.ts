import { formatNumber } from '../format/number';

/** Approval in the progress summary means a final grade above 6 (spec §9), not the exam's apto. */
export const APPROVAL_THRESHOLD = 6;

export interface ProgressSummary {
  total: number;
  /** Mean final grade, two decimals; null without tests. */
  average: number | null;
  best: number | null;
  /** Percentage 0–100 (integer) of tests with final grade > 6; null without tests. */
  approvalRate: number | null;
}

export function summarizeProgress(finalGrades: readonly number[]): ProgressSummary {
  const total = finalGrades.length;
  if (total === 0) return { total, average: null, best: null, approvalRate: null };
  const sum = finalGrades.reduce((acc, grade) => acc + Math.round(grade * 100), 0);
  const approved = finalGrades.filter((grade) => grade > APPROVAL_THRESHOLD).length;
  return {
    total,
    average: Math.round(sum / total) / 100,
    best: Math.max(...finalGrades),
    approvalRate: Math.round((approved / total) * 100),
  };
}

export type GradeTone = 'good' | 'fair' | 'poor';

/** Score colours: green ≥ 8, yellow ≥ 6, else red. */
export function gradeTone(nota: number): GradeTone {
  if (nota >= 8) return 'good';
  if (nota >= 6) return 'fair';
  return 'poor';
}

/** Grades are shown with a comma and two decimals: 7,25. */
export const formatGrade = (nota: number): string => formatNumber(nota, { decimals: 2 });
