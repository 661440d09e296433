/** PostgreSQL unique_violation (same code from pg and PGlite). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
