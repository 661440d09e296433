import { AppError } from './errors.js';

/**
 * Deepest nesting of objects and arrays a body may have. Our largest documents (an edital) nest
 * about six levels; a body nested thousands of levels (40 KB is enough for 20,000) would overflow
 * the stack of whatever walks it next (zod, JSON.stringify), so it is refused before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/** Reads a JSON body: empty → undefined; not JSON → 415; malformed or too deep → 400. Size is capped before. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envie os dados como JSON (Content-Type: application/json).',
    );
  }
  return parseJsonText(text);
}

/** Parses a JSON text the server was sent: a NUL or nesting over MAX_JSON_DEPTH → 400, malformed → 400. */
export function parseJsonText(text: string): unknown {
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (text.includes('\u0000') || text.includes('\\u0000')) {
    throw new AppError('VALIDATION_FAILED', 'Os dados contêm caracteres inválidos.');
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError(
      'JSON_TOO_DEEP',
      `Os dados enviados estão aninhados demais (máximo ${MAX_JSON_DEPTH} níveis).`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'O corpo da requisição não é um JSON válido.');
  }
}

/** The deepest nesting of brackets and braces outside strings (one pass, no recursion). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; an unescaped quote ends the string.
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}
