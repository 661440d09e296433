import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS } from './kinds';
import {
  countdownMilestone,
  countdownText,
  inQuietHours,
  localTime,
  milestoneDates,
  minutesUntilDeliverable,
  minutesUntilQuietEnds,
  missedSessionsDue,
  sessionReminderDue,
  weeklySummaryDue,
} from './schedule';

// Issue 26: what is due when, in São Paulo's time.

const at = (iso: string) => localTime(new Date(iso));
const quiet = DEFAULT_QUIET_HOURS;

describe('São Paulo time', () => {
  it('reads the wall clock, the day and the weekday of an instant', () => {
    expect(at('2026-11-27T12:30:00Z')).toEqual({ date: '2026-11-27', minutes: 9 * 60 + 30, weekday: 5 });
    // 01:00 UTC is still the day before in São Paulo.
    expect(at('2026-11-29T01:00:00Z')).toEqual({ date: '2026-11-28', minutes: 22 * 60, weekday: 6 });
  });

  it('follows the daylight-saving rules of the time-zone database (the 2018 change)', () => {
    // Clocks went from 00:00 to 01:00 on 4 November 2018 (UTC−3 → UTC−2).
    expect(at('2018-11-04T02:30:00Z')).toMatchObject({ date: '2018-11-03', minutes: 23 * 60 + 30 });
    expect(at('2018-11-04T03:30:00Z')).toMatchObject({ date: '2018-11-04', minutes: 60 + 30 });
    expect(at('2018-11-04T12:00:00Z')).toMatchObject({ minutes: 10 * 60 });
    // And back on 17 February 2019: 12:00 UTC is 09:00 again.
    expect(at('2019-02-18T12:00:00Z')).toMatchObject({ minutes: 9 * 60 });
  });
});

describe('quiet hours (22:00–07:00 by default)', () => {
  it('wrap midnight, start included, end excluded', () => {
    const local = (hh: number, mm = 0) => ({ date: '2026-11-27', minutes: hh * 60 + mm, weekday: 5 });
    expect(inQuietHours(local(21, 59), quiet)).toBe(false);
    expect(inQuietHours(local(22), quiet)).toBe(true);
    expect(inQuietHours(local(3), quiet)).toBe(true);
    expect(inQuietHours(local(6, 59), quiet)).toBe(true);
    expect(inQuietHours(local(7), quiet)).toBe(false);
    expect(inQuietHours(local(13), { start: 12 * 60, end: 14 * 60 })).toBe(true);
    expect(inQuietHours(local(13), { start: 600, end: 600 })).toBe(false);
    expect(minutesUntilQuietEnds(local(22, 30), quiet)).toBe(8 * 60 + 30);
    expect(minutesUntilQuietEnds(local(6, 45), quiet)).toBe(15);
    expect(minutesUntilQuietEnds(local(12), quiet)).toBe(0);
  });

  it('a notification is never pushed before its own day, then waits out the quiet hours', () => {
    const local = (hh: number) => ({ date: '2026-11-27', minutes: hh * 60, weekday: 5 });
    expect(minutesUntilDeliverable(local(10), '2026-11-27', quiet)).toBe(0);
    expect(minutesUntilDeliverable(local(23), '2026-11-27', quiet)).toBe(8 * 60);
    // A notification of tomorrow seen at 10:00 today: 14 h to midnight, then 7 h of quiet.
    expect(minutesUntilDeliverable(local(10), '2026-11-28', quiet)).toBe(14 * 60 + 7 * 60);
    expect(minutesUntilDeliverable(local(10), '2026-11-28', { start: 600, end: 600 })).toBe(14 * 60);
    // An old one (a retry days later) goes as soon as the hours allow.
    expect(minutesUntilDeliverable(local(10), '2026-11-20', quiet)).toBe(0);
  });
});

describe('what is due', () => {
  it('the countdown at 60, 30, 14, 7 and 1 days, and on no other day', () => {
    const today = '2026-11-27';
    expect(milestoneDates(today)).toEqual([
      '2027-01-26',
      '2026-12-27',
      '2026-12-11',
      '2026-12-04',
      '2026-11-28',
    ]);
    expect(countdownMilestone('2026-12-27', today)).toBe(30);
    expect(countdownMilestone('2026-11-28', today)).toBe(1);
    expect(countdownMilestone('2026-12-28', today)).toBeNull();
    expect(countdownMilestone('2026-11-27', today)).toBeNull();
    expect(countdownMilestone(null, today)).toBeNull();
    expect(countdownText(30)).toBe('Faltam 30 dias para o seu TAF');
    expect(countdownText(1)).toBe('Amanhã é o seu TAF');
  });

  it('the day’s session from the chosen hour, never in quiet hours', () => {
    expect(sessionReminderDue(at('2026-11-27T09:59:00Z'), 7, quiet)).toBe(false); // 06:59
    expect(sessionReminderDue(at('2026-11-27T10:00:00Z'), 7, quiet)).toBe(true); // 07:00
    // Chosen 06:00, inside quiet hours: it waits for 07:00.
    expect(sessionReminderDue(at('2026-11-27T09:30:00Z'), 6, quiet)).toBe(false);
    expect(sessionReminderDue(at('2026-11-27T10:05:00Z'), 6, quiet)).toBe(true);
  });

  it('the weekly summary on Sunday from 19:00', () => {
    expect(weeklySummaryDue(at('2026-11-29T21:59:00Z'), quiet)).toBe(false); // Sunday 18:59
    expect(weeklySummaryDue(at('2026-11-29T22:00:00Z'), quiet)).toBe(true); // Sunday 19:00
    expect(weeklySummaryDue(at('2026-11-30T01:00:00Z'), quiet)).toBe(false); // Sunday 22:00: quiet
    expect(weeklySummaryDue(at('2026-11-28T22:00:00Z'), quiet)).toBe(false); // Saturday
  });

  it('the missed-sessions recap from Thursday noon, when fewer than half were done', () => {
    const slipped = { plannedUntilYesterday: 3, done: 1 };
    expect(missedSessionsDue(at('2026-11-26T14:59:00Z'), quiet, slipped)).toBe(false); // Thu 11:59
    expect(missedSessionsDue(at('2026-11-26T15:00:00Z'), quiet, slipped)).toBe(true); // Thu 12:00
    expect(missedSessionsDue(at('2026-11-29T15:00:00Z'), quiet, slipped)).toBe(true); // Sunday
    expect(missedSessionsDue(at('2026-11-25T15:00:00Z'), quiet, slipped)).toBe(false); // Wednesday
    expect(missedSessionsDue(at('2026-11-26T15:00:00Z'), quiet, { plannedUntilYesterday: 3, done: 2 })).toBe(
      false,
    );
    expect(missedSessionsDue(at('2026-11-26T15:00:00Z'), quiet, { plannedUntilYesterday: 1, done: 0 })).toBe(
      false,
    );
  });
});
