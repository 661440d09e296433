// Plain-date arithmetic lives in dates/plain-date.ts; these names stay importable from here for
// older imports.
export { addDays, datesFrom, daysBetween, isPlainDate } from '../dates/plain-date';
