const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A grade out of 10 as the percentage its bar shows: 7,25 → '72,5%'. */
export const formatGradePercent = (nota: number): string => `${percentFormat.format(nota * 10)}%`;
