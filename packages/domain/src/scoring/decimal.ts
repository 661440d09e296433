// Two-decimal arithmetic for grades. Grades are kept as whole hundredths wherever a rule compares them.

/** Rounds down to two decimals; the tiny tolerance absorbs binary noise such as 1.15 × 100 = 114.999…. */
export const floorToHundredths = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

export const toHundredths = (value: number): number => Math.round(value * 100);

/** Mean of two-decimal values, rounded half up to two decimals, computed on integers. */
export function meanToHundredths(values: readonly number[]): number {
  const count = values.length;
  if (count === 0) return 0;
  const sum = values.reduce((total, value) => total + toHundredths(value), 0);
  return Math.floor((2 * sum + count) / (2 * count)) / 100;
}
