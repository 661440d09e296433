import { describe, expect, it } from 'vitest';
import { formatCref, normalizeCref, trainerOnboardingSchema, UFS } from './cref';

describe('CREF', () => {
  it.each([
    ['012345-G/DF', '012345-G/DF'],
    ['CREF 012345-G/DF', '012345-G/DF'],
    ['cref012345-p/sp', '012345-P/SP'],
    ['1234-G/RJ', '1234-G/RJ'],
    ['  123456-G/MG ', '123456-G/MG'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normalizeCref(input)).toBe(stored);
  });

  it.each(['123-G/DF', '1234567-G/DF', '012345-X/DF', '012345G/DF', '012345-G/XX', '012345-G-DF', ''])(
    'refuses %s',
    (input) => {
      expect(normalizeCref(input)).toBeNull();
    },
  );

  it('knows the 27 federative units', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
  });
});

describe('trainer onboarding', () => {
  const schema = trainerOnboardingSchema(() => '2026-11-23');
  it('normalizes the CREF and requires its UF to be the chosen state', () => {
    const ok = schema.safeParse({
      p_full_name: 'Carlos Souza',
      p_birth_date: '1988-04-02',
      p_cref_number: 'cref 012345-g/df',
      p_cref_region: 'DF',
    });
    expect(ok.success && ok.data.p_cref_number).toBe('012345-G/DF');
    const mismatch = schema.safeParse({
      p_full_name: 'Carlos Souza',
      p_cref_number: '012345-G/DF',
      p_cref_region: 'SP',
    });
    expect(mismatch.success).toBe(false);
  });

  it('refuses a CREF out of format with the spec text and an impossible birth date', () => {
    const bad = schema.safeParse({ p_full_name: 'Carlos', p_cref_number: '12-G/DF', p_cref_region: 'DF' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('CREF inválido (ex.: 012345-G/DF)');
    expect(schema.safeParse({ p_full_name: 'Carlos', p_birth_date: '2020-01-01' }).success).toBe(false);
    expect(schema.safeParse({ p_full_name: 'Carlos', p_birth_date: '1990-02-30' }).success).toBe(false);
  });
});

describe('formatCref', () => {
  it.each<[string | null, string | null, string]>([
    ['012345-G/DF', 'DF', '012345-G/DF'],
    ['012345-G', 'DF', '012345-G/DF'],
    ['012345-G/SP', null, '012345-G/SP'],
    [null, 'DF', ''],
  ])('%j + %j → %j', (number, region, text) => expect(formatCref(number, region)).toBe(text));
});
