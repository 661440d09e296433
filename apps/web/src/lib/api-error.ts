export interface FieldIssue {
  path: string;
  message: string;
}

/** Every non-2xx answer of our API, read once: code, pt-BR message, status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
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
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; issues?: FieldIssue[] } } | undefined)
      ?.error;
    throw new ApiError(
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? 'Ocorreu um erro inesperado. Tente novamente.',
      response.status,
      error?.issues ?? [],
      retryAfterOf(response),
    );
  }
  return body as T;
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
