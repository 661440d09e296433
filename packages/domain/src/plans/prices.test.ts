import { describe, expect, it } from 'vitest';
import {
  addMonths,
  nextPeriodStart,
  PLAN_PRICES_CENTS,
  periodOf,
  planFromPayments,
  planSince,
} from './prices';

const at = (iso: string) => new Date(iso);

describe('plan prices and periods (issue 25)', () => {
  it('prices the spec’s plans in centavos', () => {
    expect(PLAN_PRICES_CENTS).toEqual({ COMUM: 3190, AVAN_MENSAL: 4990, AVAN_SEMESTRE: 24990 });
  });

  it('adds calendar months, the end of a shorter month kept', () => {
    expect(addMonths(at('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(at('2026-08-31T03:00:00Z'), 6).toISOString()).toBe('2027-02-28T03:00:00.000Z');
    expect(addMonths(at('2026-11-27T10:00:00Z'), 1).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });

  it('a month, six months, or no end for the one-off', () => {
    const start = at('2026-11-27T10:00:00Z');
    expect(periodOf('AVAN_MENSAL', start).end?.toISOString()).toBe('2026-12-27T10:00:00.000Z');
    expect(periodOf('AVAN_SEMESTRE', start).end?.toISOString()).toBe('2027-05-27T10:00:00.000Z');
    expect(periodOf('COMUM', start).end).toBeNull();
  });

  it('a month paid early starts when the paid one ends', () => {
    const now = at('2026-11-27T10:00:00Z');
    const month = {
      plan_code: 'AVAN_MENSAL' as const,
      period_start: now,
      period_end: at('2026-12-27T10:00:00Z'),
    };
    expect(nextPeriodStart([month], now).toISOString()).toBe('2026-12-27T10:00:00.000Z');
    expect(nextPeriodStart([], now)).toEqual(now);
  });

  it('the plan at a moment: the Avançado running latest, else the one-off, else none', () => {
    const now = at('2026-11-27T10:00:00Z');
    const ended = {
      plan_code: 'AVAN_SEMESTRE' as const,
      period_start: null,
      period_end: at('2026-11-01T00:00:00Z'),
    };
    const month = {
      plan_code: 'AVAN_MENSAL' as const,
      period_start: now,
      period_end: at('2026-12-27T10:00:00Z'),
    };
    const oneOff = { plan_code: 'COMUM' as const, period_start: now, period_end: null };
    expect(planFromPayments([ended, month, oneOff], now)).toEqual({
      code: 'AVAN_MENSAL',
      until: month.period_end,
    });
    expect(planFromPayments([ended, oneOff], now)).toEqual({ code: 'COMUM', until: null });
    expect(planFromPayments([ended], now)).toBeNull();
    expect(planFromPayments([], now)).toBeNull();
  });

  it('the plan runs since the first of the months that follow one another', () => {
    const month = (start: string, end: string) => ({
      plan_code: 'AVAN_MENSAL' as const,
      period_start: at(start),
      period_end: at(end),
    });
    const first = month('2026-09-10T10:00:00Z', '2026-10-10T10:00:00Z');
    const second = month('2026-10-10T10:00:00Z', '2026-11-10T10:00:00Z');
    const third = month('2026-11-20T10:00:00Z', '2026-12-20T10:00:00Z');
    const paidEarly = month('2026-12-20T10:00:00Z', '2027-01-20T10:00:00Z');
    const now = at('2026-11-27T10:00:00Z');
    // A gap (10 → 20 November) starts the plan again; a month paid early does not move 'since'.
    expect(planSince([third, first, second], now)).toEqual(third.period_start);
    expect(planSince([paidEarly, third, first, second], now)).toEqual(third.period_start);
    expect(planSince([first, second], at('2026-10-20T00:00:00Z'))).toEqual(first.period_start);
    const oneOff = {
      plan_code: 'COMUM' as const,
      period_start: at('2026-03-01T00:00:00Z'),
      period_end: null,
    };
    expect(planSince([first, oneOff], now)).toEqual(oneOff.period_start);
    expect(planSince([first], now)).toBeNull();
  });
});
