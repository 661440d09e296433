import { isCommonPassword } from './common-passwords.js';
import { estimatePasswordGuessesLog10 } from './password-strength-guesses.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordIssue =
  | 'MIN_LENGTH'
  | 'UPPERCASE'
  | 'LOWERCASE'
  | 'NUMBER'
  | 'SYMBOL'
  | 'COMMON'
  | 'GUESSABLE';

export const PASSWORD_ISSUE_TEXT: Record<PasswordIssue, string> = {
  MIN_LENGTH: 'Pelo menos 8 caracteres',
  UPPERCASE: 'Uma letra maiúscula',
  LOWERCASE: 'Uma letra minúscula',
  NUMBER: 'Um número',
  SYMBOL: 'Um símbolo (ex.: ! @ # $)',
  COMMON: 'Senha muito comum: escolha outra',
  GUESSABLE: 'Fácil de adivinhar: evite nomes, palavras e datas comuns, ou use mais caracteres',
};

export interface PasswordStrength {
  is_valid: boolean;
  /** 0–100. */
  score: number;
  issues: PasswordIssue[];
}

export type StrengthLabel = 'Fraca' | 'Média' | 'Forte' | 'Muito Forte';

/** Below 10⁶ guesses (zxcvbn's scores 0 and 1) a password falls to an online attack: refused. */
const MIN_GUESSES_LOG10 = 6;
/** A refused password never reads better than 'Fraca'; a well-known one scores at most 10. */
const INVALID_MAX_SCORE = 29;
const COMMON_MAX_SCORE = 10;

/**
 * zxcvbn's bands (10⁶, 10⁸, 10¹⁰ guesses) land on the spec's label boundaries (30, 60, 85);
 * 10¹⁴ guesses and more is 100. Linear in log10(guesses) within a band.
 */
const SCORE_POINTS: readonly (readonly [log10: number, score: number])[] = [
  [0, 0],
  [MIN_GUESSES_LOG10, 30],
  [8, 60],
  [10, 85],
  [14, 100],
];

function scoreFromGuesses(log10: number): number {
  for (let i = 1; i < SCORE_POINTS.length; i++) {
    const [x0, y0] = SCORE_POINTS[i - 1] as readonly [number, number];
    const [x1, y1] = SCORE_POINTS[i] as readonly [number, number];
    if (log10 < x1) return Math.floor(y0 + ((Math.max(log10, x0) - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 100;
}

/**
 * The spec's rules are hard requirements: 8+ characters, upper, lower, number, symbol. On top,
 * a well-known password (our list, e.g. 'Senha@123') or one zxcvbn guesses in under 10⁶ tries is
 * refused. Score = zxcvbn's guesses mapped to 0–100, capped at 29 while refused.
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
  const guessesLog10 = estimatePasswordGuessesLog10(password);
  let score = scoreFromGuesses(guessesLog10);
  if (password.length > 0 && isCommonPassword(password)) {
    issues.push('COMMON');
    score = Math.min(score, COMMON_MAX_SCORE);
  } else if (issues.length === 0 && guessesLog10 < MIN_GUESSES_LOG10) {
    issues.push('GUESSABLE');
  }
  if (issues.length > 0) score = Math.min(score, INVALID_MAX_SCORE);
  return { is_valid: issues.length === 0, score, issues };
}

export function strengthLabel(score: number): StrengthLabel {
  if (score < 30) return 'Fraca';
  if (score < 60) return 'Média';
  if (score < 85) return 'Forte';
  return 'Muito Forte';
}
