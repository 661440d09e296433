// Calendar arithmetic on plain dates 'YYYY-MM-DD' (no time zone: the dates passed are São Paulo's,
// dates/time-zone.ts).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar date written as 'YYYY-MM-DD'. */
export function isPlainDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toUtc = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** `date` moved by `days` (negative: earlier). */
export const addDays = (date: string, days: number): string =>
  new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** Every date from `first` to `last`, both included (empty when `last` is earlier). */
export function datesFrom(first: string, last: string): string[] {
  const count = daysBetween(first, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}
