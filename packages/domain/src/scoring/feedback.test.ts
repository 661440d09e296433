import { describe, expect, it } from 'vitest';
import { FEEDBACK_LABELS, type FeedbackBand, feedbackBand } from './feedback';

describe('feedbackBand', () => {
  it.each<[number, FeedbackBand, string]>([
    [10, 'excelente', 'Excelente'],
    [9, 'excelente', 'Excelente'],
    [8.99, 'bom', 'Bom'],
    [7, 'bom', 'Bom'],
    [6.99, 'regular', 'Regular'],
    [5, 'regular', 'Regular'],
    [4.99, 'precisa_melhorar', 'Precisa melhorar'],
    [0, 'precisa_melhorar', 'Precisa melhorar'],
  ])('%d → %s (%s)', (nota, band, label) => {
    expect(feedbackBand(nota)).toBe(band);
    expect(FEEDBACK_LABELS[band]).toBe(label);
  });
});
