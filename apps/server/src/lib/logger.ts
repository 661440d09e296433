type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Plain line logger: `time level message {json}` on stderr/stdout. */
export function createLogger(level: Level | 'silent' = 'info'): Logger {
  const write = (at: Level) => (message: string, data?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${data ? ` ${JSON.stringify(data)}` : ''}`;
    if (at === 'error' || at === 'warn') console.error(line);
    else console.info(line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
