import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { formatNumber } from '@prontidao/domain/format/number';
import { cn } from '@/lib/cn';

// One-time costs the first render would otherwise pay inside one of its slices, making it a long task:
// tailwind-merge builds its class map on its first call (10–30 ms measured), and the first pt-BR
// number or São Paulo date format loads ICU's locale and zone data (10–30 ms). main.tsx runs each in
// a task of its own while the page's data is on its way, when the main thread has nothing else to do.
// On the dashboard the shell's first-data.js has loaded ICU's data already, before the first paint:
// warmLocaleData then only builds the two formats (1–3 ms).

/** Tailwind class merging, used by nearly every component. */
export const warmClassMerging = () => void cn('p-1', 'p-2');

/** pt-BR numbers and dates in the app's time zone: the signed-in pages' grades, dates and countdown. */
export const warmLocaleData = () => {
  void formatNumber(1.5, { maxDecimals: 2 });
  void new Intl.DateTimeFormat('pt-BR', { timeZone: APP_TIME_ZONE }).format(0);
};
