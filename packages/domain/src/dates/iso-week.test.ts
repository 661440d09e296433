import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekOf, mondayOf, shiftIsoWeek } from './iso-week';

describe('ISO weeks', () => {
  it('reads known dates', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01'); // Monday of week 1 belongs to 2026
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-22')).toBe('2026-W47'); // Sunday closes the week
    expect(mondayOf('2026-W48')).toBe('2026-11-23');
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
  });

  it('every date lies in the week that starts on its Monday, and weeks chain', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const week = isoWeekOf(iso);
          const monday = mondayOf(week);
          expect(monday <= iso).toBe(true);
          expect(isoWeekOf(monday)).toBe(week);
          expect(shiftIsoWeek(shiftIsoWeek(week, 1), -1)).toBe(week);
        },
      ),
    );
  });
});
