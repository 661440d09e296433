import { addDays, daysBetween } from '../dates/plain-date';
import { APP_TIME_ZONE } from '../dates/time-zone';
import { COUNTDOWN_DAYS } from './kinds';

// When a reminder is due (issue 26): every rule in São Paulo's wall-clock time, daylight rules
// included (Intl reads them from the time-zone database), from one instant.

export interface LocalTime {
  /** 'YYYY-MM-DD' in São Paulo: the day a notification belongs to (one per person, kind and day). */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
let format: Intl.DateTimeFormat | undefined;

/** The instant on São Paulo's clock. */
export function localTime(at: Date, timeZone = APP_TIME_ZONE): LocalTime {
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Quiet hours as minutes of the day; start > end wraps midnight (22:00–07:00). */
export interface QuietHours {
  start: number;
  end: number;
}

export function inQuietHours(at: LocalTime, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? at.minutes >= quiet.start && at.minutes < quiet.end
    : at.minutes >= quiet.start || at.minutes < quiet.end;
}

/** Minutes until quiet hours end (0 outside them): when a deferred push may go. */
export function minutesUntilQuietEnds(at: LocalTime, quiet: QuietHours): number {
  if (!inQuietHours(at, quiet)) return 0;
  return (quiet.end - at.minutes + 24 * 60) % (24 * 60);
}

/**
 * Minutes until a notification of `day` may be pushed: never before its own day begins (a clock
 * behind the one that created it), then outside quiet hours.
 */
export function minutesUntilDeliverable(at: LocalTime, day: string, quiet: QuietHours): number {
  const daysAhead = daysBetween(at.date, day);
  if (daysAhead <= 0) return minutesUntilQuietEnds(at, quiet);
  const untilMidnight = daysAhead * 24 * 60 - at.minutes;
  return untilMidnight + minutesUntilQuietEnds({ date: day, minutes: 0, weekday: -1 }, quiet);
}

/** The countdown milestone of today (60, 30, 14, 7 or 1 days to the TAF), or null. */
export function countdownMilestone(tafDate: string | null, today: string): number | null {
  if (!tafDate) return null;
  const days = daysBetween(today, tafDate);
  return (COUNTDOWN_DAYS as readonly number[]).includes(days) ? days : null;
}

/** The TAF dates whose milestone is today (to find the people in one query). */
export const milestoneDates = (today: string): string[] => COUNTDOWN_DAYS.map((days) => addDays(today, days));

/** The day's session reminder: from the chosen hour on, outside quiet hours. */
export const sessionReminderDue = (at: LocalTime, hour: number, quiet: QuietHours) =>
  at.minutes >= hour * 60 && !inQuietHours(at, quiet);

/** The weekly summary: Sunday from 19:00, outside quiet hours. */
export const weeklySummaryDue = (at: LocalTime, quiet: QuietHours) =>
  at.weekday === 0 && at.minutes >= 19 * 60 && !inQuietHours(at, quiet);

/**
 * The missed-sessions recap: from Thursday 12:00 (half the week gone), once, when fewer than half
 * of the sessions planned up to yesterday were done.
 */
export function missedSessionsDue(
  at: LocalTime,
  quiet: QuietHours,
  week: { plannedUntilYesterday: number; done: number },
): boolean {
  const afterThursdayNoon = at.weekday >= 4 ? at.weekday > 4 || at.minutes >= 12 * 60 : at.weekday === 0;
  if (!afterThursdayNoon || inQuietHours(at, quiet)) return false;
  return week.plannedUntilYesterday >= 2 && week.done * 2 < week.plannedUntilYesterday;
}

/** 'Faltam 30 dias para o seu TAF' / 'Amanhã é o seu TAF'. */
export const countdownText = (days: number) =>
  days === 1 ? 'Amanhã é o seu TAF' : `Faltam ${days} dias para o seu TAF`;
