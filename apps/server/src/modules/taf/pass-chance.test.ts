import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { EXAM_POINTS_NOTE } from './pass-chance.service.js';

// get_pass_chance (decision 050): 'Chance de aprovação' computed on the server from the candidate's
// own simulations of their current edital or exam.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

async function candidate(email: string, tafDate: string | null, examId?: string): Promise<TestClient> {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, { sexo: 'M', birth_date: '2000-05-10', taf_dt: tafDate });
  if (examId) expect((await client.rpc('set_user_edital', { edital_id: examId })).status).toBe(200);
  return client;
}

/** Saves simulations one week apart, the last one today (oldest first). */
async function simulate(client: TestClient, email: string, inputs: Record<string, unknown>[]) {
  for (const input of inputs) expect((await client.rpc('save_user_test', input)).status).toBe(200);
  const userId = await userIdOf(t.deps.db, email);
  const rows = await t.deps.db
    .selectFrom('user_tests')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .execute();
  for (const [weeksAgo, row] of rows.entries())
    await t.deps.db
      .updateTable('user_tests')
      .set({ created_at: new Date(Date.now() - weeksAgo * 7 * 86_400_000) })
      .where('id', '=', row.id)
      .execute();
}

const inAYear = () => `${new Date().getUTCFullYear() + 1}-06-15`;
const cbmdf = (barra: number) => ({
  barra_reps_param: barra,
  corrida_tempo_seg_param: 600,
  natacao_tempo_seg_param: 80,
});

describe('get_pass_chance', () => {
  it('is null without a TAF date ahead or without a simulation, and needs a session', async () => {
    const noDate = await candidate('chance-sem-data@exemplo.com', null);
    await simulate(noDate, 'chance-sem-data@exemplo.com', [cbmdf(12)]);
    expect((await noDate.rpc('get_pass_chance')).json).toEqual({ data: null });
    const past = await candidate('chance-passado@exemplo.com', '2020-01-10');
    await simulate(past, 'chance-passado@exemplo.com', [cbmdf(12)]);
    expect((await past.rpc('get_pass_chance')).json).toEqual({ data: null });
    const none = await candidate('chance-nada@exemplo.com', inAYear());
    expect((await none.rpc('get_pass_chance')).json).toEqual({ data: null });
    const anonymous = await t.app.request('/api/rpc/get_pass_chance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('CBMDF: a strong candidate is near certain; one whose bar stays under the minimum is told the bar weighs most', async () => {
    const strong = await candidate('chance-forte@exemplo.com', inAYear());
    await simulate(strong, 'chance-forte@exemplo.com', [cbmdf(12), cbmdf(13), cbmdf(13), cbmdf(14)]);
    const sure = (await strong.rpc('get_pass_chance')).json.data;
    expect(sure.low).toBeGreaterThan(0.9);
    expect(sure.high).toBeGreaterThanOrEqual(sure.low);
    expect(sure.note).toBeNull();

    const weak = await candidate('chance-fraco@exemplo.com', inAYear());
    await simulate(weak, 'chance-fraco@exemplo.com', [cbmdf(0), cbmdf(0), cbmdf(0), cbmdf(0)]);
    const res = await weak.rpc('get_pass_chance');
    expect(res.status).toBe(200);
    expect(res.json.data.weakest).toMatchObject({ key: 'barra' });
    expect(res.json.data.high).toBeLessThan(sure.low - 0.3);
    expect(res.json.data.low).toBeLessThanOrEqual(res.json.data.high);
  });

  it('an exam: each eliminatory test against its pass mark, with the note when the exam also sums points', async () => {
    const email = 'chance-pmesp@exemplo.com';
    const pm = await candidate(email, inAYear(), 'pmesp-2025-soldado');
    const marks = { barra: 14, abdominal_remador: 45, corrida_50m: 7.5, corrida_2400m: 650 };
    await simulate(pm, email, [{ p_marks: { ...marks, barra: 6 } }, { p_marks: { ...marks, barra: 7 } }]);
    const chance = (await pm.rpc('get_pass_chance')).json.data;
    expect(chance).toMatchObject({ weakest: { key: 'barra', label: 'Barra fixa' }, note: null });
    expect(chance.high).toBeLessThan(0.5);

    // A completed exam that also has a minimum of points (pf-2021 once an admin completes it) stores
    // `pontos`; the estimate says it leaves that minimum out.
    await t.deps.db
      .updateTable('user_tests')
      .set({
        json_resultado: sql`jsonb_set(json_resultado, '{pontos}', '{"tipo":"sum","total":14,"minimo":10}')`,
      })
      .where('user_id', '=', await userIdOf(t.deps.db, email))
      .execute();
    // A stored result never changes in the app: the kept estimate is forgotten by hand here.
    await t.deps.db.deleteFrom('pass_chances').execute();
    expect((await pm.rpc('get_pass_chance')).json.data.note).toBe(EXAM_POINTS_NOTE);
  });

  it('is kept until what it rests on changes: a new simulation, the TAF date, the exam', async () => {
    const email = 'chance-guardada@exemplo.com';
    const client = await candidate(email, inAYear());
    await simulate(client, email, [cbmdf(8), cbmdf(9), cbmdf(10)]);
    const first = (await client.rpc('get_pass_chance')).json.data;
    expect(first).not.toBeNull();
    const userId = await userIdOf(t.deps.db, email);
    const marker = { ...first, range: 'guardada' };
    const keep = () =>
      t.deps.db
        .updateTable('pass_chances')
        .set({ chance: JSON.stringify(marker) })
        .where('user_id', '=', userId)
        .execute();
    await keep();
    expect((await client.rpc('get_pass_chance')).json.data.range).toBe('guardada');

    expect((await client.rpc('save_user_test', cbmdf(11))).status).toBe(200);
    expect((await client.rpc('get_pass_chance')).json.data.range).not.toBe('guardada');

    await keep();
    await setProfile(t.deps.db, email, { taf_dt: `${new Date().getUTCFullYear() + 2}-01-20` });
    expect((await client.rpc('get_pass_chance')).json.data.range).not.toBe('guardada');

    await keep();
    expect((await client.rpc('set_user_edital', { edital_id: 'pmesp-2025-soldado' })).status).toBe(200);
    // No simulation of the new exam yet: nothing to estimate, and not the kept CBMDF figure.
    expect((await client.rpc('get_pass_chance')).json.data).toBeNull();
  });
});
