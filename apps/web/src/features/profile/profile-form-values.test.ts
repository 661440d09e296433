import { formatPlainDate } from '@prontidao/domain/format/date';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import {
  errorsFromIssues,
  type ProfileFormValues,
  toFormValues,
  validateProfileForm,
} from './profile-form-values';
import { formatHeight, formatWeight, planLabel } from './profile-format';

const valid: ProfileFormValues = {
  fullName: 'Maria Souza',
  nickname: 'Maria',
  sexo: 'F',
  weightKg: '62,5',
  heightCm: '168',
  tafDate: '2026-03-10',
  cargoCode: 'SOLDADO',
  birthDate: '',
};
const options = { email: 'maria@example.com', withBirthDate: true, today: '2025-06-01' };

describe('validateProfileForm', () => {
  it('builds the update input from valid values', () => {
    const result = validateProfileForm(valid, options);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        p_email: 'maria@example.com',
        p_peso_kg: 62.5,
        p_altura_cm: 168,
        p_taf_dt: '2026-03-10',
        p_birth_date: null,
      }),
    });
  });

  it('keeps the saved birth date when the form does not carry it', () => {
    const result = validateProfileForm(valid, { email: 'maria@example.com', today: '2025-06-01' });
    expect(result.ok && result.input.p_birth_date).toBeUndefined();
  });

  it('reports blank required fields', () => {
    const result = validateProfileForm({ ...valid, nickname: ' ', weightKg: '', tafDate: '' }, options);
    expect(result).toMatchObject({
      ok: false,
      hasMissingRequired: true,
      errors: {
        nickname: 'Informe um apelido.',
        weightKg: 'Informe o peso em kg.',
        tafDate: 'Informe a data prevista do TAF.',
      },
    });
  });

  it('treats a missing e-mail as a missing required field', () => {
    expect(validateProfileForm(valid, { ...options, email: null })).toMatchObject({
      hasMissingRequired: true,
    });
  });

  it.each([
    ['weightKg', '29.9', 'O peso deve estar entre 30 e 200 kg.'],
    ['weightKg', '200.1', 'O peso deve estar entre 30 e 200 kg.'],
    ['weightKg', '70.25', 'Informe o peso com no máximo uma casa decimal.'],
    ['heightCm', '119', 'A altura deve estar entre 120 e 220 cm.'],
    ['heightCm', '221', 'A altura deve estar entre 120 e 220 cm.'],
    ['heightCm', '175.5', 'A altura deve estar em centímetros inteiros.'],
    ['tafDate', '2026-02-30', 'Data do TAF inválida.'],
    ['birthDate', '2001-02-29', 'Data de nascimento inválida.'],
    ['birthDate', '2025-06-02', 'A data de nascimento não pode estar no futuro.'],
  ] as const)('%s = %s → %s', (field, value, message) => {
    const result = validateProfileForm({ ...valid, [field]: value }, options);
    expect(result).toMatchObject({ ok: false, hasMissingRequired: false, errors: { [field]: message } });
  });

  it.each([
    ['weightKg', '30'],
    ['weightKg', '200'],
    ['heightCm', '120'],
    ['heightCm', '220'],
    ['birthDate', '2025-06-01'],
  ] as const)('accepts the boundary %s = %s', (field, value) => {
    expect(validateProfileForm({ ...valid, [field]: value }, options).ok).toBe(true);
  });
});

describe('toFormValues', () => {
  const profile = {
    full_name: null,
    nickname: 'Zé',
    sexo: 'M',
    peso_kg: 80.5,
    altura_cm: 181,
    taf_dt: null,
    cargo_code: null,
    birth_date: '1999-12-31',
  } as unknown as FullProfile;

  it('turns the saved profile into text values, no cargo chosen for the candidate', () => {
    expect(toFormValues(profile)).toEqual({
      fullName: '',
      nickname: 'Zé',
      sexo: 'M',
      weightKg: '80.5',
      heightCm: '181',
      tafDate: '',
      cargoCode: '',
      birthDate: '1999-12-31',
    });
  });
});

describe('errorsFromIssues', () => {
  it('maps server parameter paths to form fields', () => {
    expect(
      errorsFromIssues([
        { path: 'p_nickname', message: 'Em uso' },
        { path: 'x', message: '?' },
      ]),
    ).toEqual({
      nickname: 'Em uso',
    });
  });
});

describe('profile formats', () => {
  it('formats pt-BR values and plain dates without time zones', () => {
    expect(formatWeight(72.5)).toBe('72,5 kg');
    expect(formatHeight(175)).toBe('1,75 m');
    expect(formatPlainDate('2026-01-01')).toBe('01/01/2026');
    expect(formatPlainDate(null)).toBeNull();
    expect(planLabel(null)).toBe('Free Trial');
  });
});
