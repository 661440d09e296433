// Typed failures of grading: a code for programs, a pt-BR message for people. Grading never throws.

export type GradingErrorCode =
  | 'TEST_NOT_FOUND'
  | 'NOT_AVAILABLE_FOR_SEX'
  | 'NO_TABLE_FOR_PROFILE'
  | 'MISSING_VALUE'
  | 'IMPLAUSIBLE_VALUE';

export interface GradingError {
  code: GradingErrorCode;
  testKey: string;
  message: string;
}
