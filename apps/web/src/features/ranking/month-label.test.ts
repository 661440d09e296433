import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it.each<[string, string | null]>([
    ['2026-11', 'novembro de 2026'],
    ['2026-01', 'janeiro de 2026'],
    ['2026-12-01', 'dezembro de 2026'],
    ['2026-13', null],
    ['2026-00', null],
    ['novembro', null],
  ])('%s → %s', (month, label) => expect(monthLabel(month)).toBe(label));
});
