import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ana: TestClient;
let bia: TestClient;

const valid = {
  p_email: 'ana.perfil@exemplo.com',
  p_nome: 'Ana Souza',
  p_nickname: 'AnaS',
  p_sexo: 'F',
  p_peso_kg: 61.5,
  p_altura_cm: 168,
  p_taf_dt: '2027-03-01',
  p_cargo_code: 'SOLDADO',
  p_consent_ranking: true,
};

const profileRow = async () =>
  t.deps.db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select([
      'full_name',
      'nickname',
      'sexo',
      'peso_kg',
      'altura_cm',
      'taf_dt',
      'cargo_code',
      'consent_ranking',
      'birth_date',
    ])
    .where('user.email', '=', 'ana.perfil@exemplo.com')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana.perfil@exemplo.com');
  bia = await signUpConfirmed(t.app, t.deps.db, 'bia.perfil@exemplo.com');
});

describe('update_perfil_completo', () => {
  it.each([
    ['weight below 30', { p_peso_kg: 29 }, 'O peso deve estar entre 30 e 200 kg.'],
    ['weight above 200', { p_peso_kg: 250 }, 'O peso deve estar entre 30 e 200 kg.'],
    ['height below 120', { p_altura_cm: 100 }, 'A altura deve estar entre 120 e 220 cm.'],
    ['height above 220', { p_altura_cm: 230 }, 'A altura deve estar entre 120 e 220 cm.'],
    ['sex X', { p_sexo: 'X' }, 'Sexo deve ser Masculino (M) ou Feminino (F).'],
    ['unknown cargo', { p_cargo_code: 'CORONEL' }, 'Cargo inválido.'],
    ['31 February', { p_taf_dt: '2027-02-31' }, 'Data do TAF inválida.'],
    ['a birth date as text', { p_birth_date: 'ontem' }, 'Data de nascimento inválida.'],
    ['weight as text', { p_peso_kg: '70' }, 'Informe o peso em kg.'],
    ['missing nickname', { p_nickname: undefined }, 'Informe um apelido.'],
    [
      'another e-mail',
      { p_email: 'outro@exemplo.com' },
      'O e-mail é o da sua conta e não pode ser trocado aqui.',
    ],
  ])('refuses %s with its message and writes nothing', async (_label, patch, message) => {
    const before = await profileRow();
    const res = await ana.rpc('update_perfil_completo', { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(message);
    expect(await profileRow()).toEqual(before);
  });

  it('saves a valid profile; the requirements flip to complete', async () => {
    expect((await ana.rpc('check_profile_requirements')).json.data[0].is_complete).toBe(false);
    const res = await ana.rpc('update_perfil_completo', { ...valid, p_cargo_code: 'QOBM_COMB' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      email: 'ana.perfil@exemplo.com',
      nickname: 'AnaS',
      altura_cm: 168,
      altura_m: 1.68,
      peso_kg: 61.5,
      taf_dt: '2027-03-01',
      cargo_code: 'OFICIAL',
      consent_ranking: true,
      plano_code: 'FREE',
    });
    expect((await ana.rpc('check_profile_requirements')).json.data[0]).toEqual({
      is_complete: true,
      missing: [],
    });
    const [full] = (await ana.rpc('get_perfil_completo')).json.data;
    expect(full).toMatchObject({ full_name: 'Ana Souza', sexo: 'F', birth_date: null, edital_id: null });
  });

  it('a nickname is unique, whatever the case', async () => {
    const res = await bia.rpc('update_perfil_completo', { ...valid, p_email: undefined, p_nickname: 'anas' });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({
      code: 'NICKNAME_TAKEN',
      message: 'Este apelido já está em uso. Escolha outro.',
    });
  });

  it('keeps the optional birth date and the consent when changed', async () => {
    const res = await ana.rpc('update_perfil_completo', {
      ...valid,
      p_birth_date: '2001-07-15',
      p_consent_ranking: false,
    });
    expect(res.json.data).toMatchObject({ birth_date: '2001-07-15', consent_ranking: false });
  });
});

describe('free text is read safely', () => {
  it('a look-alike of a taken nickname is taken too (Cyrillic е, zero for O, other case)', async () => {
    expect((await ana.rpc('update_perfil_completo', { ...valid, p_nickname: 'Demo' })).status).toBe(200);
    for (const lookAlike of ['Dеmo', 'DEMO', 'Dem0', 'dem\u043e']) {
      const res = await bia.rpc('update_perfil_completo', {
        ...valid,
        p_email: undefined,
        p_nickname: lookAlike,
      });
      expect(res.status, lookAlike).toBe(409);
      expect(res.json.error.code).toBe('NICKNAME_TAKEN');
    }
    await ana.rpc('update_perfil_completo', valid);
  });

  it('names with control, bidi-override or lone-surrogate characters are refused and nothing changes', async () => {
    const before = await profileRow();
    for (const p_nome of ['Ana\u202ESouza', 'Ana\u0007Souza', 'Ana\uD800', 'An\u200Da']) {
      const res = await ana.rpc('update_perfil_completo', { ...valid, p_nome });
      expect(res.status, JSON.stringify(p_nome)).toBe(400);
    }
    expect(await profileRow()).toEqual(before);
  });

  it('names are kept in NFC (an accent typed as a combining mark is one letter)', async () => {
    await ana.rpc('update_perfil_completo', { ...valid, p_nome: 'Jose\u0301 Souza' });
    expect((await profileRow()).full_name).toBe('José Souza');
    await ana.rpc('update_perfil_completo', valid);
  });
});
