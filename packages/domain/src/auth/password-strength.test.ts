import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { strengthLabel, validatePasswordStrength } from './password-strength.js';

describe('validatePasswordStrength', () => {
  it.each([
    // password, score, is_valid, issues
    ['', 0, false, ['MIN_LENGTH', 'UPPERCASE', 'LOWERCASE', 'NUMBER', 'SYMBOL']],
    ['abcd', 10, false, ['MIN_LENGTH', 'UPPERCASE', 'NUMBER', 'SYMBOL', 'COMMON']],
    ['xkcdtrvz', 25, false, ['UPPERCASE', 'NUMBER', 'SYMBOL']],
    ['Xkcdtrv9', 55, false, ['SYMBOL']],
    ['Xkcdtr9!', 80, true, []],
    ['Xk9!', 60, false, ['MIN_LENGTH']],
    ['Xkcdtrvzqp9!', 90, true, []],
    ['Xkcdtrvzqpwy98!#', 100, true, []],
    ['Senha@123', 10, false, ['COMMON']],
    ['P@ssw0rd!', 10, false, ['COMMON']],
    ['12345678', 10, false, ['UPPERCASE', 'LOWERCASE', 'SYMBOL', 'COMMON']],
    ['Ação#2025é', 85, true, []],
  ])('%j → score %i, valid %s', (password, score, isValid, issues) => {
    const result = validatePasswordStrength(password);
    expect(result).toEqual({ score, is_valid: isValid, issues });
  });

  it('never exceeds 100', () => {
    expect(validatePasswordStrength('Xk9!vBq2#'.repeat(14)).score).toBe(100);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'Fraca'],
    [29, 'Fraca'],
    [30, 'Média'],
    [59, 'Média'],
    [60, 'Forte'],
    [84, 'Forte'],
    [85, 'Muito Forte'],
    [100, 'Muito Forte'],
  ])('%i → %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });
});

describe('isCommonPassword', () => {
  it.each(['123456789', 'Bombeiro2025!', 'FLAMENGO@10', 'qwerty123', 'aaaaaaaa', 'abcabcabc', 'S3nh@123'])(
    '%s is well known',
    (pw) => expect(isCommonPassword(pw)).toBe(true),
  );
  it.each(['Cavalo-Azul-77', 'Xkcdtr9!', 'Tr3no#Veloz'])('%s is not', (pw) =>
    expect(isCommonPassword(pw)).toBe(false),
  );
});
