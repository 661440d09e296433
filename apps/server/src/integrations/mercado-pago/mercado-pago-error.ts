/**
 * What went wrong talking to Mercado Pago, as the payments module needs to react to it:
 * - `network`: no answer at all (DNS, refused connection, the 10 s timeout) — retry later;
 * - `refused`: a non-2xx answer other than the 404 of a payment read (which is `null`, not an
 *   error); `status` says which — 401/403 is our access token, 400 our request, 5xx theirs;
 * - `invalid_response`: a 2xx whose body is not JSON or not the documented shape — retry later.
 * The message is in pt-BR and safe to log; it never contains the access token.
 */
export type MercadoPagoErrorKind = 'network' | 'refused' | 'invalid_response';

export class MercadoPagoError extends Error {
  /** The HTTP status of Mercado Pago's answer; undefined when there was none (`network`). */
  readonly status: number | undefined;

  constructor(
    readonly kind: MercadoPagoErrorKind,
    message: string,
    details: { status?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'MercadoPagoError';
    this.status = details.status;
  }
}

export const isMercadoPagoError = (error: unknown): error is MercadoPagoError =>
  error instanceof MercadoPagoError;
