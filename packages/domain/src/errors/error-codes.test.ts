import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('is a closed set: a code not listed is a type error', () => {
    // @ts-expect-error the typo training.service.ts once threw, for VALIDATION_FAILED
    const typo: ErrorCode = 'VALIDATION_ERROR';
    expect(isErrorCode(typo)).toBe(false);
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('gives every code a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_CODES)) expect(status >= 400 && status < 600).toBe(true);
  });
});
