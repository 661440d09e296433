import { isoWeekOf, mondayOf } from '@prontidao/domain/dates/iso-week';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// get_admin_analytics through the real route: rows placed in chosen São Paulo weeks come back in
// those weeks (a Sunday 23:30 in São Paulo is still that week, though Monday in UTC), the other
// weeks zero-filled, the apto rate per week and the funnel over all time; admins only.
let t: TestApp;
let admin: TestClient;
let candidate: TestClient;

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** An instant given as São Paulo wall-clock time (UTC−3 since 2019). */
const sp = (isoDate: string, time: string) => new Date(`${isoDate}T${time}-03:00`);

const thisMonday = mondayOf(isoWeekOf(calendarDate(new Date())));
const weekAgo = (n: number) => addDays(thisMonday, -7 * n);

async function person(id: string, createdAt: Date, profile?: Record<string, unknown>) {
  await t.deps.db
    .insertInto('user')
    .values({
      id,
      name: id,
      email: `${id}@exemplo.com`,
      emailVerified: true,
      image: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  if (profile)
    await t.deps.db
      .insertInto('profiles')
      .values({ id, ...profile })
      .execute();
}

const COMPLETE_CANDIDATE = {
  nickname: 'Atleta',
  sexo: 'M',
  peso_kg: 80,
  altura_cm: 180,
  taf_dt: '2030-05-01',
} as const;

async function simulation(userId: string, createdAt: Date, apto: boolean) {
  const edital = await t.deps.db.selectFrom('editais').select(['id', 'version']).executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('user_tests')
    .values({
      user_id: userId,
      edital_id: edital.id,
      edital_version: edital.version,
      sexo: 'M',
      cargo_code: null,
      inputs: '{}',
      json_resultado: '{}',
      nota_final: apto ? 7 : 3,
      apto,
      created_at: createdAt,
    })
    .execute();
}

async function activity(userId: string, type: 'RUN' | 'SWIM' | 'BARRA' | 'RIDE', workoutDate: string) {
  await t.deps.db
    .insertInto('activities')
    .values({
      user_id: userId,
      activity_type: type,
      source: 'manual',
      value_primary: 10,
      workout_date: workoutDate,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpConfirmed(t.app, t.deps.db, 'admin.analytics@exemplo.com');
  await setProfile(t.deps.db, 'admin.analytics@exemplo.com', { role: 'admin' });
  candidate = await signUpConfirmed(t.app, t.deps.db, 'aluno.analytics@exemplo.com');

  // Three weeks ago: two sign-ups, the second on Sunday 23:30 in São Paulo (Monday 02:30 UTC).
  await person('an-1', sp(addDays(weekAgo(3), 2), '10:00'), COMPLETE_CANDIDATE);
  await person('an-2', sp(addDays(weekAgo(3), 6), '23:30'), { ...COMPLETE_CANDIDATE, nickname: '   ' });
  // Two weeks ago, Monday 00:30 in São Paulo; no profile row.
  await person('an-3', sp(weekAgo(2), '00:30'));
  // A complete trainer; a complete candidate who signed up long before the window.
  await person('tr-1', sp(weekAgo(2), '15:00'), {
    role: 'treinador',
    full_name: 'Carla Lima',
    cref_number: '012345-G/DF',
    cref_region: 'DF',
  });
  await person('old-1', sp(weekAgo(20), '12:00'), COMPLETE_CANDIDATE);

  // Simulations: two two weeks ago (one apto, Sunday 23:30), one last week (apto), one long ago.
  await simulation('an-1', sp(addDays(weekAgo(2), 1), '09:00'), true);
  await simulation('an-1', sp(addDays(weekAgo(2), 6), '23:30'), false);
  await simulation('an-1', sp(addDays(weekAgo(1), 3), '18:00'), true);
  await simulation('old-1', sp(weekAgo(20), '13:00'), false);

  // Activities count in the week of their workout date.
  await activity('an-1', 'RUN', addDays(weekAgo(2), 0));
  await activity('an-1', 'SWIM', addDays(weekAgo(2), 6));
  await activity('an-1', 'BARRA', addDays(weekAgo(1), 2));
  await activity('an-1', 'RIDE', addDays(weekAgo(1), 4));
  await activity('an-2', 'RUN', addDays(weekAgo(1), 5));
  await activity('an-2', 'RUN', addDays(weekAgo(3), 6));

  // A session created two weeks ago makes an-3 active then.
  const at = sp(addDays(weekAgo(2), 1), '20:00');
  await sql`insert into session (id, "userId", token, "expiresAt", "createdAt", "updatedAt")
    values ('s-an-3', 'an-3', 'token-an-3', ${new Date(at.getTime() + 30 * DAY_MS)}, ${at}, ${at})`.execute(
    t.deps.db,
  );
});

describe('get_admin_analytics', () => {
  it('counts each week, oldest first, zero-filled up to the current week', async () => {
    const res = await admin.rpc('get_admin_analytics', {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const weeks = res.json.data.weeks;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w: { week_start: string }) => w.week_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => weekAgo(11 - i)),
    );
    const zero = { signups: 0, active_users: 0, simulations: 0, runs: 0, swims: 0, bars: 0, apto_rate: null };
    for (const week of weeks.slice(0, 8)) expect(week).toEqual({ week_start: week.week_start, ...zero });
    expect(weeks[8]).toEqual({ ...zero, week_start: weekAgo(3), signups: 2, active_users: 1, runs: 1 });
    expect(weeks[9]).toEqual({
      week_start: weekAgo(2),
      signups: 2,
      active_users: 2,
      simulations: 2,
      runs: 1,
      swims: 1,
      bars: 0,
      apto_rate: 0.5,
    });
    expect(weeks[10]).toEqual({
      week_start: weekAgo(1),
      signups: 0,
      active_users: 2,
      simulations: 1,
      runs: 1,
      swims: 0,
      bars: 1,
      apto_rate: 1,
    });
    // This week: the two accounts of the test signed up and signed in.
    expect(weeks[11]).toEqual({ ...zero, week_start: thisMonday, signups: 2, active_users: 2 });
  });

  it('the funnel over all time follows the profile rule of each role', async () => {
    const res = await admin.rpc('get_admin_analytics', { weeks: 4 });
    expect(res.json.data.weeks).toHaveLength(4);
    expect(res.json.data.weeks[0].week_start).toBe(weekAgo(3));
    // 7 people; complete: an-1, tr-1, old-1 (an-2's nickname is blank, an-3 has no profile, the two
    // test accounts filled nothing); simulated: an-1, old-1; trained: an-1, an-2.
    expect(res.json.data.funnel).toEqual({
      signed_up: 7,
      profile_complete: 3,
      first_simulation: 2,
      first_activity: 2,
    });
  });

  it('accepts 4 to 52 weeks', async () => {
    expect((await admin.rpc('get_admin_analytics', { weeks: 52 })).json.data.weeks).toHaveLength(52);
    expect((await admin.rpc('get_admin_analytics', { weeks: 3 })).status).toBe(400);
    expect((await admin.rpc('get_admin_analytics', { weeks: 53 })).status).toBe(400);
  });

  it('is refused to everyone but admins', async () => {
    const res = await candidate.rpc('get_admin_analytics', {});
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBeTruthy();
  });
});
