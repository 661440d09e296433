const MONTH_FORMAT = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The monthly boards' month, 'YYYY-MM' (São Paulo calendar), as 'novembro de 2026'; null if unreadable. */
export function monthLabel(month: string): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return null;
  const [, year, monthNumber] = match;
  const index = Number(monthNumber) - 1;
  if (index < 0 || index > 11) return null;
  return MONTH_FORMAT.format(new Date(Date.UTC(Number(year), index, 1)));
}
