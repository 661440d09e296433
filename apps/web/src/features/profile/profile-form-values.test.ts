import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import { fieldIssues, toFormValues } from './profile-form-values';
import { formatHeight, formatWeight, planLabel } from './profile-format';

const profile: FullProfile = {
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: '2027-03-01',
  sexo: 'F',
  peso_kg: 63.2,
  altura_cm: 168,
  altura_m: 1.68,
  email: 'ana@exemplo.com',
  nickname: 'Ana',
  consent_ranking: false,
  // Not a cargo the API sends (it reads QOBM_COMB as OFICIAL): the form still shows none.
  cargo_code: 'QOBM_COMB' as FullProfile['cargo_code'],
  full_name: 'Ana Souza',
  birth_date: null,
  edital_id: null,
  role: 'aluno',
};

describe('toFormValues', () => {
  it('shows decimals with a comma, as the candidate types them; unknown cargos as none', () => {
    expect(toFormValues(profile)).toEqual({
      fullName: 'Ana Souza',
      nickname: 'Ana',
      sexo: 'F',
      weightKg: '63,2',
      heightCm: '168',
      tafDate: '2027-03-01',
      cargoCode: '',
      birthDate: '',
    });
  });
});

describe('fieldIssues', () => {
  it('maps server parameter paths to form fields, first message per field', () => {
    expect(
      fieldIssues([
        { path: 'p_nickname', message: 'Em uso' },
        { path: 'p_nickname', message: 'Outro' },
        { path: 'p_peso_kg', message: 'Peso' },
        { path: 'x', message: '?' },
      ]),
    ).toEqual([
      ['nickname', 'Em uso'],
      ['weightKg', 'Peso'],
    ]);
  });
});

describe('profile formats', () => {
  it('formats pt-BR values', () => {
    expect(formatWeight(72.5)).toBe('72,5 kg');
    expect(formatHeight(175)).toBe('1,75 m');
    expect(planLabel(null)).toBe('Gratuito');
  });
});
