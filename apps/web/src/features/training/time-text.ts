// A workout's time as typed: 'mm:ss' (minutes may pass 59: '75:30') or 'h:mm:ss'.

const PATTERN = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,4})):([0-5]\d)$/;

/** Seconds from '25:30' or '1:05:00'; undefined for anything else (blank, '5', '1:60', '0:00'). */
export function parseTimeText(text: string): number | undefined {
  const match = PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, hours, minutesAfterHours, minutesAlone, seconds] = match;
  const total =
    hours !== undefined
      ? Number(hours) * 3600 + Number(minutesAfterHours) * 60 + Number(seconds)
      : Number(minutesAlone) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as the form shows them: 'mm:ss' under an hour, else 'h:mm:ss'. */
export function formatTimeText(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The colon inserted while typed, as the simulator does (issue 21 item 2): digits only, up to 6;
 * '1130' → '11:30', '10530' → '1:05:30'. What was typed with colons reads the same ('11:30').
 */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, -2)}:${digits.slice(-2)}`;
  return `${digits.slice(0, -4)}:${digits.slice(-4, -2)}:${digits.slice(-2)}`;
}
