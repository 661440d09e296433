import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { DEFAULT_EDITAL_ID, EDITAIS } from '@prontidao/domain/scoring/editais/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/http-client.js';
import { inviteToken, signUpTrainer, userIdOf } from '../../testing/people.js';
import { logHourRun, getPlan as plan, planProfile, saveSimulation } from '../../testing/plan-candidate.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The training plan (issue 14) through the real routes: settings, the plan back from the TAF date,
// the free preview against the Avançado plan, 'Esta semana' marked by a logged activity, the plan
// shortening with the TAF date, and who may read it.
let t: TestApp;

const today = calendarDate(new Date(), APP_TIME_ZONE);
/** 17 whole weeks from today to the TAF's eve: the first week is a full one. */
const FAR_TAF = addDays(today, 119);
const NEAR_TAF = addDays(today, 21);

const idOf = (email: string) => userIdOf(t.deps.db, email);

const setPlan = async (email: string, plano: PlanCode | null) =>
  t.deps.db
    .updateTable('profiles')
    .set({ plano_code: plano })
    .where('id', '=', await idOf(email))
    .execute();

const profileInput = (nickname: string, tafDate: string) => planProfile('Candidato Plano', nickname, tafDate);

/** A candidate with a complete profile, settings and one simulation. */
async function candidate(email: string, nickname: string) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const profile = await client.rpc('update_perfil_completo', profileInput(nickname, FAR_TAF));
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  const settings = await client.rpc('set_training_plan_settings', { sessions_per_week: 4, goal: 'apto' });
  expect(settings.status, JSON.stringify(settings.json)).toBe(200);
  expect(settings.json.data.status).toBe('needs_simulation');
  await saveSimulation(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('settings', () => {
  it('without settings the plan asks for them; bad settings are refused and nothing is stored', async () => {
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.plano.sem@exemplo.com');
    const view = await plan(ana);
    expect(view).toMatchObject({ status: 'needs_settings', settings: null, entitled: false, weeks: [] });
    expect(view.message).toMatch(/treinos por semana/);

    for (const bad of [
      { sessions_per_week: 1, goal: 'apto' },
      { sessions_per_week: 7, goal: 'apto' },
      { sessions_per_week: 3, goal: 11 },
      { sessions_per_week: 3, goal: 'ouro' },
      { sessions_per_week: 3.5, goal: 'apto' },
      { sessions_per_week: 3, goal: 'apto', user_id: 'outro' },
    ]) {
      expect((await ana.rpc('set_training_plan_settings', bad)).status).toBe(400);
    }
    const rows = await t.deps.db
      .selectFrom('training_plan_settings')
      .select('user_id')
      .where('user_id', '=', await idOf('ana.plano.sem@exemplo.com'))
      .execute();
    expect(rows).toEqual([]);

    // Settings before the profile: the plan asks for the profile next.
    const saved = await ana.rpc('set_training_plan_settings', { sessions_per_week: 3, goal: 7 });
    expect(saved.json.data).toMatchObject({
      status: 'needs_profile',
      settings: { sessions_per_week: 3, goal: 7 },
    });
  });
});

describe('the plan', () => {
  it('from the edital targets, weeks to the TAF, this week; a FREE candidate gets the preview', async () => {
    const bruno = await candidate('bruno.plano@exemplo.com', 'BrunoPlano');
    const view = await plan(bruno);
    expect(view.status).toBe('ok');
    expect(view.message).toBeNull();
    expect(view.entitled).toBe(false);
    expect(view.days_left).toBe(119);
    expect(view.is_reta_final).toBe(false);

    const edital = EDITAIS.find((e) => e.id === DEFAULT_EDITAL_ID);
    expect(view.targets.map((x: { key: string }) => x.key)).toEqual(edital?.tests.map((x) => x.key));
    for (const target of view.targets) {
      expect(target.text).toMatch(/para nota/);
      expect(target.current).not.toBeNull();
    }

    expect(view.weeks).toHaveLength(17);
    expect(view.weeks[0].start).toBe(today);
    expect(view.weeks.at(-1).end).toBe(addDays(FAR_TAF, -1));
    expect(view.weeks.at(-1).block).toBe('polimento');
    // The preview: this week open, the rest locked with no sessions.
    expect(view.weeks[0]).toMatchObject({ locked: false });
    expect(view.weeks[0].sessions.length).toBeGreaterThan(0);
    for (const week of view.weeks.slice(1)) expect(week).toMatchObject({ locked: true, sessions: [] });

    expect(view.this_week.week_start).toBe(today);
    expect(view.this_week.sessions).toHaveLength(4);
    for (const session of view.this_week.sessions)
      expect(session).toMatchObject({ done: false, activity_id: null, moved_from: null });

    expect(view.projection.map((p: { key: string }) => p.key)).toEqual(edital?.tests.map((x) => x.key));
    for (const p of view.projection) {
      expect(p.text).toMatch(/^Estimativa/);
      expect(p.previous_expected_grade).toBeNull();
      expect(p.low_grade).toBeLessThanOrEqual(p.high_grade);
    }
  });

  it('an Avançado candidate gets every week unlocked', async () => {
    const caio = await candidate('caio.plano@exemplo.com', 'CaioPlano');
    await setPlan('caio.plano@exemplo.com', 'AVAN_MENSAL');
    const view = await plan(caio);
    expect(view.entitled).toBe(true);
    expect(view.weeks).toHaveLength(17);
    for (const week of view.weeks) {
      expect(week.locked).toBe(false);
      expect(week.sessions.length).toBeGreaterThan(0);
    }
  });

  it('a logged activity marks a session done; a new simulation moves the projection; a nearer TAF shortens the plan', async () => {
    const duda = await candidate('duda.plano@exemplo.com', 'DudaPlano');
    const before = await plan(duda);
    const run = before.this_week.sessions.find((s: { type: string }) => s.type === 'RUN');
    expect(run).toBeDefined();
    await logHourRun(duda, today);
    const after = await plan(duda);
    const done = after.this_week.sessions.filter((s: { done: boolean }) => s.done);
    expect(done).toHaveLength(1);
    expect(done[0].type).toBe('RUN');
    const activity = await t.deps.db
      .selectFrom('activities')
      .select('id')
      .where('user_id', '=', await idOf('duda.plano@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(done[0].activity_id).toBe(activity.id);

    // A much faster run: the run's expected grade moves, and the earlier one is kept to compare.
    const runBefore = after.projection.find((p: { key: string }) => p.key === 'corrida_2400m');
    await duda.rpc('save_user_test', {
      barra_reps_param: 6,
      corrida_tempo_seg_param: 560,
      natacao_tempo_seg_param: 110,
    });
    const moved = (await plan(duda)).projection.find((p: { key: string }) => p.key === 'corrida_2400m');
    expect(moved.expected_grade).toBeGreaterThan(runBefore.expected_grade);
    expect(moved.previous_expected_grade).toBe(runBefore.expected_grade);
    // Read again: the comparison stays.
    const again = (await plan(duda)).projection.find((p: { key: string }) => p.key === 'corrida_2400m');
    expect(again.previous_expected_grade).toBe(runBefore.expected_grade);

    const nearer = await duda.rpc('update_perfil_completo', profileInput('DudaPlano', NEAR_TAF));
    expect(nearer.status, JSON.stringify(nearer.json)).toBe(200);
    const short = await plan(duda);
    expect(short.status).toBe('ok');
    expect(short.days_left).toBe(21);
    expect(short.is_reta_final).toBe(true);
    expect(short.weeks).toHaveLength(3);
    expect(short.weeks.at(-1).end).toBe(addDays(NEAR_TAF, -1));

    const passed = await duda.rpc('update_perfil_completo', profileInput('DudaPlano', today));
    expect(passed.status, JSON.stringify(passed.json)).toBe(200);
    expect((await plan(duda)).status).toBe('taf_passed');
  });
});

describe('who may read it', () => {
  it('a linked trainer reads the student plan (logged as treinos); another candidate gets 404', async () => {
    const eli = await candidate('eli.plano@exemplo.com', 'EliPlano');
    const eliId = await idOf('eli.plano@exemplo.com');

    const trainer = await signUpTrainer(t.app, t.deps.db, 'tiago.treinador.plano@exemplo.com', {
      p_full_name: 'Tiago Treinador',
      p_cref_number: 'CREF 012345-g/df',
    });
    // Before the link: not found.
    expect((await trainer.rpc('get_training_plan', { user_id: eliId })).status).toBe(404);

    const token = await inviteToken(trainer);
    expect((await eli.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    const seen = await plan(trainer, { user_id: eliId });
    expect(seen.status).toBe('ok');
    expect(seen.weeks).toHaveLength(17);
    const log = (await eli.rpc('get_trainer_access_log')).json.data;
    expect(log.map((line: { resource: string }) => line.resource)).toContain('treinos');
    // A trainer cannot change the student's settings: the call is about the caller only.
    const own = await trainer.rpc('set_training_plan_settings', {
      sessions_per_week: 2,
      goal: 'apto',
      user_id: eliId,
    });
    expect(own.status).toBe(400);
    expect((await plan(eli)).settings).toEqual({ sessions_per_week: 4, goal: 'apto' });

    const other = await candidate('fabio.plano@exemplo.com', 'FabioPlano');
    const refused = await other.rpc('get_training_plan', { user_id: eliId });
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('NOT_FOUND');
  });
});
