import { describe, expect, it } from 'vitest';
import { calendarDate, countdownFor, countdownLabel, countdownStage, daysUntil } from './countdown';

describe('daysUntil (calendar days in America/Sao_Paulo, UTC−3 all year)', () => {
  it.each([
    // now (UTC instant), TAF date, days
    ['2026-03-01T12:00:00Z', '2026-03-01', 0],
    ['2026-03-01T12:00:00Z', '2026-03-02', 1],
    ['2026-03-01T12:00:00Z', '2026-02-28', -1],
    // 23:30 in São Paulo on 28 Feb is already 1 Mar in UTC: still the 28th for the candidate
    ['2026-03-01T02:30:00Z', '2026-03-01', 1],
    // 00:10 in São Paulo on 1 Mar
    ['2026-03-01T03:10:00Z', '2026-03-01', 0],
    ['2026-12-31T12:00:00Z', '2027-01-01', 1],
    ['2028-02-28T12:00:00Z', '2028-03-01', 2], // leap year
    ['2026-11-22T12:00:00Z', '2027-11-22', 365],
  ])('at %s the TAF on %s is %i days away', (now, taf, days) => {
    expect(daysUntil(taf, new Date(now))).toBe(days);
  });

  it('other zones count their own midnight', () => {
    expect(calendarDate(new Date('2026-03-01T02:30:00Z'), 'UTC')).toBe('2026-03-01');
    expect(calendarDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(daysUntil('2026-03-01', new Date('2026-03-01T02:30:00Z'), 'UTC')).toBe(0);
  });
});

describe('labels', () => {
  it.each([
    [null, 'Defina a data prevista do seu TAF'],
    [-1, 'TAF passou'],
    [-300, 'TAF passou'],
    [0, 'Faltam 0 dias para o seu TAF'],
    [1, 'Falta 1 dia para o seu TAF'],
    [2, 'Faltam 2 dias para o seu TAF'],
    [120, 'Faltam 120 dias para o seu TAF'],
  ])('%s → %s', (days, label) => expect(countdownLabel(days)).toBe(label));

  it.each([
    [null, null],
    [-1, null],
    [0, 'Reta final'],
    [30, 'Reta final'],
    [31, 'Continue treinando'],
  ] as const)('stage %s → %s', (days, stage) => expect(countdownStage(days)).toBe(stage));

  it('countdownFor combines both', () => {
    expect(countdownFor(null, new Date())).toEqual({
      days: null,
      label: 'Defina a data prevista do seu TAF',
    });
    expect(countdownFor('2026-03-11', new Date('2026-03-01T15:00:00Z'))).toEqual({
      days: 10,
      label: 'Faltam 10 dias para o seu TAF',
    });
  });
});
