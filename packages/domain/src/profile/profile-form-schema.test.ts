import { describe, expect, it } from 'vitest';
import {
  hasBlankRequired,
  type ProfileFormValues,
  profileFormSchema,
  toUpdateProfileInput,
} from './profile-form-schema';
import { updateProfileSchema } from './profile-schema';

const today = '2026-11-22';
const schema = profileFormSchema(() => today);
const valid: ProfileFormValues = {
  fullName: 'Ana Souza',
  nickname: 'Ana',
  sexo: 'F',
  weightKg: '63,2',
  heightCm: '168',
  tafDate: '2027-03-01',
  cargoCode: 'SOLDADO',
  birthDate: '',
};

const firstMessage = (patch: Partial<ProfileFormValues>, field: keyof ProfileFormValues) =>
  schema.safeParse({ ...valid, ...patch }).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('profileFormSchema', () => {
  it.each<[string, number]>([
    ['63,2', 63.2],
    ['63.2', 63.2],
    [' 70 ', 70],
    ['200', 200],
  ])('reads the weight %j as %d kg (a comma is a decimal mark, never dropped)', (weightKg, kg) => {
    expect(schema.parse({ ...valid, weightKg }).weightKg).toBe(kg);
  });

  it.each<[Partial<ProfileFormValues>, keyof ProfileFormValues, string]>([
    [{ weightKg: '' }, 'weightKg', 'Informe o peso em kg.'],
    [{ weightKg: '63,2,1' }, 'weightKg', 'Digite um valor numérico válido'],
    [{ weightKg: '63,25' }, 'weightKg', 'Informe o peso com no máximo uma casa decimal.'],
    [{ weightKg: '29,9' }, 'weightKg', 'O peso deve estar entre 30 e 200 kg.'],
    [{ heightCm: '174,5' }, 'heightCm', 'A altura deve estar em centímetros inteiros.'],
    [{ heightCm: '119' }, 'heightCm', 'A altura deve estar entre 120 e 220 cm.'],
    [{ heightCm: '' }, 'heightCm', 'Informe a altura em cm.'],
    [{ tafDate: '2026-11-21' }, 'tafDate', 'Escolha uma data a partir de hoje.'],
    [{ tafDate: '' }, 'tafDate', 'Informe a data prevista do TAF.'],
    [{ birthDate: '2026-11-23' }, 'birthDate', 'A data de nascimento não pode estar no futuro.'],
    [{ sexo: '' }, 'sexo', 'Selecione o sexo.'],
    [{ cargoCode: '' }, 'cargoCode', 'Selecione o cargo.'],
    [{ nickname: 'A' }, 'nickname', 'O apelido deve ter pelo menos 2 caracteres.'],
    [{ fullName: '  ' }, 'fullName', 'Informe seu nome.'],
  ])('%o → %s: %s', (patch, field, message) => expect(firstMessage(patch, field)).toBe(message));

  it('accepts the TAF today and an empty birth date', () => {
    const parsed = schema.parse({ ...valid, tafDate: today });
    expect(parsed.tafDate).toBe(today);
    expect(parsed.birthDate).toBeNull();
  });

  it('gives an input the server schema accepts', () => {
    const input = toUpdateProfileInput(schema.parse({ ...valid, birthDate: '2000-01-31' }), {
      email: 'ana@exemplo.com',
      withBirthDate: true,
    });
    expect(input).toMatchObject({ p_peso_kg: 63.2, p_altura_cm: 168, p_birth_date: '2000-01-31' });
    expect(updateProfileSchema(() => today).safeParse(input).success).toBe(true);
  });

  it('tells blank required fields apart from wrong ones', () => {
    expect(hasBlankRequired(valid)).toBe(false);
    expect(hasBlankRequired({ ...valid, weightKg: ' ' })).toBe(true);
    expect(hasBlankRequired({ ...valid, birthDate: '' })).toBe(false);
  });
});
