import { describe, expect, it } from 'vitest';
import { isRole, parseRole, parseRoleIntent, ROLE_INTENT_WORDS, ROLE_INTENTS, ROLES } from './roles';

describe('roles', () => {
  it.each([
    ['aluno', 'aluno'],
    ['treinador', 'treinador'],
    ['trainer', 'treinador'],
    ['admin', 'admin'],
    ['candidate', 'aluno'],
    ['ADMIN', 'aluno'],
    [null, 'aluno'],
    [undefined, 'aluno'],
  ])('parseRole(%s) is %s', (value, role) => {
    expect(parseRole(value)).toBe(role);
  });

  it('reads every intent word as an intent, and never as admin', () => {
    expect(ROLE_INTENT_WORDS.map(parseRoleIntent)).toEqual([
      'aluno',
      'treinador',
      'treinador',
      'aluno',
      'aluno',
    ]);
    expect(parseRoleIntent('admin')).toBe('aluno');
  });

  it('knows the three roles, and the intents are roles', () => {
    expect(ROLES).toEqual(['aluno', 'treinador', 'admin']);
    expect(ROLE_INTENTS.every(isRole)).toBe(true);
    expect(isRole('trainer')).toBe(false);
  });
});
