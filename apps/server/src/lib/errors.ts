import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './logger.js';

/** What went wrong, for a person (pt-BR) and for code (SCREAMING_SNAKE). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS | (string & {});

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly status: ContentfulStatusCode = ERROR_STATUS[code as keyof typeof ERROR_STATUS] ?? 400,
    readonly issues?: FieldIssue[],
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Recurso não encontrado.') => new AppError('NOT_FOUND', message);
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'Você precisa estar logado para continuar.');
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError('FORBIDDEN', message);

/** PostgreSQL class 22 (data exception): 22003 out of range, 22008 datetime overflow, 22021 bad character… */
const isDataException = (err: unknown) =>
  /^22[0-9A-Z]{3}$/.test(String((err as { code?: unknown }).code ?? ''));

export function errorBody(code: ErrorCode, message: string, issues?: FieldIssue[]) {
  return { error: { code, message, ...(issues?.length ? { issues } : {}) } };
}

export function errorResponse(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error.userMessage, error.issues), error.status);
}

/** The app's one error handler: AppError as it is, anything else as a logged 500. */
export function handleError(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return errorResponse(c, err);
    const status = (err as { status?: number }).status;
    if (isDataException(err)) {
      // A value the database cannot store (out-of-range date or number, bad character): bad input.
      log.warn('data exception from input', { path: c.req.path, code: (err as { code?: string }).code });
      return errorResponse(
        c,
        new AppError('VALIDATION_FAILED', 'Algum valor enviado está fora do permitido.'),
      );
    }
    if (status === 413) {
      return errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', 'O conteúdo enviado é grande demais.'));
    }
    log.error('unexpected error', { path: c.req.path, error: err.stack ?? String(err) });
    return c.json(errorBody('INTERNAL', 'Ocorreu um erro inesperado. Tente novamente em instantes.'), 500);
  };
}
