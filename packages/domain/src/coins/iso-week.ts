// ISO weeks live in dates/iso-week.ts; these names stay importable from here for older imports.
export { isoWeekOf, mondayOf, shiftIsoWeek } from '../dates/iso-week';
