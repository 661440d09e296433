const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant as dd/MM/yyyy in Brasília time. */
export function formatDate(iso: string): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A grade out of 10 as the percentage its bar shows: 7,25 → '72,5%'. */
export const formatGradePercent = (nota: number): string => `${percentFormat.format(nota * 10)}%`;
