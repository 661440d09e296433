import { calendarDate } from '@prontidao/domain/dates/time-zone';

// A challenge's window: this month (São Paulo) unless the trainer changes it; at most 92 days.

export const MAX_CHALLENGE_DAYS = 92;
const DAY_MS = 86_400_000;

/** The first and last days of this month in São Paulo. */
export function thisMonth(now = new Date()): { startsOn: string; endsOn: string } {
  const [year = 0, month = 1] = calendarDate(now).split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { startsOn: `${prefix}-01`, endsOn: `${prefix}-${String(last).padStart(2, '0')}` };
}

export interface ChallengeFormValues {
  title: string;
  metric: 'treinos' | 'pontos';
  startsOn: string;
  endsOn: string;
}

export type ChallengeFormErrors = Partial<Record<'title' | 'startsOn' | 'endsOn', string>>;

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** What the server would refuse, said before sending. */
export function challengeErrors(values: ChallengeFormValues): ChallengeFormErrors {
  const errors: ChallengeFormErrors = {};
  if (!values.title.trim()) errors.title = 'Dê um nome ao desafio.';
  if (!isDate(values.startsOn)) errors.startsOn = 'Informe a data de início.';
  if (!isDate(values.endsOn)) errors.endsOn = 'Informe a data de fim.';
  else if (isDate(values.startsOn) && values.endsOn < values.startsOn)
    errors.endsOn = 'O desafio termina depois de começar.';
  else if (
    isDate(values.startsOn) &&
    Date.parse(values.endsOn) - Date.parse(values.startsOn) > MAX_CHALLENGE_DAYS * DAY_MS
  )
    errors.endsOn = `Um desafio dura no máximo ${MAX_CHALLENGE_DAYS} dias.`;
  return errors;
}
