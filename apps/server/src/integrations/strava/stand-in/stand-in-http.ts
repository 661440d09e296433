import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseJsonText } from '../../../lib/json-body.js';

// Strava's failure body: { message, errors: [{ resource, field, code }] }.
export function fault(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  resource: string,
  field: string,
  code: string,
) {
  return c.json({ message, errors: [{ resource, field, code }] }, status);
}

/**
 * Strava's OAuth endpoints take their parameters in the query string or in the body (form or
 * JSON); the body wins.
 */
export async function readParams(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = parseJsonText(await c.req.text()) as Record<string, unknown>;
      for (const [key, value] of Object.entries(body ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
      }
    } else if (type.includes('form')) {
      const body = await c.req.parseBody({ all: true });
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') params[key] = value;
      }
    }
  } catch {
    // A malformed body leaves the query parameters: the handler then reports what is missing.
  }
  return params;
}
