/** Seconds as m:ss ('11:20'), rounded to the second. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
