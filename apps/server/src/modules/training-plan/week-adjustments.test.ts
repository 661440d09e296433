import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { inviteToken, setProfile, signUpTrainer, userIdOf } from '../../testing/people.js';
import { planProfile, saveSimulation } from '../../testing/plan-candidate.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { readTraining } from '../data-rights/export.repository.js';

// A linked trainer adjusts a week of a student's plan (issue 14, decision 036 'Trainer
// adjustments'): the student sees who changed what; nobody else may change it; bad input writes
// nothing; an adjustment is taken back, lapses with the link, and follows the week's end date.
let t: TestApp;

const today = calendarDate(new Date(), APP_TIME_ZONE);
/** 17 whole weeks to the TAF's eve: every week is a full one, week 2 ends on day 13. */
const FAR_TAF = addDays(today, 119);

interface Session {
  id: string;
  type: string;
  kind: string;
  date: string;
  title: string;
  volume: { durationMin: number };
  done?: boolean;
}
interface Week {
  index: number;
  end: string;
  sessions: Session[];
  loadMinutes: number;
  locked: boolean;
  adjustment: {
    by_name: string;
    at: string;
    volume_percent: number;
    removed: { date: string; kind: string; title: string }[];
    note: string | null;
  } | null;
}

const idOf = (email: string) => userIdOf(t.deps.db, email);

const profileInput = (nickname: string, tafDate: string) => planProfile('Aluno Ajustado', nickname, tafDate);

/** A student with a plan (settings, a simulation), Avançado unless told, linked to `trainers`. */
async function student(name: string, trainers: TestClient[], plano: PlanCode | null = 'AVAN_MENSAL') {
  const email = `${name}.ajuste@exemplo.com`;
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  expect((await client.rpc('update_perfil_completo', profileInput(`${name}Aj`, FAR_TAF))).status).toBe(200);
  expect(
    (await client.rpc('set_training_plan_settings', { sessions_per_week: 4, goal: 'apto' })).status,
  ).toBe(200);
  await saveSimulation(client);
  const id = await idOf(email);
  await t.deps.db.updateTable('profiles').set({ plano_code: plano }).where('id', '=', id).execute();
  for (const trainer of trainers) {
    const token = await inviteToken(trainer);
    expect((await client.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
  }
  return { client, id };
}

let crefs = 0;
async function trainer(email: string, fullName: string) {
  crefs += 1;
  return signUpTrainer(t.app, t.deps.db, email, {
    p_full_name: fullName,
    p_birth_date: '1985-06-10',
    p_cref_number: `CREF 0${54320 + crefs}-g/df`,
  });
}

const planOf = async (client: TestClient, userId?: string) => {
  const res = await client.rpc('get_training_plan', userId ? { user_id: userId } : {});
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { status: string; weeks: Week[]; this_week: { sessions: Session[] } };
};

const rowsOf = async (userId: string) =>
  t.deps.db
    .selectFrom('training_plan_adjustments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

let tiago: TestClient;
let outro: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  tiago = await trainer('tiago.ajuste@exemplo.com', 'Tiago Treinador');
  outro = await trainer('olga.ajuste@exemplo.com', 'Olga Outra');
});

describe('a linked trainer adjusts a week', () => {
  it('scales it, takes a session out, signs it; the student sees who changed what', async () => {
    const ana = await student('ana', [tiago]);
    const before = (await planOf(tiago, ana.id)).weeks[1] as Week;
    expect(before.adjustment).toBeNull();
    const [out, ...kept] = before.sessions;
    if (!out) throw new Error('week 2 has sessions');

    const res = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: ana.id,
      week_end: before.end,
      volume_percent: 60,
      removed: [{ date: out.date, kind: out.kind }],
      note: 'Semana de provas na faculdade:\nvolume menor.',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const answered = res.json.data.weeks[1] as Week;
    expect(answered.sessions.map((s) => s.id)).toEqual(kept.map((s) => s.id));
    expect(answered.loadMinutes).toBeLessThan(before.loadMinutes - out.volume.durationMin);

    const seen = (await planOf(ana.client)).weeks[1] as Week;
    expect(seen.adjustment).toEqual({
      by_name: 'Tiago Treinador',
      at: expect.any(String),
      volume_percent: 60,
      removed: [{ date: out.date, kind: out.kind, title: out.title }],
      note: 'Semana de provas na faculdade: volume menor.',
    });
    expect(seen.sessions).toEqual(answered.sessions);
    // The other weeks are as planned.
    const plain = await planOf(ana.client);
    expect(plain.weeks.filter((w) => w.adjustment !== null).map((w) => w.index)).toEqual([2]);

    const rows = await rowsOf(ana.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'set', volume_percent: 60, week_end: before.end });
    // The export carries it, signed.
    const exported = await readTraining(t.deps.db, ana.id);
    expect(exported.planAdjustments).toEqual([
      expect.objectContaining({ week_end: before.end, trainer_name: 'Tiago Treinador', volume_percent: 60 }),
    ]);
  });

  it("'Esta semana' matches on the adjusted week: a shorter run completes a halved session", async () => {
    const bia = await student('bia', [tiago]);
    const first = (await planOf(bia.client)).weeks[0] as Week;
    const run = first.sessions.find((s) => s.kind === 'rodagem_z2');
    if (!run) throw new Error('a base week has an easy run');
    // Long enough for the halved run (75 % of it), too short for the planned one.
    const minutes = Math.ceil(0.75 * Math.max(15, Math.round(run.volume.durationMin / 2)));
    expect(minutes).toBeLessThan(0.75 * run.volume.durationMin);
    const logged = await bia.client.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 100,
      p_value_secondary: minutes * 60,
      p_duration_minutes: minutes,
      p_workout_date: today,
    });
    expect(logged.status, JSON.stringify(logged.json)).toBe(200);
    expect((await planOf(bia.client)).this_week.sessions.some((s) => s.done)).toBe(false);

    const res = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: bia.id,
      week_end: first.end,
      volume_percent: 50,
      removed: [],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const done = (await planOf(bia.client)).this_week.sessions.filter((s) => s.done);
    expect(done.map((s) => s.type)).toEqual(['RUN']);
  });

  it('a note alone is an adjustment; the newest change applies and the history keeps every row', async () => {
    const caio = await student('caio', [tiago, outro]);
    const week = (await planOf(caio.client)).weeks[2] as Week;
    const set = (by: TestClient, body: Record<string, unknown>) =>
      by.rpc('set_training_plan_week_adjustment', { user_id: caio.id, week_end: week.end, ...body });
    // Decomposed 'é' is stored composed (NFC).
    expect((await set(tiago, { volume_percent: 100, note: 'Mante\u0301m o ritmo.' })).status).toBe(200);
    expect((await set(outro, { volume_percent: 90, note: null })).status).toBe(200);
    const seen = (await planOf(caio.client)).weeks[2] as Week;
    expect(seen.adjustment).toMatchObject({ by_name: 'Olga Outra', volume_percent: 90, note: null });
    const rows = await rowsOf(caio.id);
    expect(rows.map((r) => r.note)).toEqual(['Mantém o ritmo.', null]);
  });
});

describe('undo', () => {
  it('clear takes the week back to the plan, keeps the history, and refuses a second undo', async () => {
    const dani = await student('dani', [tiago]);
    const week = (await planOf(dani.client)).weeks[3] as Week;
    await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: dani.id,
      week_end: week.end,
      volume_percent: 70,
    });
    const cleared = await tiago.rpc('clear_training_plan_week_adjustment', {
      user_id: dani.id,
      week_end: week.end,
    });
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    const after = (await planOf(dani.client)).weeks[3] as Week;
    expect(after.adjustment).toBeNull();
    expect(after.sessions).toEqual(week.sessions);
    expect((await rowsOf(dani.id)).map((r) => r.action)).toEqual(['set', 'clear']);

    const again = await tiago.rpc('clear_training_plan_week_adjustment', {
      user_id: dani.id,
      week_end: week.end,
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('NOTHING_TO_UNDO');
    expect(await rowsOf(dani.id)).toHaveLength(2);
  });
});

describe('who may adjust', () => {
  it('not the student, another or a revoked trainer, an admin, nor a trainer on their own id: nothing written', async () => {
    const eli = await student('eli', [tiago, outro]);
    const week = (await planOf(eli.client)).weeks[1] as Week;
    const body = { user_id: eli.id, week_end: week.end, volume_percent: 80 };

    // The student: trainers' calls only.
    const own = await eli.client.rpc('set_training_plan_week_adjustment', body);
    expect(own.status).toBe(403);
    expect(
      (await eli.client.rpc('clear_training_plan_week_adjustment', { user_id: eli.id, week_end: week.end }))
        .status,
    ).toBe(403);

    // A trainer never linked to the student.
    const stranger = await trainer('sergio.ajuste@exemplo.com', 'Sérgio Sem Vínculo');
    const refused = await stranger.rpc('set_training_plan_week_adjustment', body);
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('NOT_FOUND');

    // An admin (not a coach), through the same call.
    const admin = await signUpConfirmed(t.app, t.deps.db, 'admin.ajuste@exemplo.com');
    await setProfile(t.deps.db, 'admin.ajuste@exemplo.com', { role: 'admin', full_name: 'Admin Ajuste' });
    expect((await admin.rpc('set_training_plan_week_adjustment', body)).status).toBe(404);

    // A trainer naming themself.
    const tiagoId = await idOf('tiago.ajuste@exemplo.com');
    expect((await tiago.rpc('set_training_plan_week_adjustment', { ...body, user_id: tiagoId })).status).toBe(
      404,
    );
    expect(await rowsOf(tiagoId)).toEqual([]);
    expect(await rowsOf(eli.id)).toEqual([]);

    // Olga adjusts; the student revokes her: her change lapses, and she can neither change nor undo.
    expect((await outro.rpc('set_training_plan_week_adjustment', body)).status).toBe(200);
    expect(((await planOf(eli.client)).weeks[1] as Week).adjustment?.by_name).toBe('Olga Outra');
    const links = (await eli.client.rpc('get_my_trainers')).json.data as {
      link_id: string;
      full_name: string;
    }[];
    const olga = links.find((link) => link.full_name === 'Olga Outra');
    expect((await eli.client.rpc('revoke_trainer_access', { link_id: olga?.link_id })).status).toBe(200);
    const lapsed = (await planOf(eli.client)).weeks[1] as Week;
    expect(lapsed.adjustment).toBeNull();
    expect(lapsed.sessions).toEqual(week.sessions);
    expect(
      (await outro.rpc('set_training_plan_week_adjustment', { ...body, volume_percent: 50 })).status,
    ).toBe(404);
    expect(
      (await outro.rpc('clear_training_plan_week_adjustment', { user_id: eli.id, week_end: week.end }))
        .status,
    ).toBe(404);
    // Tiago, still linked, finds nothing of hers to undo.
    expect(
      (await tiago.rpc('clear_training_plan_week_adjustment', { user_id: eli.id, week_end: week.end }))
        .status,
    ).toBe(409);
    expect(await rowsOf(eli.id)).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('is refused with a pt-BR message and writes nothing', async () => {
    const fabi = await student('fabi', [tiago]);
    const week = (await planOf(fabi.client)).weeks[1] as Week;
    const session = week.sessions[0] as Session;
    const base = { user_id: fabi.id, week_end: week.end, volume_percent: 80 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, volume_percent: 49 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, volume_percent: 111 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, volume_percent: 80.5 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, volume_percent: '80' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, week_end: '2031-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, week_end: '30/01/2031' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, removed: [{ date: session.date, kind: 'corrida_livre' }] }, 400, 'VALIDATION_FAILED'],
      [
        { ...base, removed: [{ date: session.date, kind: session.kind, id: session.id }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        {
          ...base,
          removed: [
            { date: session.date, kind: session.kind },
            { date: session.date, kind: session.kind },
          ],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [{ ...base, note: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      [{ ...base, note: 'Treino \u202Eleve' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, note: 42 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, extra: true }, 400, 'VALIDATION_FAILED'],
      [{ week_end: week.end, volume_percent: 80 }, 400, 'VALIDATION_FAILED'],
      // Valid shapes the plan does not have.
      [{ ...base, week_end: addDays(week.end, 1) }, 422, 'WEEK_NOT_IN_PLAN'],
      [
        { ...base, removed: [{ date: addDays(week.end, 1), kind: session.kind }] },
        422,
        'SESSION_NOT_IN_WEEK',
      ],
      [{ ...base, volume_percent: 100, removed: [], note: '   ' }, 422, 'NOTHING_TO_ADJUST'],
    ];
    for (const [body, status, code] of cases) {
      const res = await tiago.rpc('set_training_plan_week_adjustment', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error.code, JSON.stringify(body)).toBe(code);
      expect(res.json.error.message).toMatch(/[a-zà-ú]/);
    }
    // 500 characters exactly is fine.
    const longest = await tiago.rpc('set_training_plan_week_adjustment', { ...base, note: 'é'.repeat(500) });
    expect(longest.status, JSON.stringify(longest.json)).toBe(200);
    expect(await rowsOf(fabi.id)).toHaveLength(1);
  });

  it('a week the student does not see (free preview) and a plan not made yet are refused', async () => {
    const gabi = await student('gabi', [tiago], null);
    const weeks = (await planOf(tiago, gabi.id)).weeks;
    const locked = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: gabi.id,
      week_end: (weeks[1] as Week).end,
      volume_percent: 80,
    });
    expect(locked.status).toBe(422);
    expect(locked.json.error.code).toBe('WEEK_LOCKED');
    // This week is in the preview: it can be adjusted.
    const open = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: gabi.id,
      week_end: (weeks[0] as Week).end,
      volume_percent: 80,
    });
    expect(open.status, JSON.stringify(open.json)).toBe(200);
    expect(await rowsOf(gabi.id)).toHaveLength(1);

    const hugo = await signUpConfirmed(t.app, t.deps.db, 'hugo.ajuste@exemplo.com');
    const invite = await tiago.rpc('create_trainer_invite');
    const token = new URL(invite.json.data.url).searchParams.get('token') ?? '';
    expect((await hugo.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    const hugoId = await idOf('hugo.ajuste@exemplo.com');
    const notReady = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: hugoId,
      week_end: addDays(today, 6),
      volume_percent: 80,
    });
    expect(notReady.status).toBe(409);
    expect(notReady.json.error.code).toBe('PLAN_NOT_READY');
    expect(await rowsOf(hugoId)).toEqual([]);
  });
});

describe('the week follows its end date', () => {
  it('a TAF date that moves the week ends leaves the adjustment unapplied; moving it back applies it again', async () => {
    const ivo = await student('ivo', [tiago]);
    const week = (await planOf(ivo.client)).weeks[4] as Week;
    const set = await tiago.rpc('set_training_plan_week_adjustment', {
      user_id: ivo.id,
      week_end: week.end,
      volume_percent: 70,
      note: 'Semana leve.',
    });
    expect(set.status).toBe(200);

    // Three days later: every week ends on another weekday.
    const moved = await ivo.client.rpc('update_perfil_completo', profileInput('ivoAj', addDays(FAR_TAF, 3)));
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const shifted = await planOf(ivo.client);
    expect(shifted.weeks.some((w) => w.end === week.end)).toBe(false);
    expect(shifted.weeks.every((w) => w.adjustment === null)).toBe(true);

    // A whole week later: the same calendar week is still in the plan, and keeps its adjustment.
    await ivo.client.rpc('update_perfil_completo', profileInput('ivoAj', addDays(FAR_TAF, 7)));
    const later = await planOf(ivo.client);
    const same = later.weeks.find((w) => w.end === week.end);
    expect(same?.adjustment).toMatchObject({ volume_percent: 70, note: 'Semana leve.' });
  });
});
