// Spec §9: a ranking time reads m:ss.cc (minutes, seconds, hundredths).

/**
 * Seconds as 'm:ss.cc' ('9:41.07', '1:05.30'), rounded to the hundredth first, so 59.996 s reads
 * '1:00.00'. Minutes are not capped at 59 (a 75-minute walk reads '75:00.00').
 */
export function formatRankingTime(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) {
    throw new RangeError(`Tempo de ranking inválido: ${totalSeconds}`);
  }
  // toFixed-free integer arithmetic: 1.005 s is 100.49999… hundredths in binary, read as 100.
  const hundredths = Math.round(totalSeconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const rest = hundredths % 100;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(rest).padStart(2, '0')}`;
}
