import { AppError } from './errors.js';

/** Reads a JSON body: empty → undefined; not JSON → 415; malformed → 400. Size is capped before. */
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
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (text.includes('\u0000') || text.includes('\\u0000')) {
    throw new AppError('VALIDATION_FAILED', 'Os dados contêm caracteres inválidos.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'O corpo da requisição não é um JSON válido.');
  }
}
