import { isCommonPassword } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordIssue = 'MIN_LENGTH' | 'UPPERCASE' | 'LOWERCASE' | 'NUMBER' | 'SYMBOL' | 'COMMON';

export const PASSWORD_ISSUE_TEXT: Record<PasswordIssue, string> = {
  MIN_LENGTH: 'Pelo menos 8 caracteres',
  UPPERCASE: 'Uma letra maiúscula',
  LOWERCASE: 'Uma letra minúscula',
  NUMBER: 'Um número',
  SYMBOL: 'Um símbolo (ex.: ! @ # $)',
  COMMON: 'Senha muito comum: escolha outra',
};

export interface PasswordStrength {
  is_valid: boolean;
  /** 0–100. */
  score: number;
  issues: PasswordIssue[];
}

export type StrengthLabel = 'Fraca' | 'Média' | 'Forte' | 'Muito Forte';

/**
 * Score = length points (0–30, from 4 to 16 characters) + 15 per character class
 * + 10 when every rule holds. A well-known password scores at most 10 whatever its shape.
 * Valid ⇔ every rule holds (8+ chars, upper, lower, number, symbol) and it is not well known.
 */
export function validatePasswordStrength(password: string): PasswordStrength {
  const checks: [PasswordIssue, boolean][] = [
    ['MIN_LENGTH', password.length >= PASSWORD_MIN_LENGTH],
    ['UPPERCASE', /\p{Lu}/u.test(password)],
    ['LOWERCASE', /\p{Ll}/u.test(password)],
    ['NUMBER', /\p{Nd}/u.test(password)],
    ['SYMBOL', /[^\p{L}\p{Nd}\s]/u.test(password)],
  ];
  const issues = checks.filter(([, ok]) => !ok).map(([issue]) => issue);
  const classes = checks.slice(1).filter(([, ok]) => ok).length;
  const lengthPoints = Math.min(30, Math.max(0, (password.length - 4) * 2.5));
  let score = Math.round(lengthPoints + classes * 15 + (issues.length === 0 ? 10 : 0));
  if (password.length > 0 && isCommonPassword(password)) {
    issues.push('COMMON');
    score = Math.min(score, 10);
  }
  return { is_valid: issues.length === 0, score: Math.min(100, score), issues };
}

export function strengthLabel(score: number): StrengthLabel {
  if (score < 30) return 'Fraca';
  if (score < 60) return 'Média';
  if (score < 85) return 'Forte';
  return 'Muito Forte';
}
