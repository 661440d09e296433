import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayTime, formatPlainDate } from './date';

describe('formatPlainDate', () => {
  it.each<[string | null, string | null]>([
    ['2026-05-10', '10/05/2026'],
    ['2026-12-31T00:00:00.000Z', '31/12/2026'],
    ['10/05/2026', null],
    ['', null],
    [null, null],
  ])('%j → %j', (iso, text) => expect(formatPlainDate(iso)).toBe(text));
});

describe('instants in Brasília time (whatever the machine zone)', () => {
  it.each<[string, string, string, string]>([
    ['2026-11-22T15:00:00.000Z', '22/11/2026', '22/11/2026 12:00', '22/11 às 12:00'],
    ['2026-11-23T01:30:00.000Z', '22/11/2026', '22/11/2026 22:30', '22/11 às 22:30'],
    ['2026-11-23T03:00:00.000Z', '23/11/2026', '23/11/2026 00:00', '23/11 às 00:00'],
    ['2026-01-01T02:59:00.000Z', '31/12/2025', '31/12/2025 23:59', '31/12 às 23:59'],
  ])('%s → %s / %s / %s', (iso, date, dateTime, dayTime) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatDayTime(iso)).toBe(dayTime);
  });
});
