import { describe, expect, it } from 'vitest';
import {
  activityTypeLabel,
  formatCoinsEarned,
  formatMetres,
  formatMovingTime,
  formatStart,
} from './format-recent-activity';

describe('format-recent-activity', () => {
  it.each([
    [0, '0:00'],
    [29, '0:29'],
    [600, '10:00'],
    [42 * 60 + 7, '42:07'],
    [59 * 60 + 29, '59:29'],
    [3600 + 5 * 60 + 3, '1:05:03'],
    [2 * 3600 + 59 * 60, '2:59:00'],
  ])('moving time %i s reads %s (a mark keeps its seconds)', (seconds, text) => {
    expect(formatMovingTime(seconds)).toBe(text);
  });

  it('says the distance in metres, pt-BR grouping', () => {
    expect(formatMetres(850)).toBe('850 m');
    expect(formatMetres(5012.4)).toBe('5.012 m');
    expect(formatMetres(21097.6)).toBe('21.098 m');
  });

  it('names RUN Corrida and anything else Natação', () => {
    expect(activityTypeLabel('RUN')).toBe('Corrida');
    expect(activityTypeLabel('SWIM')).toBe('Natação');
  });

  it('reads the start in Brasília time (02:30 UTC is still the day before there)', () => {
    expect(formatStart('2026-11-20T02:30:00.000Z')).toBe('19/11/2026 23:30');
    expect(formatStart('2026-11-20T10:05:00.000Z')).toBe('20/11/2026 07:05');
  });

  it('says the coins earned', () => {
    expect(formatCoinsEarned(1)).toBe('+1 moeda');
    expect(formatCoinsEarned(12)).toBe('+12 moedas');
    expect(formatCoinsEarned(1293)).toBe('+1.293 moedas');
  });
});
