import { addDays } from '@prontidao/domain/dates/plain-date';
import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

// The plan as an iCalendar file (RFC 5545; decision 036, 'Exports'): one all-day event per session
// the person may see. ical-generator escapes the text (\, ; , and new lines) and folds lines at 75
// octets with CRLF. The UID names the person (hashed), the session's planned date and its kind, so
// importing a newer file updates the same events instead of adding copies.

/** A session as the exports see it: where it sits in the plan, and whether it is done. */
export type ExportSession = PlannedSession & {
  /** The week's 1-based index. */
  week: number;
  /** The date the plan put the session on (before a reshuffle moved it): the calendar UID's. */
  plannedDate: string;
  done: boolean;
};

/** SEQUENCE counts minutes from here: a later export always carries a higher one. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/** 'YYYY-MM-DD' as the UTC midnight ical-generator writes as a DATE (no calendar time zone is set). */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export function sessionUid(session: ExportSession, personKey: string): string {
  return `plano-${session.plannedDate}-${session.kind}-${personKey}@prontidao`;
}

function describe(session: ExportSession): string {
  return [
    session.done ? 'Feito: um treino registrado já cumpriu esta sessão.' : null,
    session.what,
    `Intensidade: ${session.intensity.label}.`,
    `Por quê: ${session.why}`,
    // The sessions of an exam's other events cite their source (decision 047).
    session.source ? `Fonte: ${session.source}.` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n\n');
}

export function planCalendar(
  sessions: readonly ExportSession[],
  options: { personKey: string; now: Date; planUrl: string },
): string {
  const calendar = ical({
    prodId: { company: 'Prontidão', product: 'Plano de treino', language: 'PT-BR' },
    name: 'Plano de treino — Prontidão',
    method: ICalCalendarMethod.PUBLISH,
  });
  const sequence = Math.max(0, Math.floor((options.now.getTime() - SEQUENCE_EPOCH) / 60_000));
  for (const session of sessions) {
    calendar.createEvent({
      id: sessionUid(session, options.personKey),
      sequence,
      stamp: options.now,
      allDay: true,
      start: utcDate(session.date),
      // DTEND of an all-day event is the next day (exclusive).
      end: utcDate(addDays(session.date, 1)),
      summary: session.title,
      description: describe(session),
      url: options.planUrl,
      // A plan's session does not make the person busy for the whole day.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
