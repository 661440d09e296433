// Built on first use, not when the dashboard's modules load (see app/warm-up.ts).
let percentFormat: Intl.NumberFormat | undefined;
function percentFormatter(): Intl.NumberFormat {
  if (!percentFormat) percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  return percentFormat;
}

/** A grade out of 10 as the percentage its bar shows: 7,25 → '72,5%'. */
export const formatGradePercent = (nota: number): string => `${percentFormatter().format(nota * 10)}%`;
