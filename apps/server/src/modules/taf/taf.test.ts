import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let man: TestClient;
let woman: TestClient;
let admin: TestClient;

const idOf = (email: string) => userIdOf(t.deps.db, email);
const countTests = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('user_tests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  man = await signUpConfirmed(t.app, t.deps.db, 'homem@exemplo.com');
  woman = await signUpConfirmed(t.app, t.deps.db, 'mulher@exemplo.com');
  admin = await signUpConfirmed(t.app, t.deps.db, 'admin-taf@exemplo.com');
  await setProfile(t.deps.db, 'homem@exemplo.com', { sexo: 'M', cargo_code: 'SOLDADO' });
  await setProfile(t.deps.db, 'mulher@exemplo.com', { sexo: 'F', cargo_code: 'QOBM_COMB' });
  await setProfile(t.deps.db, 'admin-taf@exemplo.com', { role: 'admin' });
});

describe('editais', () => {
  it('lists both shipped editais with the bar measure per sex', async () => {
    const res = await man.rpc('list_editais');
    const byId = Object.fromEntries(res.json.data.map((e: { id: string }) => [e.id, e]));
    expect(byId['cbmdf-2025-estimada']).toMatchObject({ version: 1, is_estimate: true, is_default: true });
    const bar = byId['cbmdf-2025-estimada'].tests.find((x: { key: string }) => x.key === 'barra');
    expect(bar.measures).toEqual({ M: 'reps', F: 'seconds_hang' });
    const mg = byId['cbmmg-2026-cfsd-masculino'];
    expect(mg.tests.map((x: { key: string }) => x.key)).toContain('natacao_50m');
  });
});

describe('save_user_test', () => {
  it('grades with the profile sex (not the sent one) and stores the spec json_resultado', async () => {
    const res = await man.rpc('save_user_test', {
      cargo_param: 'OFICIAL',
      sexo_param: 'F',
      barra_reps_param: 15,
      corrida_tempo_seg_param: 524,
      natacao_tempo_seg_param: 90,
    });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r.tests.barra).toMatchObject({ valor: 15, nota: 10, medalha: 'ouro' });
    expect(r.tests.corrida_2400m).toMatchObject({ valor_s: 524, nota: 10 });
    expect(r.tests.natacao_100m).toMatchObject({ valor_s: 90, nota: 10 });
    expect(r.tests.barra.percentil).toBeGreaterThanOrEqual(96);
    expect(r).toMatchObject({ nota_final: 10, medalha: 'ouro', apto: true, motivos: [] });
    expect(r.edital).toEqual({
      id: 'cbmdf-2025-estimada',
      version: 1,
      name: 'CBMDF 2025 — referência estimada',
      is_estimate: true,
      format: 'grade_table',
    });
    expect(r.tests.barra).toMatchObject({ passou: true, minimo: 3, margem: 'sobram 12 repetições' });
    const row = await t.deps.db
      .selectFrom('user_tests')
      .selectAll()
      .where('id', '=', res.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sexo: 'M', cargo_code: 'SOLDADO', edital_version: 1, apto: true });
  });

  it('a zero is inapto with its reason', async () => {
    const res = await man.rpc('save_user_test', {
      barra_reps_param: 2,
      corrida_tempo_seg_param: 700,
      natacao_tempo_seg_param: 120,
    });
    const r = res.json.data.json_resultado;
    expect(r.tests.barra.nota).toBe(0);
    expect(r.apto).toBe(false);
    expect(r.motivos).toEqual(['Reprovado em Barra']);
  });

  it('women hang in seconds; QOBM_COMB is read as OFICIAL', async () => {
    const reps = await woman.rpc('save_user_test', {
      barra_reps_param: 5,
      corrida_tempo_seg_param: 700,
      natacao_tempo_seg_param: 150,
    });
    expect(reps.status).toBe(400);
    expect(reps.json.error.message).toMatch(/segundos/);
    const res = await woman.rpc('save_user_test', {
      barra_seg_param: 60,
      corrida_tempo_seg_param: 620,
      natacao_tempo_seg_param: 110,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.json_resultado.tests.barra).toMatchObject({
      valor: 60,
      nota: 10,
      measure: 'seconds_hang',
    });
    const row = await t.deps.db
      .selectFrom('user_tests')
      .select('cargo_code')
      .where('id', '=', res.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row.cargo_code).toBe('OFICIAL');
  });

  it.each([
    [
      'a 2400 m faster than the world record',
      { barra_reps_param: 8, corrida_tempo_seg_param: 200, natacao_tempo_seg_param: 120 },
    ],
    [
      'a 100 m swim in 10 s',
      { barra_reps_param: 8, corrida_tempo_seg_param: 700, natacao_tempo_seg_param: 10 },
    ],
    ['negative reps', { barra_reps_param: -3, corrida_tempo_seg_param: 700, natacao_tempo_seg_param: 120 }],
    ['absurd reps', { barra_reps_param: 1000, corrida_tempo_seg_param: 700, natacao_tempo_seg_param: 120 }],
    [
      'a time as text',
      { barra_reps_param: 8, corrida_tempo_seg_param: '11:00', natacao_tempo_seg_param: 120 },
    ],
    ['a missing field', { barra_reps_param: 8, corrida_tempo_seg_param: 700 }],
    [
      'both bar measures',
      {
        barra_reps_param: 8,
        barra_seg_param: 30,
        corrida_tempo_seg_param: 700,
        natacao_tempo_seg_param: 120,
      },
    ],
  ])('refuses %s with a clear message and writes nothing', async (_label, input) => {
    const before = await countTests();
    const res = await man.rpc('save_user_test', input);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/\S/);
    expect(res.json.error.message).not.toMatch(/Invalid|expected/);
    expect(await countTests()).toBe(before);
  });

  it('without a sex in the profile: the spec message, nothing written', async () => {
    const other = await signUpConfirmed(t.app, t.deps.db, 'semsexo@exemplo.com');
    const before = await countTests();
    const res = await other.rpc('save_user_test', {
      barra_reps_param: 8,
      corrida_tempo_seg_param: 700,
      natacao_tempo_seg_param: 120,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Erro ao calcular simulado. Verifique se seu perfil está completo.');
    expect(await countTests()).toBe(before);
  });
});

describe('history', () => {
  it('get_user_tests is newest first and only mine; get_last_simulado the newest', async () => {
    const list = await man.rpc('get_user_tests');
    expect(list.json.data).toHaveLength(2);
    expect(list.json.data[0].json_resultado.apto).toBe(false);
    expect(list.json.data[1].json_resultado.apto).toBe(true);
    expect(new Set(list.json.data.map((x: { user_id: string }) => x.user_id))).toEqual(
      new Set([await idOf('homem@exemplo.com')]),
    );
    const last = await man.rpc('get_last_simulado');
    expect(last.json.data.id).toBe(list.json.data[0].id);
    const none = await admin.rpc('get_last_simulado');
    expect(none.json.data).toBeNull();
  });
});

describe('versioned editais', () => {
  it('a new version grades new simulations; the old result is unchanged', async () => {
    const [before] = (await man.rpc('get_user_tests')).json.data.slice(-1);
    const v2 = structuredClone(cbmdf2025Estimada) as typeof cbmdf2025Estimada;
    v2.version = 2;
    const barra = v2.tests.find((x) => x.key === 'barra');
    const table = barra?.tables.find((x) => x.sex === 'M');
    if (table?.kind !== 'linear') throw new Error('fixture');
    table.top = 20; // 15 reps are no longer a 10
    const imported = await admin.rpc('import_edital', { document: v2 });
    expect(imported.json.data).toEqual({ id: 'cbmdf-2025-estimada', version: 2, name: v2.name });

    const fresh = await man.rpc('save_user_test', {
      barra_reps_param: 15,
      corrida_tempo_seg_param: 524,
      natacao_tempo_seg_param: 90,
    });
    expect(fresh.json.data.json_resultado.edital.version).toBe(2);
    expect(fresh.json.data.json_resultado.tests.barra.nota).toBeLessThan(10);

    const after = (await man.rpc('get_user_tests')).json.data.find((x: { id: string }) => x.id === before.id);
    expect(after.json_resultado).toEqual(before.json_resultado);
    expect(after.json_resultado.tests.barra.nota).toBe(10);
  });

  it('import_edital refuses a broken document with each problem and its path, storing nothing', async () => {
    const broken = structuredClone(cbmdf2025Estimada) as unknown as {
      id: string;
      tests: { tables: { measure: string }[] }[];
    };
    broken.id = 'quebrado';
    const firstTable = broken.tests[0]?.tables[0];
    if (!firstTable) throw new Error('fixture');
    firstTable.measure = 'metros';
    const res = await admin.rpc('import_edital', { document: broken });
    expect(res.status).toBe(400);
    expect(res.json.error.issues.length).toBeGreaterThan(0);
    expect(res.json.error.issues[0].path).toMatch(/^tests\.0\.tables\.0/);
    const stored = await t.deps.db.selectFrom('editais').select('id').where('id', '=', 'quebrado').execute();
    expect(stored).toHaveLength(0);
  });

  it('import_edital refuses a version the database could not hold', async () => {
    const res = await admin.rpc('import_edital', {
      document: { ...cbmdf2025Estimada, version: 2_147_483_648 },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.issues[0].path).toBe('version');
  });

  it('import_edital refuses an old version number and a non-admin', async () => {
    const again = await admin.rpc('import_edital', { document: cbmdf2025Estimada });
    expect(again.status).toBe(409);
    const denied = await man.rpc('import_edital', { document: { ...cbmdf2025Estimada, version: 9 } });
    expect(denied.status).toBe(403);
    const stored = await t.deps.db
      .selectFrom('editais')
      .select('version')
      .where('id', '=', 'cbmdf-2025-estimada')
      .execute();
    expect(stored.map((r) => r.version).sort()).toEqual([1, 2]);
  });

  it('set_user_edital refuses an edital that does not grade her sex, keeping her choice', async () => {
    const res = await woman.rpc('set_user_edital', { edital_id: 'cbmmg-2026-cfsd-masculino' });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({
      code: 'EDITAL_SEX_MISMATCH',
      message: 'Este edital não tem tabelas para o seu sexo. Escolha outro edital.',
    });
    const { edital_id } = await t.deps.db
      .selectFrom('profiles')
      .select('edital_id')
      .where('id', '=', await idOf('mulher@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(edital_id).not.toBe('cbmmg-2026-cfsd-masculino');
    expect((await woman.rpc('set_user_edital', { edital_id: 'cbmdf-2025-estimada' })).status).toBe(200);
  });

  it('set_user_edital switches the edital used; an unknown one is 404', async () => {
    expect((await man.rpc('set_user_edital', { edital_id: 'nao-existe' })).status).toBe(404);
    expect((await man.rpc('set_user_edital', { edital_id: 'cbmmg-2026-cfsd-masculino' })).status).toBe(200);
    const res = await man.rpc('save_user_test', {
      barra_reps_param: 11,
      corrida_tempo_seg_param: 560,
      natacao_tempo_seg_param: 35,
    });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r.edital.id).toBe('cbmmg-2026-cfsd-masculino');
    expect(r.tests.barra.nota).toBe(9); // 18 points of 20
    expect(r.tests.natacao_50m).toMatchObject({ valor_s: 35, nota: 9 });
    expect(r.tests.corrida_2400m.nota).toBe(9);
  });
});
