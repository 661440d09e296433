import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { type PasswordIssue, strengthLabel, validatePasswordStrength } from './password-strength.js';

const ALL_CLASSES: PasswordIssue[] = ['MIN_LENGTH', 'UPPERCASE', 'LOWERCASE', 'NUMBER', 'SYMBOL'];

describe('validatePasswordStrength (spec rules + zxcvbn pt-BR)', () => {
  it.each<[string, string, boolean, PasswordIssue[]]>([
    // password, label, is_valid, issues
    ['', 'Fraca', false, ALL_CLASSES],
    ['abcd', 'Fraca', false, ['MIN_LENGTH', 'UPPERCASE', 'NUMBER', 'SYMBOL', 'COMMON']],
    ['Xk9!', 'Fraca', false, ['MIN_LENGTH']],
    ['xkcdtrvz', 'Fraca', false, ['UPPERCASE', 'NUMBER', 'SYMBOL']],
    // Every rule is a hard requirement: however hard to guess, a missing symbol is refused.
    ['Xkcdtrv9', 'Fraca', false, ['SYMBOL']],
    ['Cavalo azul grampo bateria', 'Fraca', false, ['NUMBER', 'SYMBOL']],
    // Well known: refused whatever its shape.
    ['Senha@123', 'Fraca', false, ['COMMON']],
    ['P@ssw0rd!', 'Fraca', false, ['COMMON']],
    ['Bombeiro2025!', 'Fraca', false, ['COMMON']],
    ['12345678', 'Fraca', false, ['UPPERCASE', 'LOWERCASE', 'SYMBOL', 'COMMON']],
    // Right shape, but common pt-BR words, names or patterns zxcvbn guesses in under 10⁶ tries.
    ['Cavalo-Azul-77', 'Fraca', false, ['GUESSABLE']],
    ['Qualquer#1a', 'Fraca', false, ['GUESSABLE']],
    // Accepted, from 'Forte' (10⁸ guesses) up.
    ['Xkcdtr9!', 'Forte', true, []],
    ['Ação#2025é', 'Forte', true, []],
    ['Admin#TAF2025', 'Forte', true, []],
    ['Bombeiro#2025x', 'Muito Forte', true, []],
    ['Treino#Forte2025', 'Muito Forte', true, []],
    ['Demo#TAF2025', 'Muito Forte', true, []],
    ['Xkcdtrvzqpwy98!#', 'Muito Forte', true, []],
  ])('%j → %s, valid %s, issues %j', (password, label, isValid, issues) => {
    const result = validatePasswordStrength(password);
    expect(result.issues).toEqual(issues);
    expect(result.is_valid).toBe(isValid);
    expect(strengthLabel(result.score)).toBe(label);
  });

  it('scores 0 for nothing, 100 at most, and a refused password never above Fraca', () => {
    expect(validatePasswordStrength('').score).toBe(0);
    expect(validatePasswordStrength('Xk9!vBq2#wLz7%Rt4&Yp8*Mn3@Jd6$Hs1^Gf5').score).toBe(100);
    // A repeated block is a pattern: it is worth the block and the repetitions, not its length.
    expect(validatePasswordStrength('Xk9!'.repeat(8)).score).toBeLessThan(85);
    expect(validatePasswordStrength('Senha@123').score).toBeLessThanOrEqual(10);
    expect(validatePasswordStrength('Xkcdtrvzqpwy98').score).toBe(29);
  });

  it('grows with the guesses: longer random passwords never score less', () => {
    const scores = ['Xk9!', 'Xk9!vB', 'Xk9!vBq2', 'Xk9!vBq2#w', 'Xk9!vBq2#wLz', 'Xk9!vBq2#wLz7%'].map(
      (pw) => validatePasswordStrength(pw).score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores.at(-1)).toBeGreaterThanOrEqual(85);
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
  it.each(['Cavalo-Azul-77', 'Xkcdtr9!', 'Tr3no#Veloz', 'Bombeiro#2025x', 'Senhas#Longas7x'])(
    '%s is not',
    (pw) => expect(isCommonPassword(pw)).toBe(false),
  );
});
