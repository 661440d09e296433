import { describe, expect, it } from 'vitest';
import { feedbackForActivity, paceSeconds } from './activity-feedback';

const levelOf = (type: 'RUN' | 'SWIM' | 'BARRA', primary: number, secondary: number | null = null) =>
  feedbackForActivity({ type, primary, secondary })?.level;

describe('paceSeconds', () => {
  it('is seconds per the given distance', () => {
    expect(paceSeconds(2400, 720, 1000)).toBe(300);
    expect(paceSeconds(100, 90, 100)).toBe(90);
    expect(paceSeconds(0, 90, 100)).toBeNull();
    expect(paceSeconds(100, 0, 100)).toBeNull();
    expect(paceSeconds(null, 90, 100)).toBeNull();
  });
});

describe('feedbackForActivity', () => {
  it.each<[number, string]>([
    [30, 'excelente'],
    [15, 'excelente'],
    [14, 'bom'],
    [10, 'bom'],
    [9, 'regular'],
    [6, 'regular'],
    [5, 'em-evolucao'],
    [1, 'em-evolucao'],
  ])('bar: %d reps → %s', (reps, level) => expect(levelOf('BARRA', reps)).toBe(level));

  it.each<[number, number, string]>([
    [100, 60, 'excelente'],
    [100, 75, 'excelente'],
    [100, 76, 'bom'],
    [200, 180, 'bom'],
    [100, 91, 'regular'],
    [100, 120, 'regular'],
    [100, 121, 'em-evolucao'],
    [50, 61, 'em-evolucao'],
  ])('swim: %d m in %d s → %s', (metres, seconds, level) =>
    expect(levelOf('SWIM', metres, seconds)).toBe(level),
  );

  it.each<[number, number, string]>([
    [2400, 600, 'excelente'],
    [1000, 300, 'excelente'],
    [1000, 301, 'bom'],
    [5000, 1800, 'bom'],
    [1000, 361, 'regular'],
    [10_000, 4200, 'regular'],
  ])('run: %d m in %d s → %s', (metres, seconds, level) =>
    expect(levelOf('RUN', metres, seconds)).toBe(level),
  );

  it('says the numbers in pt-BR', () => {
    expect(feedbackForActivity({ type: 'BARRA', primary: 12, secondary: null })).toEqual({
      level: 'bom',
      title: 'Muito bom!',
      message: '12 repetições: acima da média. Busque as 15 repetições.',
    });
    expect(feedbackForActivity({ type: 'BARRA', primary: 1, secondary: null })?.message).toMatch(
      /^1 repetição\./,
    );
    expect(feedbackForActivity({ type: 'SWIM', primary: 100, secondary: 85 })?.message).toContain(
      'Ritmo de 1:25/100 m',
    );
    expect(feedbackForActivity({ type: 'RUN', primary: 2400, secondary: 660 })?.message).toContain(
      'Ritmo de 4:35/km',
    );
  });

  it('gives none without a distance and time', () => {
    expect(feedbackForActivity({ type: 'RUN', primary: 2400, secondary: null })).toBeNull();
    expect(feedbackForActivity({ type: 'SWIM', primary: 0, secondary: 60 })).toBeNull();
    expect(feedbackForActivity({ type: 'BARRA', primary: 0, secondary: null })).toBeNull();
  });
});
