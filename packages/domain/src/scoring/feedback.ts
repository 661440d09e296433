// Feedback per test, derived from the edital's own grade instead of fixed marks (see taf-2025.md).

export type FeedbackBand = 'excelente' | 'bom' | 'regular' | 'precisa_melhorar';

export const FEEDBACK_LABELS: Record<FeedbackBand, string> = {
  excelente: 'Excelente',
  bom: 'Bom',
  regular: 'Regular',
  precisa_melhorar: 'Precisa melhorar',
};

export function feedbackBand(nota: number): FeedbackBand {
  if (nota >= 9) return 'excelente';
  if (nota >= 7) return 'bom';
  if (nota >= 5) return 'regular';
  return 'precisa_melhorar';
}
