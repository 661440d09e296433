// Times as marks (a 2,4 km in 11:30) keep their seconds (issue 21 item 2); lengths of a session
// that were only ever counted in minutes read in minutes.

/** Seconds as m:ss ('11:20'), rounded to the second; minutes are not capped at 59. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A mark: m:ss under an hour ('11:30'), h:mm:ss from an hour on ('1:02:05'). */
export function formatMarkTime(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  if (whole < 3600) return formatMinutesSeconds(whole);
  const hours = Math.floor(whole / 3600);
  const rest = whole % 3600;
  return `${hours}:${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
}

/** Whole minutes as '45 min' or '1 h 05 min' (rounded to the minute). */
export function formatMinutes(totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/** A pace: seconds per km as '4:35/km', per 100 m as '1:25/100 m'. */
export const formatPace = (secondsPerUnit: number, unit: 'km' | '100 m') =>
  `${formatMinutesSeconds(secondsPerUnit)}/${unit}`;
