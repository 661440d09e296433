import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 23: every exam of the catalogue is chosen like an edital and graded by its own rule;
// the spec's save_user_test form is unchanged for the editais graded 0–10.

let t: TestApp;

const countTests = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('user_tests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function candidate(email: string, sexo: 'M' | 'F', examId?: string): Promise<TestClient> {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, { sexo, birth_date: '2000-05-10' });
  if (examId) {
    const chosen = await client.rpc('set_user_edital', { edital_id: examId });
    expect(chosen.status).toBe(200);
  }
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
});

interface Entry {
  id: string;
  format: string;
  completeness: string;
  short_name: string;
  uf: string | null;
  tests: { key: string; labels: { M: string; F: string }; measures: object; pass_marks: object }[];
}

describe('the catalogue', () => {
  it('lists the editais and every shipped exam, each test as each sex does it', async () => {
    const res = await (await candidate('lista@exemplo.com', 'M')).rpc('list_editais');
    const byId = new Map<string, Entry>(res.json.data.map((entry: Entry) => [entry.id, entry]));
    for (const id of [
      'pmesp-2025-soldado',
      'ppdf-taf',
      'pmpb-2023-soldado',
      'cbmpb-2023-soldado',
      'bmrs-2022-soldado',
      'pcpb-2022',
      'pmpa-2021',
    ]) {
      expect(byId.get(id)).toMatchObject({ format: 'exam', completeness: 'complete' });
    }
    expect(byId.get('pf-2021')).toMatchObject({ format: 'exam', completeness: 'partial', uf: null });
    expect(byId.get('cbmdf-2025-estimada')).toMatchObject({ format: 'grade_table', uf: 'DF' });
    const bar = byId.get('pmesp-2025-soldado')?.tests.find((test) => test.key === 'barra');
    expect(bar).toMatchObject({
      labels: { M: 'Barra fixa', F: 'Isometria na barra fixa' },
      measures: { M: 'reps', F: 'seconds_hang' },
      pass_marks: { M: 13, F: 7 },
    });
    const run = byId.get('ppdf-taf')?.tests.find((test) => test.key === 'corrida_12min');
    expect(run).toMatchObject({ measures: { M: 'metres_in_time', F: 'metres_in_time' }, time_window_s: 720 });
  });
});

describe('get_exam', () => {
  it('gives an exam’s rules to anyone, and 404 for an edital graded by tables', async () => {
    const someone = await candidate('regras@exemplo.com', 'F');
    const exam = await someone.rpc('get_exam', { edital_id: 'pmesp-2025-soldado' });
    expect(exam.status).toBe(200);
    expect(exam.json.data).toMatchObject({ id: 'pmesp-2025-soldado', version: 1, completeness: 'complete' });
    expect(exam.json.data.events.map((event: { key: string }) => event.key)).toEqual([
      'barra',
      'abdominal_remador',
      'corrida_50m',
      'corrida_2400m',
    ]);
    expect((await someone.rpc('get_exam', { edital_id: 'cbmdf-2025-estimada' })).status).toBe(404);
    expect((await someone.rpc('get_exam', { edital_id: 'pmesp-2025-soldado', version: 99 })).status).toBe(
      404,
    );
  });
});

describe('save_user_test with p_marks', () => {
  const pmespPass = { barra: 13, abdominal_remador: 40, corrida_50m: 7.9, corrida_2400m: 700 };

  it('PMESP: apto at the pass mark, with the margins and the source note; one short of it is inapto', async () => {
    const pm = await candidate('pmesp@exemplo.com', 'M', 'pmesp-2025-soldado');
    const res = await pm.rpc('save_user_test', { p_marks: pmespPass });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r).toMatchObject({ apto: true, motivos: [], nota_final: null });
    expect(r.edital).toEqual({
      id: 'pmesp-2025-soldado',
      version: 1,
      name: 'PMESP — Soldado (2025)',
      is_estimate: false,
      format: 'exam',
    });
    expect(r.tests.barra).toEqual({
      valor: 13,
      label: 'Barra fixa',
      measure: 'reps',
      minimo: 13,
      passou: true,
      margem: 'no limite',
      eliminatoria: true,
    });
    expect(r.tests.corrida_50m).toMatchObject({ valor: 7.9, passou: true, margem: 'sobram 0,35 s' });
    expect(r.avisos).toContain('Conforme divulgado — confira o edital oficial');

    const short = await pm.rpc('save_user_test', { p_marks: { ...pmespPass, barra: 12 } });
    const s = short.json.data.json_resultado;
    expect(s.apto).toBe(false);
    expect(s.tests.barra).toMatchObject({ valor: 12, passou: false, margem: 'falta 1 repetição' });
    expect(s.motivos).toEqual(['Barra fixa: falta 1 repetição para o mínimo']);

    const row = await t.deps.db
      .selectFrom('user_tests')
      .select(['edital_id', 'edital_version', 'nota_final', 'apto', 'inputs'])
      .where('id', '=', short.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      edital_id: 'pmesp-2025-soldado',
      edital_version: 1,
      nota_final: null,
      apto: false,
    });
    expect(row.inputs).toMatchObject({ 'p_marks.barra': 12 });
  });

  it('Polícia Penal DF (F): the static bar in seconds and the 12-minute run in metres', async () => {
    const ana = await candidate('ppdf@exemplo.com', 'F', 'ppdf-taf');
    const res = await ana.rpc('save_user_test', {
      p_marks: { barra: 25, impulsao: 150, flexao_braco: 20, abdominal: 25, corrida_12min: 1950 },
    });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r.tests.barra).toMatchObject({
      label: 'Teste estático de barra fixa',
      measure: 'seconds_hang',
      passou: true,
    });
    expect(r.tests.corrida_12min).toMatchObject({ valor: 1950, passou: false, margem: 'faltam 50 m' });
    expect(r.apto).toBe(false);
  });

  it('the spec params fill the events they name (bar, 2.400 m) and p_marks the rest', async () => {
    const pm = await candidate('pmesp-classic@exemplo.com', 'M', 'pmesp-2025-soldado');
    const res = await pm.rpc('save_user_test', {
      barra_reps_param: 14,
      corrida_tempo_seg_param: 760,
      p_marks: { abdominal_remador: 36, corrida_50m: 8.25 },
    });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r.tests.barra).toMatchObject({ valor: 14, margem: 'sobra 1 repetição' });
    expect(r.tests.corrida_2400m).toMatchObject({ valor: 760, passou: true });
    expect(r.apto).toBe(true);
  });

  it('refuses, writing nothing: a missing event, an unknown key, an impossible mark, a partial exam', async () => {
    const pm = await candidate('pmesp-bad@exemplo.com', 'M', 'pmesp-2025-soldado');
    const before = await countTests();
    const missing = await pm.rpc('save_user_test', { p_marks: { barra: 13 } });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Informe o resultado de Abdominal remador.',
    });

    const unknown = await pm.rpc('save_user_test', { p_marks: { ...pmespPass, natacao_50m: 40 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe('PMESP — Soldado (2025) não tem o teste "natacao_50m".');

    const impossible = await pm.rpc('save_user_test', { p_marks: { ...pmespPass, corrida_50m: 3 } });
    expect(impossible.status).toBe(400);
    expect(impossible.json.error.message).toMatch(/Corrida de 50 metros/);

    const badKey = await pm.rpc('save_user_test', { p_marks: { 'Barra Fixa': 13 } });
    expect(badKey.status).toBe(400);

    const pf = await candidate('pf@exemplo.com', 'M', 'pf-2021');
    const partial = await pf.rpc('save_user_test', { p_marks: { barra: 8 } });
    expect(partial.status).toBe(422);
    expect(partial.json.error).toMatchObject({
      code: 'EXAM_INCOMPLETE',
      message: 'Tabela incompleta: a nota deste concurso sai quando a administração completar o edital.',
    });
    expect(await countTests()).toBe(before);
  });

  it('CBMDF takes p_marks by test key as well as the spec form, and stores the same result', async () => {
    const a = await candidate('cbmdf-marks@exemplo.com', 'M');
    const viaMarks = await a.rpc('save_user_test', {
      p_marks: { barra: 8, corrida_2400m: 690, natacao_100m: 110 },
    });
    const viaForm = await a.rpc('save_user_test', {
      barra_reps_param: 8,
      corrida_tempo_seg_param: 690,
      natacao_tempo_seg_param: 110,
    });
    expect(viaMarks.status).toBe(200);
    expect(viaMarks.json.data.json_resultado).toEqual(viaForm.json.data.json_resultado);
    expect(viaForm.json.data.json_resultado.tests.corrida_2400m).toMatchObject({
      valor_s: 690,
      passou: true,
    });
  });

  it('changing exam keeps each simulation with the edital that graded it', async () => {
    const b = await candidate('troca@exemplo.com', 'M', 'pmesp-2025-soldado');
    await b.rpc('save_user_test', { p_marks: pmespPass });
    await b.rpc('set_user_edital', { edital_id: 'cbmdf-2025-estimada' });
    await b.rpc('save_user_test', {
      barra_reps_param: 8,
      corrida_tempo_seg_param: 690,
      natacao_tempo_seg_param: 110,
    });
    const history = await b.rpc('get_user_tests', { limit: 10 });
    expect(
      history.json.data.map(
        (x: { json_resultado: { edital: { id: string } } }) => x.json_resultado.edital.id,
      ),
    ).toEqual(['cbmdf-2025-estimada', 'pmesp-2025-soldado']);
  });
});

describe('set_user_edital with exams', () => {
  it('a partial exam can be followed; an unknown one is 404 and the choice stays', async () => {
    const c = await candidate('segue@exemplo.com', 'F');
    expect((await c.rpc('set_user_edital', { edital_id: 'prf-2009' })).status).toBe(200);
    const unknown = await c.rpc('set_user_edital', { edital_id: 'pmxx-1999' });
    expect(unknown.status).toBe(404);
    const row = await t.deps.db
      .selectFrom('profiles')
      .innerJoin('user', 'user.id', 'profiles.id')
      .select('edital_id')
      .where('user.email', '=', 'segue@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(row.edital_id).toBe('prf-2009');
  });
});

describe('exam versions, completion and archive (admin)', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await signUpConfirmed(t.app, t.deps.db, 'admin-exames@exemplo.com');
    await setProfile(t.deps.db, 'admin-exames@exemplo.com', { role: 'admin' });
  });

  /** PF 2021 with the numbers the reference lacks filled in (test data, not the edital's). */
  async function completedPf(version: number) {
    const current = await admin.rpc('get_edital_document', { edital_id: 'pf-2021' });
    expect(current.json.data).toMatchObject({ format: 'exam', archived: false });
    const exam = structuredClone(current.json.data.document);
    const bands = (measure: string, edges: number[]) =>
      measure === 'seconds_time'
        ? edges.map((upper, i) => ({ upper, points: 5 - i }))
        : edges.map((lower, i) => ({ lower, points: 5 - i }));
    const fill: Record<string, { measure: string; edges: number[] }> = {
      impulsao: { measure: 'centimetres', edges: [250, 235, 220, 205] },
      natacao_50m: { measure: 'seconds_time', edges: [30, 35, 40, 45] },
      corrida_12min: { measure: 'metres_in_time', edges: [3000, 2800, 2600, 2400] },
    };
    for (const event of exam.events) {
      const rule = fill[event.key];
      if (rule && event.standards.length === 0) {
        event.standards = [
          { sex: 'M', measure: rule.measure, bands: bands(rule.measure, rule.edges), minimumPoints: 2 },
        ];
      }
    }
    return { ...exam, version, completeness: 'complete' };
  }

  it('an admin completes a partial exam; its candidate can then simulate, graded by the new version', async () => {
    const pf = await candidate('pf-completa@exemplo.com', 'M', 'pf-2021');
    const marks = { barra: 4, impulsao: 236, natacao_50m: 34, corrida_12min: 2650 };
    expect((await pf.rpc('save_user_test', { p_marks: marks })).status).toBe(422);

    const preview = await admin.rpc('preview_edital', { document: await completedPf(2) });
    expect(preview.status).toBe(200);
    expect(preview.json.data).toMatchObject({ id: 'pf-2021', version: 2, completeness: 'complete' });
    const imported = await admin.rpc('import_edital', { document: await completedPf(2) });
    expect(imported.json.data).toEqual({ id: 'pf-2021', version: 2, name: 'Polícia Federal (2021)' });

    const res = await pf.rpc('save_user_test', { p_marks: marks });
    expect(res.status).toBe(200);
    const r = res.json.data.json_resultado;
    expect(r.edital).toMatchObject({ id: 'pf-2021', version: 2 });
    expect(r.tests.barra).toMatchObject({ pontos: 4, passou: true });
    expect(r.pontos).toEqual({ tipo: 'sum', total: 4 + 4 + 4 + 3, minimo: 10 });
    expect(r.apto).toBe(true);
  });

  it('a kind of document cannot replace the other, and a non-admin cannot import or archive', async () => {
    const table = { ...structuredClone(cbmdf2025Estimada), id: 'pf-2021', version: 9 };
    const grade = await admin.rpc('preview_edital', { document: table });
    expect(grade.status).toBe(409);
    expect(grade.json.error.message).toBe(
      '"pf-2021" é um concurso com marcas mínimas: uma nova versão também precisa ter "events".',
    );
    const someone = await candidate('nao-admin@exemplo.com', 'M');
    expect((await someone.rpc('import_edital', { document: await completedPf(9) })).status).toBe(403);
    expect((await someone.rpc('set_edital_archived', { edital_id: 'prf-2009', archived: true })).status).toBe(
      403,
    );
    expect((await someone.rpc('get_edital_document', { edital_id: 'pf-2021' })).status).toBe(403);
  });

  it('a chosen version is kept: a newer one grades only after the candidate moves to it', async () => {
    const c = await candidate('versao@exemplo.com', 'M', 'pmesp-2025-soldado');
    expect((await c.rpc('get_auth_context')).json.data).toMatchObject({
      edital_id: 'pmesp-2025-soldado',
      edital_version: 1,
    });
    const v2 = (await admin.rpc('get_edital_document', { edital_id: 'pmesp-2025-soldado' })).json.data
      .document;
    const barra = v2.events.find((event: { key: string }) => event.key === 'barra');
    barra.standards[0].threshold = 10;
    expect((await admin.rpc('import_edital', { document: { ...v2, version: 2 } })).status).toBe(200);

    const marks = { barra: 11, abdominal_remador: 40, corrida_50m: 7.9, corrida_2400m: 700 };
    const kept = await c.rpc('save_user_test', { p_marks: marks });
    expect(kept.json.data.json_resultado).toMatchObject({ apto: false, edital: { version: 1 } });

    expect((await c.rpc('set_user_edital', { edital_id: 'pmesp-2025-soldado' })).json.data).toEqual({
      edital_id: 'pmesp-2025-soldado',
      edital_version: 2,
    });
    const moved = await c.rpc('save_user_test', { p_marks: marks });
    expect(moved.json.data.json_resultado).toMatchObject({ apto: true, edital: { version: 2 } });
    const history = (await c.rpc('get_user_tests')).json.data;
    expect(history[1].json_resultado.edital.version).toBe(1);
  });

  it('an archived exam is not offered to new choosers; who follows it keeps simulating', async () => {
    const follower = await candidate('arquivo@exemplo.com', 'M', 'pmpa-2021');
    const archived = await admin.rpc('set_edital_archived', { edital_id: 'pmpa-2021', archived: true });
    expect(archived.json.data).toEqual({ id: 'pmpa-2021', archived: true });
    const list = (await follower.rpc('list_editais')).json.data;
    expect(list.find((entry: { id: string }) => entry.id === 'pmpa-2021').is_archived).toBe(true);

    const newcomer = await candidate('novato@exemplo.com', 'M');
    const refused = await newcomer.rpc('set_user_edital', { edital_id: 'pmpa-2021' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Este concurso foi arquivado e não pode mais ser escolhido.');
    expect((await follower.rpc('set_user_edital', { edital_id: 'pmpa-2021' })).status).toBe(200);

    const defaultOne = await admin.rpc('set_edital_archived', {
      edital_id: 'cbmdf-2025-estimada',
      archived: true,
    });
    expect(defaultOne.status).toBe(409);
    await admin.rpc('set_edital_archived', { edital_id: 'pmpa-2021', archived: false });
    expect((await newcomer.rpc('set_user_edital', { edital_id: 'pmpa-2021' })).status).toBe(200);
  });
});
