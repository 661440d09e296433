/**
 * Every error code our API answers with, and its HTTP status: the one closed set the server throws
 * and the web reads. A code not listed here is a type error on both sides.
 */
export const ERROR_CODES = {
  // Any call: the request itself.
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,

  // Accounts and sign-in. better-auth's own codes keep their names; on /api/auth the status is
  // the one better-auth answered (it varies by endpoint), the one here is the usual.
  AUTH_FAILED: 400,
  INVALID_EMAIL_OR_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DISABLED: 403,
  USER_ALREADY_EXISTS: 422,
  USER_NOT_FOUND: 404,
  INVALID_EMAIL: 400,
  INVALID_TOKEN: 400,
  EMAIL_ALREADY_VERIFIED: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  WEAK_PASSWORD: 400,
  INVALID_PASSWORD: 400,
  FAILED_TO_CREATE_USER: 422,
  FAILED_TO_CREATE_SESSION: 500,

  // Profiles and roles.
  EMAIL_READ_ONLY: 400,
  NICKNAME_TAKEN: 409,
  PROFILE_INCOMPLETE: 400,
  LAST_ADMIN: 409,
  CANNOT_DISABLE_SELF: 409,

  // Trainers.
  CANDIDATE_ACCOUNT: 409,
  TRAINER_ROLE_REMOVED: 409,
  CREF_VERIFY_FAILED: 503,
  CREF_NOT_PENDING: 409,

  // Simulations, plans and technique.
  EDITAL_SEX_MISMATCH: 422,
  /** A partial exam ('Tabela incompleta') grades nothing until an admin completes it. */
  EXAM_INCOMPLETE: 422,
  PLAN_NOT_READY: 409,
  NO_WATCH_WORKOUTS: 404,
  WEEK_NOT_IN_PLAN: 422,
  WEEK_LOCKED: 422,
  SESSION_NOT_IN_WEEK: 422,
  NOTHING_TO_ADJUST: 422,
  NOTHING_TO_UNDO: 409,
  PLAN_LIMIT: 403,
  ANALYSIS_FAILED: 502,
  ANALYSIS_EMPTY: 502,

  // Payments (issue 25).
  PAYMENTS_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 401,
  PAYMENT_PROVIDER_FAILED: 502,
  NO_ACTIVE_SUBSCRIPTION: 409,

  // Rankings.
  ENTRY_CHANGED: 409,
  OWN_ENTRY: 409,
  ALREADY_REPORTED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One refused field: its path in the input and what the person reads. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The body of every non-2xx answer of our API. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
