import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StandInContext } from './stand-in-context.js';

// Mercado Pago's failure body: { message, error, status, cause: [{ code, description }] }.
export function failure(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  error: string,
  cause: { code: string; description: string }[] = [],
) {
  return c.json({ message, error, status, cause }, status);
}

/** The API's Bearer check: the stand-in's access token, or 401 as Mercado Pago answers it. */
export function requireAccessToken(ctx: StandInContext): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (token !== ctx.accessToken) return failure(c, 401, 'invalid access token', 'unauthorized');
    await next();
  };
}

/**
 * A date as Mercado Pago writes it: ISO 8601 with milliseconds in its own zone, -04:00
 * (e.g. 2026-11-23T08:00:00.000-04:00). Not `Z`: a reader must accept offsets.
 */
export function mercadoPagoDate(date: Date): string {
  const shifted = new Date(date.getTime() - 4 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, -1)}-04:00`;
}
