import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { suggestGoals } from '@prontidao/domain/training-plan/goal-suggestion';
import { type PlanGoal, targetsFor } from '@prontidao/domain/training-plan/targets';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { getPlan as plan, planProfile } from '../../testing/plan-candidate.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// A goal per test (issue 14, decision 036): chosen by the candidate or suggested; only the tests of
// the person's edital; stored in the same jsonb column as the single goal and read back safely. And
// the projection's marks, passed through for the text people understand.
let t: TestApp;

const today = calendarDate(new Date(), APP_TIME_ZONE);
const TAF = addDays(today, 119);
/** The default edital (CBMDF estimada): barra, corrida_2400m, natacao_100m. */
const KEYS = cbmdf2025Estimada.tests.map((test) => test.key);
const RESULTS = { barra: 6, corrida_2400m: 720, natacao_100m: 110 };

const idOf = (email: string) => userIdOf(t.deps.db, email);

const storedGoal = async (email: string) =>
  (
    await t.deps.db
      .selectFrom('training_plan_settings')
      .select('goal')
      .where('user_id', '=', await idOf(email))
      .executeTakeFirst()
  )?.goal;

async function withProfile(email: string, nickname: string, simulate = true) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const profile = await client.rpc('update_perfil_completo', planProfile('Candidata Metas', nickname, TAF));
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  if (simulate) {
    const test = await client.rpc('save_user_test', {
      barra_reps_param: RESULTS.barra,
      corrida_tempo_seg_param: RESULTS.corrida_2400m,
      natacao_tempo_seg_param: RESULTS.natacao_100m,
    });
    expect(test.status, JSON.stringify(test.json)).toBe(200);
  }
  return client;
}

const save = (client: TestClient, goal: unknown, sessions = 4) =>
  client.rpc('set_training_plan_settings', { sessions_per_week: sessions, goal });

beforeAll(async () => {
  t = await createTestApp();
});

describe('the tests to choose a goal for, with a suggestion each', () => {
  it('before any settings: the edital’s tests, suggested from the latest simulation', async () => {
    const client = await withProfile('gil.metas@exemplo.com', 'GilMetas');
    const view = await plan(client);
    expect(view.status).toBe('needs_settings');
    const expected = suggestGoals({ edital: cbmdf2025Estimada, profile: { sex: 'M' }, current: RESULTS });
    if (!expected.ok) throw new Error('expected suggestions');
    expect(view.goal_tests).toEqual(
      expected.suggestions.map((s) => ({
        key: s.key,
        label: s.label,
        current_grade: s.currentGrade,
        suggested_goal: s.goal,
        suggested_text: s.text,
      })),
    );
    expect(view.goal_tests.map((g: { key: string }) => g.key)).toEqual(KEYS);
    // Past apto with the margin on the bar (6 reps, 3,25 > 2,75): a medal is suggested there.
    expect(view.goal_tests[0]).toMatchObject({
      key: 'barra',
      current_grade: 3.25,
      suggested_goal: 'medalha',
    });
  });

  it('without a sex nor a simulation: the tests, each suggesting apto with the margin', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'hana.metas@exemplo.com');
    const view = await plan(client);
    expect(view.goal_tests).toEqual(
      cbmdf2025Estimada.tests.map((test) => ({
        key: test.key,
        label: test.label,
        current_grade: null,
        suggested_goal: 'apto',
        suggested_text: 'apto com margem',
      })),
    );
  });
});

describe('a goal per test', () => {
  it('is stored in the one jsonb column and shapes each target; a test left out aims at apto', async () => {
    const email = 'ivo.metas@exemplo.com';
    const client = await withProfile(email, 'IvoMetas');
    const goal: Record<string, PlanGoal> = { barra: 'medalha', corrida_2400m: 9, natacao_100m: 'apto' };
    const saved = await save(client, goal);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.status).toBe('ok');
    expect(saved.json.data.settings).toEqual({ sessions_per_week: 4, goal });
    expect(await storedGoal(email)).toEqual(goal);
    const expected = targetsFor({ edital: cbmdf2025Estimada, profile: { sex: 'M' }, current: RESULTS, goal });
    if (!expected.ok) throw new Error('expected targets');
    expect(saved.json.data.targets).toEqual(expected.targets);
    expect(saved.json.data.targets.map((x: { goalGrade: number }) => x.goalGrade)).toEqual([
      5,
      9,
      expected.targets[2]?.goalGrade,
    ]);

    const partial = await save(client, { corrida_2400m: 7 });
    expect(partial.status, JSON.stringify(partial.json)).toBe(200);
    const apto = targetsFor({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      current: RESULTS,
      goal: 'apto',
    });
    if (!apto.ok) throw new Error('expected targets');
    const grades = partial.json.data.targets.map((x: { goalGrade: number }) => x.goalGrade);
    expect(grades).toEqual([apto.targets[0]?.goalGrade, 7, apto.targets[2]?.goalGrade]);

    // The single goal still works, for every test.
    const single = await save(client, 8, 3);
    expect(single.status).toBe(200);
    expect(single.json.data.settings).toEqual({ sessions_per_week: 3, goal: 8 });
    expect(await storedGoal(email)).toBe(8);
    for (const target of single.json.data.targets) expect(target.goalGrade).toBe(8);
  });

  it('a test the person’s edital does not have is refused in pt-BR, and nothing is written', async () => {
    const email = 'jana.metas@exemplo.com';
    const client = await withProfile(email, 'JanaMetas');
    // No settings yet: a refusal writes no row.
    const first = await save(client, { barra: 'apto', natacao_50m: 7 });
    expect(first.status).toBe(400);
    expect(first.json.error.code).toBe('VALIDATION_FAILED');
    expect(first.json.error.message).toBe(
      'Seu edital não tem o teste natacao_50m. Escolha a meta de: Barra, Corrida 2400 m, Natação 100 m.',
    );
    expect(await storedGoal(email)).toBeUndefined();

    expect((await save(client, { barra: 'medalha' })).status).toBe(200);
    for (const bad of [
      { barra: 'apto', corrida_2400m: 7, natacao_50m: 'apto', abdominal: 5 },
      {},
      { barra: 11 },
      { barra: 0 },
      { barra: 'ouro' },
      { Barra: 'apto' },
      { barra: null },
      ['apto'],
      { [`t${'x'.repeat(70)}`]: 'apto' },
      JSON.parse('{"__proto__": "apto", "barra": 7}'),
    ]) {
      const refused = await save(client, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json.error.code).toBe('VALIDATION_FAILED');
      expect(refused.json.error.message).toMatch(/[a-zçãé]/);
    }
    expect(await storedGoal(email)).toEqual({ barra: 'medalha' });
  });

  it('a stored goal is read back safely: junk entries dropped, junk values as apto', async () => {
    const email = 'lia.metas@exemplo.com';
    const client = await withProfile(email, 'LiaMetas');
    expect((await save(client, 'apto')).status).toBe(200);
    const write = async (goal: unknown) =>
      t.deps.db
        .updateTable('training_plan_settings')
        .set({ goal: JSON.stringify(goal) })
        .where('user_id', '=', await idOf(email))
        .execute();

    await write({ barra: 'ouro', corrida_2400m: 8, natacao_100m: 42, outro: 'medalha', x: null });
    let view = await plan(client);
    expect(view.status).toBe('ok');
    // An entry for a test the edital no longer has (the person changed edital) is kept, unused.
    expect(view.settings.goal).toEqual({ corrida_2400m: 8, outro: 'medalha' });
    expect(view.targets.map((x: { goalGrade: number }) => x.goalGrade)[1]).toBe(8);

    for (const junk of [{ barra: 'ouro' }, ['apto'], 'ouro', 0, null, { a: { b: 1 } }]) {
      await write(junk);
      view = await plan(client);
      expect(view.status, JSON.stringify(junk)).toBe('ok');
      expect(view.settings.goal).toBe('apto');
    }
  });
});

describe('the projection’s marks', () => {
  it('pass through with the unit; the text never says “entre x e x”', async () => {
    const client = await withProfile('mel.metas@exemplo.com', 'MelMetas');
    expect((await save(client, 'apto')).status).toBe(200);
    const view = await plan(client);
    expect(view.projection.map((p: { key: string }) => p.key)).toEqual(KEYS);
    const measures = Object.fromEntries(
      view.projection.map((p: { key: string; measure: string }) => [p.key, p.measure]),
    );
    expect(measures).toEqual({ barra: 'reps', corrida_2400m: 'seconds_time', natacao_100m: 'seconds_time' });
    for (const p of view.projection) {
      expect(p.expected_mark).toBe(RESULTS[p.key as keyof typeof RESULTS]);
      if (p.measure === 'reps') {
        expect(p.worse_mark).toBeLessThan(p.expected_mark);
        expect(p.better_mark).toBeGreaterThan(p.expected_mark);
      } else {
        expect(p.worse_mark).toBeGreaterThan(p.expected_mark);
        expect(p.better_mark).toBeLessThan(p.expected_mark);
      }
      expect(p.text).toMatch(/^Estimativa para o TAF: /);
      expect(p.text).not.toMatch(/entre (\S+) e \1\b/);
    }
    // One simulation, no trend: 6 reps ± 30 % → 4 to 8 reps.
    expect(view.projection[0].text).toBe(
      `Estimativa para o TAF: cerca de 6 repetições (entre 4 e 8), nota ${String(view.projection[0].low_grade).replace('.', ',')} a ${String(view.projection[0].high_grade).replace('.', ',')}`,
    );
    // One run of 12:00 ± 10 % (10:48 to 13:12) spans half the grades or more: said in words instead.
    const run = view.projection[1];
    expect([run.better_mark, run.worse_mark]).toEqual([648, 792]);
    expect(Math.abs(run.high_grade - run.low_grade)).toBeGreaterThanOrEqual(5);
    expect(run.advice).toBe('ainda poucos dados: registre mais 2 simulados ou corridas de 2,4 km');
    expect(run.text).toBe(`Estimativa para o TAF: ${run.advice}`);
    expect(view.projection[0].advice).toBeNull();
  });
});
