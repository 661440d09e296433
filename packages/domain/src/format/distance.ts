// Spec §9: distances under 1000 m as 'Xm', from 1000 m on in km with one decimal ('X.Xkm').

/** Metres as '850m' or '2.4km' (rounded to the metre first, so 999.6 m reads '1.0km'). */
export function formatDistance(metres: number): string {
  const whole = Math.round(metres);
  if (whole < 1000) return `${whole}m`;
  return `${(Math.round(whole / 100) / 10).toFixed(1)}km`;
}
