import { randomUUID } from 'node:crypto';
import { boardDistance, boardTime } from '@prontidao/domain/rankings/ranking-eligibility';
import { BOARD_KEYS, type BoardKey, boardSpec } from '@prontidao/domain/rankings/ranking-types';
import type { ActivitySource } from '@prontidao/domain/training/activity-types';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { importActivity } from '../tracker/activity-import.service.js';
import * as training from '../training/training.service.js';
import * as repo from './rankings.repository.js';
import * as service from './rankings.service.js';

let t: TestApp;
const DEFAULT: ActivitySource[] = ['manual', 'file'];
const WITH_STRAVA: ActivitySource[] = ['manual', 'file', 'strava'];

beforeAll(async () => {
  t = await createTestApp();
});

/** A person straight in the tables (sign-up's user and profile rows), for the many-user tests. */
async function person(nickname: string, sexo: 'M' | 'F' | null, consent = true): Promise<string> {
  const id = randomUUID();
  await t.deps.db
    .insertInto('user')
    .values({
      id,
      name: `Nome Real ${nickname}`,
      email: `${id}@exemplo.com`,
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  await t.deps.db
    .insertInto('profiles')
    .values({
      id,
      nickname,
      full_name: `Nome Real ${nickname}`,
      sexo,
      consent_ranking: consent,
    } as never)
    .execute();
  return id;
}

async function setProfile(
  id: string,
  values: { consent_ranking?: boolean; sexo?: 'M' | 'F'; nickname?: string },
) {
  await t.deps.db.updateTable('profiles').set(values).where('id', '=', id).execute();
}

const manual = (userId: string, type: 'RUN' | 'SWIM', metres: number, seconds: number, date = '2026-11-10') =>
  training.insertActivity(t.deps.db, userId, {
    p_activity_type: type,
    p_value_primary: metres,
    p_value_secondary: seconds,
    p_workout_date: date,
  });

let fileCounter = 0;
async function device(
  userId: string,
  type: 'RUN' | 'SWIM',
  metres: number,
  seconds: number,
  options: { start?: string; source?: 'file' | 'strava'; best?: number } = {},
) {
  fileCounter++;
  const source = options.source ?? 'file';
  const start = new Date(options.start ?? '2026-11-10T10:00:00-03:00');
  start.setUTCMinutes(start.getUTCMinutes() + fileCounter * 7); // apart from duplicates
  const outcome = await importActivity(t.deps.db, userId, {
    source,
    externalId: source === 'strava' ? `s-${fileCounter}-${randomUUID()}` : null,
    contentHash: source === 'file' ? randomUUID() : null,
    type,
    startTime: start,
    distanceM: metres,
    movingS: seconds,
    elapsedS: null,
    avgHeartRate: null,
    maxHeartRate: null,
    avgCadence: null,
    polyline: null,
    best2400S: type === 'RUN' ? (options.best ?? null) : null,
    best100S: type === 'SWIM' ? (options.best ?? null) : null,
    poolLengthM: null,
    lengths: null,
    device: null,
  });
  if (outcome.status !== 'imported') throw new Error(JSON.stringify(outcome));
  return outcome.activityId;
}

const NOV = new Date('2026-11-23T12:00:00-03:00');

/** Clears every board's source rows so a test reads only its own people. */
async function clearBoards() {
  await sql`delete from activities`.execute(t.deps.db);
  await sql`delete from ranking_entries`.execute(t.deps.db);
}

describe('the boards over the API', () => {
  let viewer: TestClient;
  let viewerId: string;

  beforeAll(async () => {
    await clearBoards();
    viewer = await signUpConfirmed(t.app, t.deps.db, 'vera-ranking@exemplo.com');
    viewerId = (
      await t.deps.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'vera-ranking@exemplo.com')
        .executeTakeFirstOrThrow()
    ).id;
    await setProfile(viewerId, { nickname: 'Vera', sexo: 'F', consent_ranking: true });
  });

  it('list the top 5 in medal order, ties to who got there first, the viewer outside with their position', async () => {
    const names = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Eco', 'Foxtrot'];
    const ids: string[] = [];
    for (const name of names) ids.push(await person(name, 'M'));
    // Alfa 9 km; Bravo and Charlie 7 km each, Charlie first; Delta 6 km; Eco 5 km; Foxtrot 4 km; Vera 3 km.
    await manual(ids[0] as string, 'RUN', 9000, 2700);
    await manual(ids[2] as string, 'RUN', 7000, 2100);
    await manual(ids[1] as string, 'RUN', 7000, 2100);
    await manual(ids[3] as string, 'RUN', 6000, 1800);
    await manual(ids[4] as string, 'RUN', 5000, 1500);
    await manual(ids[5] as string, 'RUN', 4000, 1200);
    await manual(viewerId, 'RUN', 3000, 900);

    const board = await viewer.rpc('get_ranking_run_distance_alltime', {});
    expect(board.status).toBe(200);
    expect(board.json.data).toEqual([
      { rk: 1, display_name: 'Alfa', total_distance_m: 9000, is_me: false },
      { rk: 2, display_name: 'Charlie', total_distance_m: 7000, is_me: false },
      { rk: 3, display_name: 'Bravo', total_distance_m: 7000, is_me: false },
      { rk: 4, display_name: 'Delta', total_distance_m: 6000, is_me: false },
      { rk: 5, display_name: 'Eco', total_distance_m: 5000, is_me: false },
    ]);

    const page = await viewer.rpc('get_rankings', {});
    expect(page.status).toBe(200);
    const { boards, consent, month } = page.json.data;
    expect(consent).toBe(true);
    expect(month).toBe(service.monthOf(new Date()));
    expect(Object.keys(boards).sort()).toEqual([...BOARD_KEYS].sort());
    expect(boards.run_distance_alltime).toMatchObject({ me: { rk: 7, value: 3000 }, my_status: 'outside' });
    expect(boards.swim_distance_alltime).toEqual({ entries: [], me: null, my_status: 'no_activity' });
    // Manual runs never reach the time boards.
    expect(boards.run_2400_male_alltime.entries).toEqual([]);

    const text = JSON.stringify([board.json, page.json]);
    expect(text).not.toMatch(/Nome Real|@exemplo\.com/);
    for (const id of [...ids, viewerId]) expect(text).not.toContain(id);

    // A nickname change shows at once, and the viewer's own row says 'Você' when in the top 5.
    await setProfile(ids[0] as string, { nickname: 'Alfa Novo' });
    await manual(viewerId, 'RUN', 7000, 2100);
    const again = await viewer.rpc('get_rankings', {});
    const top = again.json.data.boards.run_distance_alltime;
    expect(top.entries[0]).toMatchObject({
      rk: 1,
      display_name: 'Vera',
      total_distance_m: 10000,
      is_me: true,
    });
    expect(top.entries[1]).toMatchObject({ display_name: 'Alfa Novo' });
    expect(top).toMatchObject({ me: { rk: 1, value: 10000 }, my_status: 'listed' });
  });

  it('turning consent off takes the person off every board at once, and back on brings them back', async () => {
    await device(viewerId, 'RUN', 2400, 600);
    await device(viewerId, 'SWIM', 100, 80);
    let page = (await viewer.rpc('get_rankings', {})).json.data;
    expect(page.boards.run_2400_female_alltime.entries).toEqual([
      { rk: 1, display_name: 'Vera', best_time_s: 600, is_me: true },
    ]);
    expect(page.boards.swim_100_female_alltime.entries[0]).toMatchObject({ best_time_s: 80, is_me: true });
    await setProfile(viewerId, { consent_ranking: false });
    page = (await viewer.rpc('get_rankings', {})).json.data;
    expect(page.consent).toBe(false);
    for (const key of BOARD_KEYS) {
      expect(page.boards[key].entries.some((e: { is_me: boolean }) => e.is_me)).toBe(false);
      expect(page.boards[key]).toMatchObject({ me: null, my_status: 'no_consent' });
    }
    await setProfile(viewerId, { consent_ranking: true });
    page = (await viewer.rpc('get_rankings', {})).json.data;
    expect(page.boards.run_2400_female_alltime.me).toEqual({ rk: 1, value: 600 });
    // A sex change moves the time rows to the other board.
    await setProfile(viewerId, { sexo: 'M' });
    page = (await viewer.rpc('get_rankings', {})).json.data;
    expect(page.boards.run_2400_female_alltime.entries).toEqual([]);
    expect(page.boards.run_2400_male_alltime.entries[0]).toMatchObject({ is_me: true, best_time_s: 600 });
    await setProfile(viewerId, { sexo: 'F' });
  });

  it('need a signed-in user', async () => {
    const anonymous = await t.app.request('http://localhost:3000/api/rpc/get_rankings', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('time boards, sources and months', () => {
  beforeAll(clearBoards);

  it('time boards: device data only, scaled to 2400 m, fastest segment, impossible times left out', async () => {
    const ana = await person('Ana', 'F');
    const bia = await person('Bia', 'F');
    const caio = await person('Caio', 'M');
    await device(ana, 'RUN', 2500, 650); // 624 s over 2400 m
    await device(bia, 'RUN', 10_000, 3000, { best: 610 });
    await manual(caio, 'RUN', 2400, 500); // typed: never on a time board
    await device(caio, 'RUN', 10_000, 3000, { best: 200 }); // a 2400 m segment faster than the record
    const page = await service.rankingsPage(t.deps.db, ana, DEFAULT, NOV);
    expect(page.boards.run_2400_female_alltime.entries).toEqual([
      { rk: 1, display_name: 'Bia', best_time_s: 610, is_me: false },
      { rk: 2, display_name: 'Ana', best_time_s: 624, is_me: true },
    ]);
    expect(page.boards.run_2400_male_alltime.entries).toEqual([]);
    expect(page.boards.run_distance_alltime.entries.map((e) => e.display_name)).toEqual([
      'Caio',
      'Bia',
      'Ana',
    ]);
  }, 30_000);

  it('Strava activities count only when RANKING_SOURCES says so', async () => {
    const duda = await person('Duda', 'F');
    await device(duda, 'SWIM', 500, 600, { source: 'strava' });
    let page = await service.rankingsPage(t.deps.db, duda, DEFAULT, NOV);
    expect(page.boards.swim_distance_alltime.entries.map((e) => e.display_name)).not.toContain('Duda');
    page = await service.rankingsPage(t.deps.db, duda, WITH_STRAVA, NOV);
    expect(page.boards.swim_distance_alltime.entries).toContainEqual({
      rk: 1,
      display_name: 'Duda',
      total_distance_m: 500,
      is_me: true,
    });
    page = await service.rankingsPage(t.deps.db, duda, DEFAULT, NOV);
    expect(page.boards.swim_distance_alltime.me).toBeNull();
  }, 30_000);

  it('monthly boards follow the São Paulo calendar month (midnight of the last day)', async () => {
    const eva = await person('Eva', 'F');
    await manual(eva, 'SWIM', 800, 900, '2026-11-30');
    const lastSecond = new Date('2026-11-30T23:59:59-03:00'); // already 1 December in UTC
    const firstSecond = new Date('2026-12-01T00:00:00-03:00');
    const nov = await service.rankingsPage(t.deps.db, eva, DEFAULT, lastSecond);
    expect(nov.month).toBe('2026-11');
    expect(nov.boards.swim_distance_monthly.me).toEqual({ rk: 1, value: 800 });
    const dec = await service.rankingsPage(t.deps.db, eva, DEFAULT, firstSecond);
    expect(dec.month).toBe('2026-12');
    expect(dec.boards.swim_distance_monthly).toEqual({ entries: [], me: null, my_status: 'no_activity' });
    expect(dec.boards.swim_distance_alltime.me?.value).toBe(800);
  }, 30_000);
});

describe('ties', () => {
  beforeAll(clearBoards);

  it('ties go to who reached the value first (a later equal time or total does not move it)', async () => {
    const gil = await person('Gil', 'M');
    const hugo = await person('Hugo', 'M');
    await device(gil, 'RUN', 2400, 640); // Gil reaches 640 s first
    await device(hugo, 'RUN', 2437.5, 650); // Hugo's 640 s comes later (scaled to 2400 m)
    await device(gil, 'RUN', 2400, 640); // Gil again: his first time stands
    await manual(hugo, 'SWIM', 1500, 1800); // Hugo reaches 1500 m first
    await manual(gil, 'SWIM', 1000, 1200);
    await manual(gil, 'SWIM', 500, 600); // Gil's 1500 m total only now
    const page = await service.rankingsPage(t.deps.db, gil, DEFAULT, NOV);
    expect(page.boards.run_2400_male_alltime.entries.map((e) => [e.display_name, e.best_time_s])).toEqual([
      ['Gil', 640],
      ['Hugo', 640],
    ]);
    expect(page.boards.swim_distance_alltime.entries.map((e) => e.display_name)).toEqual(['Hugo', 'Gil']);
  }, 30_000);
});

/**
 * The naive aggregate, written apart from the server's SQL: every activity and profile read back,
 * the domain's eligibility rules applied in TypeScript, each board sorted by value, then by when
 * the value was reached, then by user id.
 */
async function naiveBoards(month: string) {
  const { rows: activities } = await sql<{
    user_id: string;
    activity_type: 'RUN' | 'SWIM';
    source: ActivitySource;
    value_primary: number | null;
    value_secondary: number | null;
    best_2400_s: number | null;
    best_100_s: number | null;
    month: string;
    created: string;
  }>`select user_id, activity_type, source, value_primary, value_secondary,
      best_2400_s::float8 as best_2400_s, best_100_s::float8 as best_100_s,
      to_char(workout_date, 'YYYY-MM') as month,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created
    from activities`.execute(t.deps.db);
  const profiles = await t.deps.db
    .selectFrom('profiles')
    .select(['id', 'nickname', 'sexo', 'consent_ranking'])
    .execute();
  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const boards = new Map<BoardKey, { user_id: string; score: number; nickname: string | null }[]>();
  for (const key of BOARD_KEYS) {
    const spec = boardSpec(key);
    const best = new Map<string, { score: number; at: string }>();
    for (const a of activities) {
      if (a.activity_type !== spec.sport) continue;
      if (spec.period === 'monthly' && a.month !== month) continue;
      const profile = profileOf.get(a.user_id);
      if (!profile?.consent_ranking) continue;
      if (spec.sex && profile.sexo !== spec.sex) continue;
      const mine = best.get(a.user_id);
      if (spec.measure === 'distance') {
        const metres = boardDistance(a, DEFAULT);
        if (metres === null) continue;
        best.set(a.user_id, {
          score: (mine?.score ?? 0) - metres,
          at: mine && mine.at > a.created ? mine.at : a.created,
        });
      } else {
        const seconds = boardTime(a, DEFAULT);
        if (seconds === null) continue;
        if (!mine || seconds < mine.score || (seconds === mine.score && a.created < mine.at)) {
          best.set(a.user_id, { score: seconds, at: a.created });
        }
      }
    }
    const sorted = [...best.entries()].sort(
      ([ua, a], [ub, b]) => a.score - b.score || a.at.localeCompare(b.at) || (ua < ub ? -1 : ua > ub ? 1 : 0),
    );
    boards.set(
      key,
      sorted.map(([user_id, v]) => ({
        user_id,
        score: v.score,
        nickname: profileOf.get(user_id)?.nickname ?? null,
      })),
    );
  }
  return boards;
}

/** Every board, every position: the maintained rows against the naive aggregate. */
async function expectBoardsMatchNaive(users: readonly string[], months: readonly string[]) {
  for (const month of months) {
    const naive = await naiveBoards(month);
    for (const key of BOARD_KEYS) {
      const spec = boardSpec(key);
      const query: repo.BoardQuery = {
        key,
        board: `${spec.sport === 'RUN' ? 'run' : 'swim'}_${spec.measure}` as repo.AggregateBoard,
        period: spec.period === 'monthly' ? month : 'all',
        division: spec.sex ?? 'A',
      };
      const fast = await repo.topOf(t.deps.db, [query], 1000);
      const expected = naive.get(key) ?? [];
      expect(
        fast.map((r) => [r.user_id, r.score, r.nickname]),
        `${key} ${month}`,
      ).toEqual(expected.map((r) => [r.user_id, r.score, r.nickname]));
      for (const user of users) {
        const own = await repo.positionsOf(t.deps.db, user, [query]);
        const at = expected.findIndex((r) => r.user_id === user);
        expect(own[0]?.position ?? null, `${key} ${month} position`).toBe(at < 0 ? null : at + 1);
      }
    }
  }
}

describe('the maintained boards equal the naive aggregate', () => {
  beforeAll(async () => {
    await clearBoards();
    await service.ensureSources(t.deps.db, DEFAULT);
  });

  it('for random inserts, deletes, consent, sex and nickname changes across month ends', async () => {
    const users: string[] = [];
    for (let i = 0; i < 4; i++) users.push(await person(`P${i}`, i % 2 ? 'F' : 'M'));
    const dates = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('manual' as const),
        user: fc.nat(3),
        type: fc.constantFrom('RUN' as const, 'SWIM' as const),
        metres: fc.constantFrom(100, 1000, 2400), // few values: ties are common
        date: fc.constantFrom(...dates),
      }),
      fc.record({
        kind: fc.constant('device' as const),
        user: fc.nat(3),
        type: fc.constantFrom('RUN' as const, 'SWIM' as const),
        metres: fc.constantFrom(100, 110, 2400, 2500, 5000),
        best: fc.option(fc.constantFrom(60, 80, 600, 700), { nil: undefined }),
        date: fc.constantFrom(...dates),
      }),
      fc.record({ kind: fc.constant('delete' as const), user: fc.nat(3), pick: fc.nat(20) }),
      fc.record({ kind: fc.constant('consent' as const), user: fc.nat(3), on: fc.boolean() }),
      fc.record({
        kind: fc.constant('sex' as const),
        user: fc.nat(3),
        sexo: fc.constantFrom('M' as const, 'F' as const),
      }),
      fc.record({ kind: fc.constant('nickname' as const), user: fc.nat(3), n: fc.nat(99) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
        for (const o of ops) {
          const user = users[o.user] as string;
          if (o.kind === 'manual') {
            const seconds = o.type === 'RUN' ? Math.round(o.metres * 0.3) : Math.round(o.metres * 1.1);
            await manual(user, o.type, o.metres, seconds, o.date);
          } else if (o.kind === 'device') {
            const seconds = o.type === 'RUN' ? Math.round(o.metres * 0.27) : Math.round(o.metres * 0.9);
            const best =
              o.best === undefined
                ? undefined
                : o.type === 'RUN'
                  ? o.best > 100
                    ? o.best
                    : undefined
                  : o.best < 100
                    ? o.best
                    : undefined;
            await device(user, o.type, o.metres, seconds, {
              start: `${o.date}T08:00:00-03:00`,
              ...(best === undefined ? {} : { best }),
            });
          } else if (o.kind === 'delete') {
            const rows = await t.deps.db
              .selectFrom('activities')
              .select(['id', 'source', 'external_id'])
              .where('user_id', '=', user)
              .orderBy('id')
              .execute();
            const row = rows[o.pick % Math.max(1, rows.length)];
            if (row?.source === 'manual') await training.deleteActivity(t.deps.db, user, row.id);
          } else if (o.kind === 'consent') {
            await setProfile(user, { consent_ranking: o.on });
          } else if (o.kind === 'sex') {
            await setProfile(user, { sexo: o.sexo });
          } else {
            await setProfile(user, { nickname: `P${o.user}-${o.n}` });
          }
        }
        await expectBoardsMatchNaive(users, ['2026-10', '2026-11', '2026-12']);
      }),
      { numRuns: 20 },
    );
  }, 240_000);

  it('200 concurrent inserts while the boards are read: no error, boards right', async () => {
    const users: string[] = [];
    for (let i = 0; i < 10; i++) users.push(await person(`C${i}`, i % 2 ? 'F' : 'M'));
    const writes = Array.from({ length: 200 }, (_, i) =>
      manual(users[i % 10] as string, i % 3 ? 'RUN' : 'SWIM', 1000 + (i % 7) * 100, 600, '2026-11-20'),
    );
    const reads = Array.from({ length: 20 }, (_, i) =>
      service.rankingsPage(t.deps.db, users[i % 10] as string, DEFAULT, NOV),
    );
    const results = await Promise.allSettled([...writes, ...reads]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectBoardsMatchNaive(users, ['2026-11']);
  }, 240_000);
});
