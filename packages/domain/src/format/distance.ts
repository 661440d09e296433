import { formatNumber } from './number';

// Spec §9: distances under 1000 m in metres, from 1000 m on in km with one decimal — written in
// pt-BR (issue 21 item 1: '850 m', '2,4 km', the comma a Brazilian reader expects).

/** Metres as '850 m' or '2,4 km' (rounded to the metre first, so 999.6 m reads '1,0 km'). */
export function formatDistance(metres: number): string {
  const whole = Math.round(metres);
  if (whole < 1000) return `${formatNumber(whole)} m`;
  return `${formatNumber(Math.round(whole / 100) / 10, { decimals: 1 })} km`;
}

/** Metres always in metres, thousands marked: '2.400 m', '50 m'. */
export const formatMetres = (metres: number) => `${formatNumber(Math.round(metres))} m`;
