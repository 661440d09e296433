import { isoWeekOf, mondayOf } from '@prontidao/domain/dates/iso-week';
import { calendarDate } from '@prontidao/domain/dates/time-zone';

/** This week's Monday ('YYYY-MM-DD') in São Paulo: the week a week's thread is about. */
export const currentWeekStart = (now: Date = new Date()) => mondayOf(isoWeekOf(calendarDate(now)));
