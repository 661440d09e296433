import { describe, expect, it } from 'vitest';
import { formatGrade, gradeTone, summarizeProgress } from './progress-summary';

describe('summarizeProgress', () => {
  it('is empty without tests', () => {
    expect(summarizeProgress([])).toEqual({ total: 0, average: null, best: null, approvalRate: null });
  });
  it('counts approval strictly above 6', () => {
    expect(summarizeProgress([6, 6.01, 9.5, 3])).toEqual({
      total: 4,
      average: 6.13,
      best: 9.5,
      approvalRate: 50,
    });
  });
  it('rounds the average to hundredths without float drift', () => {
    expect(summarizeProgress([7.25, 7.25, 7.26]).average).toBe(7.25);
    expect(summarizeProgress([0.1, 0.2]).average).toBe(0.15);
  });
});

describe('gradeTone', () => {
  it.each([
    [10, 'good'],
    [8, 'good'],
    [7.99, 'fair'],
    [6, 'fair'],
    [5.99, 'poor'],
    [0, 'poor'],
  ] as const)('%s → %s', (nota, tone) => expect(gradeTone(nota)).toBe(tone));
});

describe('formatGrade', () => {
  it.each([
    [7.25, '7,25'],
    [10, '10,00'],
    [0, '0,00'],
  ])('%s → %s', (nota, text) => expect(formatGrade(nota)).toBe(text));
});
