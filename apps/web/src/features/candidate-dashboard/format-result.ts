import { formatNumber } from '@prontidao/domain/format/number';

/** A grade out of 10 as the percentage its bar shows: 7,25 → '72,5%'. */
export const formatGradePercent = (nota: number): string => `${formatNumber(nota * 10, { maxDecimals: 1 })}%`;
