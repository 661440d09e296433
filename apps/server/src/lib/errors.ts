import { ERROR_CODES, type ErrorCode, type FieldIssue } from '@prontidao/domain/errors/error-codes';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Logger } from './logger.js';

export type { ErrorCode, FieldIssue };

/** What went wrong, for a person (pt-BR) and for code (SCREAMING_SNAKE): the domain's closed set. */
export const ERROR_STATUS = ERROR_CODES satisfies Record<ErrorCode, ContentfulStatusCode>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly issues?: FieldIssue[],
  ) {
    super(userMessage);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** A zod refusal as the one error shape: the first issue's message for a person, every path for code. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  // The message is for a person: it never names a parameter (the issues carry the paths for code).
  const message = issues[0]?.message ?? 'Dados inválidos.';
  return new AppError('VALIDATION_FAILED', message, issues);
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
