import { describe, expect, it } from 'vitest';
import { isRealDate, updateProfileSchema } from './profile-schema';

const today = '2026-05-01';
const UpdateProfileSchema = updateProfileSchema(() => today);

const valid = {
  p_nome: 'Ana Souza',
  p_nickname: 'Ana',
  p_sexo: 'F',
  p_peso_kg: 61.25,
  p_altura_cm: 168,
  p_taf_dt: '2026-05-10',
  p_cargo_code: 'SOLDADO',
};

describe('UpdateProfileSchema', () => {
  it('accepts a valid profile, rounding the weight to 0.1 kg', () => {
    const parsed = UpdateProfileSchema.parse(valid);
    expect(parsed.p_peso_kg).toBe(61.3);
  });
  it('reads QOBM_COMB as OFICIAL', () => {
    expect(UpdateProfileSchema.parse({ ...valid, p_cargo_code: 'QOBM_COMB' }).p_cargo_code).toBe('OFICIAL');
  });
  it.each([
    [{ p_peso_kg: 29.9 }, 'O peso deve estar entre 30 e 200 kg.'],
    [{ p_peso_kg: 200.1 }, 'O peso deve estar entre 30 e 200 kg.'],
    [{ p_altura_cm: 119 }, 'A altura deve estar entre 120 e 220 cm.'],
    [{ p_altura_cm: 221 }, 'A altura deve estar entre 120 e 220 cm.'],
    [{ p_altura_cm: 170.5 }, 'A altura deve estar em centímetros inteiros.'],
    [{ p_sexo: 'X' }, 'Sexo deve ser Masculino (M) ou Feminino (F).'],
    [{ p_cargo_code: 'GENERAL' }, 'Cargo inválido.'],
    [{ p_taf_dt: '2026-02-31' }, 'Data do TAF inválida.'],
    [{ p_taf_dt: '10/05/2026' }, 'Data do TAF inválida.'],
    [{ p_birth_date: '2001-13-01' }, 'Data de nascimento inválida.'],
    [{ p_nickname: 'A' }, 'O apelido deve ter pelo menos 2 caracteres.'],
    [{ p_nickname: '<script>' }, 'Use letras, números, espaço, ponto, hífen ou sublinhado no apelido.'],
    [{ p_nome: ' ' }, 'Informe seu nome completo.'],
  ])('%o → %s', (patch, message) => {
    const result = UpdateProfileSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it.each<[string, boolean]>([
    ['2026-04-30', false],
    ['2026-05-01', true],
    ['2026-05-02', true],
  ])('TAF on %s with today 2026-05-01 → accepted %s (one rule for wizard, profile, server)', (date, ok) => {
    const result = UpdateProfileSchema.safeParse({ ...valid, p_taf_dt: date });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('Escolha uma data a partir de hoje.');
  });
  it('reads today when it checks, not when the schema was built', () => {
    let now = '2026-05-01';
    const schema = updateProfileSchema(() => now);
    expect(schema.safeParse({ ...valid, p_taf_dt: '2026-05-05' }).success).toBe(true);
    now = '2026-05-06';
    expect(schema.safeParse({ ...valid, p_taf_dt: '2026-05-05' }).success).toBe(false);
  });
  it('refuses unknown fields', () => {
    expect(UpdateProfileSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
});

describe('isRealDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-1-01', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
  ])('%s → %s', (d, ok) => expect(isRealDate(d)).toBe(ok));
});
