import { type ErrorCode, type FieldIssue, isErrorCode } from '@prontidao/domain/errors/error-codes';

export type { FieldIssue };

/**
 * The server's closed set, plus what only the browser can tell: no answer (NETWORK), a request it
 * gave up (ABORTED), an answer of another shape (BAD_RESPONSE) or not ours (HTTP_status).
 */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'ABORTED' | 'BAD_RESPONSE' | `HTTP_${number}`;

/** Every non-2xx answer of our API, read once: code, pt-BR message, status. */
export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status: number,
    readonly issues: FieldIssue[] = [],
    /** A 429's Retry-After: the seconds to wait before trying again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const OFFLINE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

export function fetchJson<T>(input: string, init: RequestInit = {}): Promise<T> {
  return readJson<T>(fetch(input, { credentials: 'same-origin', ...init }));
}

/** An answer of our API as its body, or as an ApiError (a request that failed to leave: NETWORK). */
export async function readJson<T>(sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    throw new ApiError('NETWORK', OFFLINE, 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw apiErrorOf(response.status, body, { retryAfterSeconds: retryAfterOf(response) });
  return body as T;
}

/** The ApiError of a refused answer's status and parsed body (our shape, or any other). */
export function apiErrorOf(
  status: number,
  body: unknown,
  {
    fallback = 'Ocorreu um erro inesperado. Tente novamente.',
    retryAfterSeconds = null as number | null,
  } = {},
): ApiError {
  const error = (body as { error?: { code?: unknown; message?: string; issues?: FieldIssue[] } } | undefined)
    ?.error;
  const code = isErrorCode(error?.code) ? error.code : (`HTTP_${status}` as const);
  return new ApiError(code, error?.message ?? fallback, status, error?.issues ?? [], retryAfterSeconds);
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** What a person reads: a refused input says its field's own message, never the parameter's name. */
export function errorMessage(error: unknown, fallback = 'Erro desconhecido'): string {
  const issue = error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.issues[0] : undefined;
  if (issue?.message) return issue.message;
  return error instanceof Error && error.message ? error.message : fallback;
}
