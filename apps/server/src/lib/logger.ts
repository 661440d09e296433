import pino, { type DestinationStream } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Fields that never reach a log line: secrets, and mail bodies that carry sign-in links. */
const REDACT = [
  'password',
  'newPassword',
  'token',
  'token_hash',
  'secret',
  'cookie',
  'authorization',
  'text',
  'html',
].flatMap((key) => [key, `*.${key}`]);

/** A link or query string that carries a token, as it may appear inside a message. */
const TOKEN_IN_TEXT = /\b(token(?:_hash)?|code|state)=[^&\s"']+/gi;

export interface LoggerOptions {
  /** The local demo may print mails (links included) to its own console; a deployment never. */
  demo?: boolean;
  destination?: DestinationStream;
}

/** Structured JSON lines (pino) with secrets redacted; `silent` for tests. */
export function createLogger(level: Level | 'silent' = 'info', options: LoggerOptions = {}): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[oculto]' },
    },
    options.destination,
  );
  const scrub = (message: string) =>
    options.demo ? message : message.replace(TOKEN_IN_TEXT, (_match, key: string) => `${key}=[oculto]`);
  const write = (at: Level) => (message: string, data?: Record<string, unknown>) => {
    if (data) logger[at](data, scrub(message));
    else logger[at](scrub(message));
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
