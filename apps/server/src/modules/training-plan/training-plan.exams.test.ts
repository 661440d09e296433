import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { inviteToken, signUpTrainer, userIdOf } from '../../testing/people.js';
import { getPlan as plan, planProfile } from '../../testing/plan-candidate.js';
import { APP_URL, createTestApp, type TestApp } from '../../testing/test-app.js';

// The plan of a candidate whose exam is one of pass marks (decision 047), through the real calls:
// goals per event before the first simulation, targets from the exam's pass marks for the person's
// sex, a session per event in the weeks, 'Esta semana' completed by the logged exercise, the
// calendar, and a trainer's adjustment of an exam's session. The CBMDF plans are the other files'.
let t: TestApp;

const today = calendarDate(new Date(), APP_TIME_ZONE);
/** 17 whole weeks from today to the TAF's eve: the first week is a full one. */
const FAR_TAF = addDays(today, 119);

interface Session {
  id: string;
  type: string;
  exercise?: string;
  kind: string;
  date: string;
  title: string;
  what: string;
  source?: string;
  volume: { durationMin: number; sets?: number; totalReps?: number; holdSeconds?: number };
  done?: boolean;
}
interface View {
  status: string;
  message: string | null;
  settings: { sessions_per_week: number; goal: unknown } | null;
  goal_tests: { key: string; label: string; suggested_goal: string; kind?: string; pass_marks?: unknown }[];
  targets: { key: string; text: string; isMet: boolean; targetMark: number | null }[];
  weeks: { sessions: Session[]; locked: boolean }[];
  this_week: { sessions: Session[] };
  projection: unknown[];
}

const idOf = (email: string) => userIdOf(t.deps.db, email);
const viewOf = async (client: TestClient) => (await plan(client)) as View;

/** A candidate of `examId` (Avançado: every week open), with settings and, when given, a simulation. */
async function examCandidate(
  name: string,
  examId: string,
  sexo: 'M' | 'F',
  marks: Record<string, number> | null,
  sessions = 4,
) {
  const email = `${name.toLowerCase()}.exame.plano@exemplo.com`;
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const profile = await client.rpc('update_perfil_completo', {
    ...planProfile(`Candidata ${name}`, `${name}Exame`, FAR_TAF),
    p_sexo: sexo,
  });
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  const chosen = await client.rpc('set_user_edital', { edital_id: examId });
  expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
  const settings = await client.rpc('set_training_plan_settings', {
    sessions_per_week: sessions,
    goal: 'apto',
  });
  expect(settings.status, JSON.stringify(settings.json)).toBe(200);
  if (marks) {
    const saved = await client.rpc('save_user_test', { p_marks: marks });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  await t.deps.db
    .updateTable('profiles')
    .set({ plano_code: 'AVAN_MENSAL' })
    .where('id', '=', await idOf(email))
    .execute();
  return { client, email };
}

const textsOf = (view: View) => view.targets.map((target) => target.text);
const allSessions = (view: View) => view.weeks.flatMap((week) => week.sessions);
const trackOf = (s: Session) => s.exercise ?? s.type;

async function logExercise(client: TestClient, fields: Record<string, unknown>) {
  const logged = await client.rpc('insert_training_activity', { p_activity_type: 'EXERCISE', ...fields });
  expect(logged.status, JSON.stringify(logged.json)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('PMESP', () => {
  it('(M) goals per event before the first simulation; then the pass marks as targets and a session per event', async () => {
    const { client, email } = await examCandidate('Paulo', 'pmesp-2025-soldado', 'M', null);
    const before = await viewOf(client);
    expect(before.status).toBe('needs_simulation');
    expect(before.goal_tests.map((g) => [g.key, g.label, g.kind, g.suggested_goal])).toEqual([
      ['barra', 'Barra fixa', 'pass_mark', 'apto'],
      ['abdominal_remador', 'Abdominal remador', 'pass_mark', 'apto'],
      ['corrida_50m', 'Corrida de 50 metros', 'pass_mark', 'apto'],
      ['corrida_2400m', 'Corrida de 2.400 metros', 'pass_mark', 'apto'],
    ]);
    expect(before.goal_tests[0]?.pass_marks).toEqual({ apto: '13 repetições', folga: '15 repetições' });

    const saved = await client.rpc('save_user_test', {
      p_marks: { barra: 9, abdominal_remador: 30, corrida_50m: 8.6, corrida_2400m: 820 },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const view = await viewOf(client);
    expect(view.status).toBe('ok');
    expect(textsOf(view)).toEqual([
      'Barra fixa: 13 repetições para passar',
      'Abdominal remador: 36 repetições para passar',
      'Corrida de 50 metros: 8,25 s para passar',
      'Corrida de 2.400 metros: 13:00 para passar',
    ]);
    // No grade to project for a pass/fail exam.
    expect(view.projection).toEqual([]);
    expect(view.this_week.sessions).toHaveLength(4);
    expect(new Set(view.this_week.sessions.map(trackOf))).toEqual(
      new Set(['RUN', 'sprint', 'BARRA', 'abdominal']),
    );
    for (const s of allSessions(view).filter((x) => x.type === 'EXERCISE')) expect(s.source).toMatch(/\d{4}/);
    expect(allSessions(view).some((s) => s.kind === 'sprint_maximo')).toBe(true);

    // A goal per event: with the margin on the bar; an edital's goal or another exam's event is refused.
    const folga = await client.rpc('set_training_plan_settings', {
      sessions_per_week: 4,
      goal: { barra: 'folga' },
    });
    expect(folga.status, JSON.stringify(folga.json)).toBe(200);
    expect(folga.json.data.targets[0].text).toBe(
      'Barra fixa: 15 repetições para passar com folga (mínimo: 13 repetições)',
    );
    for (const goal of ['medalha', 7, { corrida_2400m: 'medalha' }, { natacao_100m: 'apto' }]) {
      const refused = await client.rpc('set_training_plan_settings', { sessions_per_week: 3, goal });
      expect(refused.status, JSON.stringify(goal)).toBe(400);
      expect(refused.json.error.code).toBe('VALIDATION_FAILED');
    }
    const refused = await client.rpc('set_training_plan_settings', { sessions_per_week: 3, goal: 'medalha' });
    expect(refused.json.error.message).toMatch(/índice mínimo/);

    // The watch: the runs and the sprints (with their timed rests), one .fit each.
    const zip = await t.app.request(`${APP_URL}/api/training-plan/workouts.zip`, {
      headers: cookieHeader(client),
    });
    expect(zip.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(names.some((name) => name.includes('velocidade-'))).toBe(true);
    expect(names.some((name) => name.includes('abdominal'))).toBe(false);
    const stored = await t.deps.db
      .selectFrom('training_plan_settings')
      .select(['goal', 'sessions_per_week'])
      .where('user_id', '=', await idOf(email))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ goal: { barra: 'folga' }, sessions_per_week: 4 });
  });

  it('(F) the isometria with her label; a logged isometria completes its session', async () => {
    const { client } = await examCandidate('Paula', 'pmesp-2025-soldado', 'F', {
      barra: 5,
      abdominal_remador: 28,
      corrida_50m: 9.9,
      corrida_2400m: 880,
    });
    const view = await viewOf(client);
    expect(view.goal_tests[0]).toMatchObject({ label: 'Isometria na barra fixa', suggested_goal: 'apto' });
    expect(textsOf(view)).toEqual([
      'Isometria na barra fixa: 7 s para passar',
      'Abdominal remador: 32 repetições para passar',
      'Corrida de 50 metros: 9,5 s para passar',
      'Corrida de 2.400 metros: 15:00 para passar',
    ]);
    const hold = view.this_week.sessions.find((s) => s.kind === 'isometria_barra');
    if (!hold) throw new Error('no hold session this week');
    // Logged today (never in the future): a session is completed on any date of its week.
    await logExercise(client, {
      p_exercise: 'isometria',
      p_value_primary: hold.volume.holdSeconds ?? 5,
      p_sets: hold.volume.sets ?? 1,
      p_workout_date: today,
    });
    const after = await viewOf(client);
    expect(after.this_week.sessions.find((s) => s.id === hold.id)?.done).toBe(true);
  });
});

describe('Polícia Penal DF', () => {
  it('(M) the 12-minute run paced to 2.400 m, flexão, impulsão; a logged flexão completes its session; the calendar and a trainer see them', async () => {
    const { client, email } = await examCandidate(
      'Pedro',
      'ppdf-taf',
      'M',
      { barra: 3, impulsao: 170, flexao_braco: 6, abdominal: 25, corrida_12min: 2200 },
      5,
    );
    const view = await viewOf(client);
    expect(textsOf(view)).toEqual([
      'Teste dinâmico de barra fixa: 5 repetições para passar',
      'Impulsão horizontal: 1,80 m para passar',
      'Flexão de braço com apoio (solo): 23 repetições para passar',
      'Flexão abdominal: 30 repetições para passar',
      'Corrida de 12 minutos: 2.400 m em 12 minutos para passar',
    ]);
    const kinds = new Set(allSessions(view).map((s) => s.kind));
    for (const kind of [
      'ritmo_alvo_cooper',
      'teste_cooper',
      'flexao_progressao',
      'impulsao_treino',
      'abdominal_series',
    ])
      expect(kinds.has(kind), kind).toBe(true);
    expect(kinds.has('teste_2400')).toBe(false);
    const blocks = allSessions(view).find((s) => s.kind === 'ritmo_alvo_cooper');
    expect(blocks?.what).toContain('600 m a cada 3 min, 5:00 /km');

    // Flexão is furthest from its mark: first in every week. Logged with enough repetitions, it is done.
    const flexao = view.this_week.sessions.find((s) => s.exercise === 'flexao');
    if (!flexao) throw new Error('no flexão this week');
    await logExercise(client, {
      p_exercise: 'flexao',
      p_value_primary: flexao.volume.totalReps,
      p_sets: flexao.volume.sets,
      p_workout_date: today,
    });
    const after = await viewOf(client);
    expect(after.this_week.sessions.find((s) => s.id === flexao.id)?.done).toBe(true);

    const calendar = await t.app.request(`${APP_URL}/api/training-plan/calendar.ics`, {
      headers: cookieHeader(client),
    });
    expect(calendar.status).toBe(200);
    const ics = (await calendar.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Flexão: progressão');
    expect(ics).toContain('SUMMARY:Blocos no ritmo dos 12 minutos');
    expect(ics).toMatch(/Fonte: ACSM/);

    // A linked trainer takes an exam's session out of a week, by its date and kind.
    const trainer = await signUpTrainer(t.app, t.deps.db, 'tereza.treinadora.exame@exemplo.com', {
      p_full_name: 'Tereza Treinadora',
      p_birth_date: '1984-02-03',
      p_cref_number: 'CREF 054999-g/df',
    });
    const token = await inviteToken(trainer);
    expect((await client.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    const week = view.weeks[1] as { end?: string; sessions: Session[] };
    const impulsao = week.sessions.find((s) => s.type === 'EXERCISE' && s.exercise !== 'flexao');
    if (!impulsao || !week.end) throw new Error('no exercise in week 2');
    const adjusted = await trainer.rpc('set_training_plan_week_adjustment', {
      user_id: await idOf(email),
      week_end: week.end,
      volume_percent: 80,
      removed: [{ date: impulsao.date, kind: impulsao.kind }],
    });
    expect(adjusted.status, JSON.stringify(adjusted.json)).toBe(200);
    const seen = adjusted.json.data.weeks[1];
    expect(seen.adjustment.removed).toEqual([
      { date: impulsao.date, kind: impulsao.kind, title: impulsao.title },
    ]);
    expect(seen.sessions.some((s: Session) => s.id === impulsao.id)).toBe(false);
  });

  it('(F) the static bar in seconds and 2.000 m in 12 minutes; the margin on every event; back to CBMDF, the margin reads as apto', async () => {
    const { client } = await examCandidate('Priscila', 'ppdf-taf', 'F', {
      barra: 15,
      impulsao: 130,
      flexao_braco: 12,
      abdominal: 22,
      corrida_12min: 1850,
    });
    const view = await viewOf(client);
    expect(textsOf(view)).toEqual([
      'Teste estático de barra fixa: 25 s para passar',
      'Impulsão horizontal: 1,40 m para passar',
      'Flexão de braço com apoio (solo): 18 repetições para passar',
      'Flexão abdominal: 25 repetições para passar',
      'Corrida de 12 minutos: 2.000 m em 12 minutos para passar',
    ]);
    expect(allSessions(view).some((s) => s.kind === 'isometria_barra')).toBe(true);
    const folga = await client.rpc('set_training_plan_settings', { sessions_per_week: 4, goal: 'folga' });
    expect(folga.status, JSON.stringify(folga.json)).toBe(200);
    expect(folga.json.data.targets.map((x: { targetMark: number }) => x.targetMark)).toEqual([
      29, 149, 20, 28, 2080,
    ]);

    // Another edital: 'folga' means nothing there, so it aims at apto (and a new 'folga' is refused).
    expect((await client.rpc('set_user_edital', { edital_id: 'cbmdf-2025-estimada' })).status).toBe(200);
    const cbmdf = await viewOf(client);
    expect(cbmdf.status).toBe('ok');
    for (const target of cbmdf.targets) expect(target.text).toMatch(/para nota/);
    const refused = await client.rpc('set_training_plan_settings', { sessions_per_week: 4, goal: 'folga' });
    expect(refused.status).toBe(400);
  });
});
