import { randomUUID } from 'node:crypto';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import type { BoardFlag, BoardReview } from '@prontidao/domain/rankings/board-validation';
import { boardDistance, boardTime } from '@prontidao/domain/rankings/ranking-eligibility';
import {
  BOARD_KEYS,
  type BoardKey,
  boardSpec,
  type RankingsPage,
} from '@prontidao/domain/rankings/ranking-types';
import type { ActivitySource } from '@prontidao/domain/training/activity-types';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { importActivity, removeImported } from '../tracker/activity-import.service.js';
import { insertManual } from '../training/training.repository.js';
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
  options: {
    start?: string | Date;
    exactStart?: boolean;
    source?: 'file' | 'strava';
    best?: number;
    /** A duplicate (same type within a minute) is skipped instead of failing. */
    lenient?: boolean;
  } = {},
) {
  fileCounter++;
  const source = options.source ?? 'file';
  const start = new Date(options.start ?? '2026-11-10T10:00:00-03:00');
  // Apart from duplicates (same type within a minute), unless the caller keeps them apart.
  if (!options.exactStart) start.setUTCMinutes(start.getUTCMinutes() + fileCounter * 7);
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
  if (outcome.status === 'duplicate' && options.lenient) return null;
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
    viewerId = await userIdOf(t.deps.db, 'vera-ranking@exemplo.com');
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

describe('the twelve single-board calls', () => {
  beforeAll(clearBoards);

  it('each answers its board’s top 5 exactly as get_rankings shows it, nicknames only', async () => {
    const email = 'doze-quadros@exemplo.com';
    const client = await signUpConfirmed(t.app, t.deps.db, email);
    const me = await userIdOf(t.deps.db, email);
    await setProfile(me, { nickname: 'Zeca', sexo: 'M', consent_ranking: true });
    const people = [me];
    for (const [i, sexo] of (['M', 'F', 'M', 'F', 'M', 'F', 'M'] as const).entries()) {
      people.push(await person(`Doze${i}`, sexo));
    }
    const today = calendarDate(new Date(), APP_TIME_ZONE);
    for (const [i, id] of people.entries()) {
      const recent = new Date(Date.now() - 4 * 3_600_000); // this month, bar the first hours of one
      // Runs of 3000 + 500i m (typed) and 2400 + 10i m (watch): the distance boards count both.
      await manual(id, 'RUN', 3000 + i * 500, 900 + i * 150, today);
      await manual(id, 'SWIM', 400 + i * 100, 480 + i * 120, today);
      await device(id, 'RUN', 2400 + i * 10, 600 + i * 7, { start: recent });
      await device(id, 'SWIM', 100 + i, 80 + i, { start: recent });
    }
    const page = await client.rpc('get_rankings', {});
    expect(page.status).toBe(200);
    const boards = page.json.data.boards;
    for (const key of BOARD_KEYS) {
      const answer = await client.rpc(`get_ranking_${key}`, {});
      expect(answer.status, key).toBe(200);
      expect(answer.json.data, key).toEqual(boards[key].entries);
    }
    expect(boards.run_distance_alltime.entries.map((e: { display_name: string }) => e.display_name)).toEqual([
      'Doze6',
      'Doze5',
      'Doze4',
      'Doze3',
      'Doze2',
    ]);
    expect(boards.run_distance_alltime).toMatchObject({ me: { rk: 8, value: 5400 }, my_status: 'outside' });
    // Swims of 100 + i metres in 80 + i seconds, scaled to 100 m: Zeca's exact 100 m is the quickest.
    expect(boards.swim_100_male_alltime.entries.map((e: { display_name: string }) => e.display_name)).toEqual(
      ['Zeca', 'Doze0', 'Doze2', 'Doze4', 'Doze6'],
    );
    expect(boards.swim_100_male_alltime.entries[0]).toEqual({
      rk: 1,
      display_name: 'Zeca',
      best_time_s: 80,
      is_me: true,
    });
    expect(boards.swim_100_female_alltime.entries.map((e: { best_time_s: number }) => e.best_time_s)).toEqual(
      [80.39, 80.77, 81.13],
    );
    const text = JSON.stringify(page.json);
    expect(text).not.toMatch(/Nome Real|@exemplo\.com/);
    for (const id of people) expect(text).not.toContain(id);
  }, 60_000);
});

describe('the viewer’s own place', () => {
  const top = [
    { rk: 1, display_name: 'Ana', total_distance_m: 9000, is_me: false },
    { rk: 2, display_name: 'Vera', total_distance_m: 8000, is_me: true },
  ];
  it('comes from the rows shown when the viewer is among them, whatever the position read said', () => {
    expect(
      service.ownPlace('run_distance_alltime', top, true, { key: 'x', score: -7000, position: 6 }),
    ).toEqual({
      entries: top,
      me: { rk: 2, value: 8000 },
      my_status: 'listed',
    });
    expect(service.ownPlace('run_distance_alltime', top, true, undefined).my_status).toBe('listed');
  });
  it('is after the rows shown when the viewer is not among them', () => {
    const others = top.map((e) => ({ ...e, is_me: false }));
    expect(
      service.ownPlace('run_distance_alltime', others, true, { key: 'x', score: -8500, position: 2 }),
    ).toEqual({
      entries: others,
      me: { rk: 3, value: 8500 },
      my_status: 'outside',
    });
    expect(service.ownPlace('run_distance_alltime', others, false, undefined)).toEqual({
      entries: others,
      me: null,
      my_status: 'no_consent',
    });
    expect(service.ownPlace('run_distance_alltime', others, true, undefined).my_status).toBe('no_activity');
  });
});

describe('time boards, sources and months', () => {
  beforeAll(clearBoards);

  it('time boards: device data only, scaled to 2400 m, fastest segment, impossible workouts left out of every board', async () => {
    const ana = await person('Ana', 'F');
    const bia = await person('Bia', 'F');
    const caio = await person('Caio', 'M');
    await device(ana, 'RUN', 2500, 650); // 624 s over 2400 m
    await device(bia, 'RUN', 10_000, 3000, { best: 610 });
    await manual(caio, 'RUN', 2400, 500); // typed: never on a time board
    // A 2400 m segment faster than the record: not validated, on no board (its 10 km neither).
    await device(caio, 'RUN', 10_000, 3000, { best: 200 });
    const page = await service.rankingsPage(t.deps.db, ana, DEFAULT, NOV);
    expect(page.boards.run_2400_female_alltime.entries).toEqual([
      { rk: 1, display_name: 'Bia', best_time_s: 610, is_me: false },
      { rk: 2, display_name: 'Ana', best_time_s: 624, is_me: true },
    ]);
    expect(page.boards.run_2400_male_alltime.entries).toEqual([]);
    expect(page.boards.run_distance_alltime.entries.map((e) => e.display_name)).toEqual([
      'Bia',
      'Ana',
      'Caio',
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
    await manual(gil, 'SWIM', 1000, 1200); // Gil starts first…
    await manual(hugo, 'SWIM', 1500, 1800); // …but Hugo reaches 1500 m first
    await manual(gil, 'SWIM', 500, 600); // Gil's 1500 m total only now
    const page = await service.rankingsPage(t.deps.db, gil, DEFAULT, NOV);
    expect(page.boards.run_2400_male_alltime.entries.map((e) => [e.display_name, e.best_time_s])).toEqual([
      ['Gil', 640],
      ['Hugo', 640],
    ]);
    expect(page.boards.swim_distance_alltime.entries.map((e) => e.display_name)).toEqual(['Hugo', 'Gil']);
  }, 30_000);
});

const SAO_PAULO_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

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
    board_flag: BoardFlag | null;
    board_review: BoardReview | null;
    month: string;
    start_time: Date | null;
    created: string;
  }>`select user_id, activity_type, source, value_primary, value_secondary,
      best_2400_s::float8 as best_2400_s, best_100_s::float8 as best_100_s, board_flag, board_review,
      to_char(workout_date, 'YYYY-MM') as month, start_time,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created
    from activities`.execute(t.deps.db);
  // A recorded workout belongs to the São Paulo month of its start, whatever date was stored.
  for (const a of activities)
    if (a.start_time) a.month = SAO_PAULO_MONTH.format(new Date(a.start_time)).slice(0, 7);
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

/** What a board shows for a score: metres to the decimetre, seconds to the hundredth. */
const shown = (key: BoardKey, score: number) =>
  boardSpec(key).measure === 'distance' ? Math.round(-score * 10) / 10 : Math.round(score * 100) / 100;

/**
 * Every viewer's page at `now` (its month is São Paulo's), against the naive aggregate: the top 5
 * as shown (place, nickname, figure, 'Você'), the viewer's own place and why they are not listed.
 */
async function expectPagesMatchNaive(users: readonly string[], now: Date) {
  const month = service.monthOf(now);
  const naive = await naiveBoards(month);
  const profiles = await t.deps.db.selectFrom('profiles').select(['id', 'consent_ranking']).execute();
  for (const user of users) {
    const page = await service.rankingsPage(t.deps.db, user, DEFAULT, now);
    expect(page.month).toBe(month);
    const consent = profiles.find((p) => p.id === user)?.consent_ranking ?? false;
    expect(page.consent).toBe(consent);
    for (const key of BOARD_KEYS) {
      const expected = naive.get(key) ?? [];
      const distance = boardSpec(key).measure === 'distance';
      const entries = expected.slice(0, 5).map((r, i) => ({
        rk: i + 1,
        display_name: r.nickname?.trim() || 'Candidato',
        ...(distance ? { total_distance_m: shown(key, r.score) } : { best_time_s: shown(key, r.score) }),
        is_me: r.user_id === user,
      }));
      const at = expected.findIndex((r) => r.user_id === user);
      const mine = expected[at];
      expect(page.boards[key], `${key} at ${now.toISOString()} for ${user}`).toEqual({
        entries,
        me: mine ? { rk: at + 1, value: shown(key, mine.score) } : null,
        my_status: !consent ? 'no_consent' : !mine ? 'no_activity' : at < 5 ? 'listed' : 'outside',
      });
    }
  }
}

/** What a board read must hold whatever is written meanwhile: one order, one 'Você', one own place. */
function expectPageConsistent(page: Awaited<ReturnType<typeof service.rankingsPage>>) {
  for (const key of BOARD_KEYS) {
    const { entries, me, my_status } = page.boards[key];
    const label = `${key}: ${JSON.stringify(page.boards[key])}`;
    expect(entries.length, label).toBeLessThanOrEqual(5);
    expect(
      entries.map((e) => e.rk),
      label,
    ).toEqual(entries.map((_, i) => i + 1));
    const values = entries.map((e) => e.total_distance_m ?? -(e.best_time_s ?? 0));
    expect(values, label).toEqual([...values].sort((a, b) => b - a));
    const mine = entries.filter((e) => e.is_me);
    expect(mine.length, label).toBeLessThanOrEqual(1);
    if (mine[0]) {
      expect(my_status, label).toBe('listed');
      expect(me?.rk, label).toBe(mine[0].rk);
    } else if (my_status === 'outside') {
      expect(me?.rk, label).toBeGreaterThan(entries.length);
    } else {
      expect(my_status, label).not.toBe('listed');
      expect(me, label).toBeNull();
    }
  }
}

/** Instants around São Paulo midnight of a month's last day (UTC is already in the next day). */
const CLOCK = [
  '2026-10-31T23:59:59.999-03:00',
  '2026-11-01T00:00:00.000-03:00',
  '2026-11-15T12:00:00.000-03:00',
  '2026-11-30T23:59:59.999-03:00',
  '2026-12-01T00:00:00.000-03:00',
].map((at) => new Date(at));

describe('the maintained boards equal the naive aggregate', () => {
  beforeAll(async () => {
    await clearBoards();
    await service.ensureSources(t.deps.db, DEFAULT);
  });

  it('for random inserts, edits, deletes, consent, sex and nickname changes and month rollovers', async () => {
    const users: string[] = [];
    const sexes = ['M', 'M', 'F', 'F'] as const; // two on each time board: ties happen
    for (const [i, sexo] of sexes.entries()) users.push(await person(`P${i}`, sexo));
    const dates = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'];
    const user = fc.nat(3);
    const manualOp = fc.record({
      kind: fc.constant('manual' as const),
      user,
      type: fc.constantFrom('RUN' as const, 'SWIM' as const),
      metres: fc.constantFrom(100, 1000, 2000, 2400), // few values: equal totals are common
      date: fc.constantFrom(...dates),
    });
    const deviceOp = fc.record({
      kind: fc.constant('device' as const),
      user,
      type: fc.constantFrom('RUN' as const, 'SWIM' as const),
      metres: fc.constantFrom(100, 110, 2400, 2450, 2500, 5000),
      // 200 s over 2400 m and 30 s over 100 m are faster than the world records: never counted.
      best: fc.option(fc.constantFrom(30, 60, 80, 200, 600, 700), { nil: undefined }),
      date: fc.constantFrom(...dates),
      // Late in the evening (UTC already in the next day) or just after São Paulo midnight.
      late: fc.boolean(),
    });
    // One of the last three workouts logged (by anyone) again, by another person or the same one:
    // equal times and totals reached at other moments, the ties' order.
    const twinOp = fc.record({ kind: fc.constant('twin' as const), user, back: fc.nat(2) });
    const op = fc.oneof(
      { arbitrary: manualOp, weight: 3 },
      { arbitrary: deviceOp, weight: 3 },
      { arbitrary: twinOp, weight: 4 },
      fc.record({
        kind: fc.constant('edit' as const),
        user,
        pick: fc.nat(20),
        metres: fc.constantFrom(100, 1000, 2400),
        date: fc.constantFrom(...dates),
      }),
      fc.record({ kind: fc.constant('delete' as const), user, pick: fc.nat(20) }),
      fc.record({ kind: fc.constant('consent' as const), user, on: fc.boolean() }),
      fc.record({
        kind: fc.constant('sex' as const),
        user,
        sexo: fc.constantFrom('M' as const, 'F' as const),
      }),
      fc.record({ kind: fc.constant('nickname' as const), user, n: fc.nat(99) }),
      fc.record({ kind: fc.constant('clock' as const), at: fc.nat(CLOCK.length - 1) }),
    );
    const rowsOf = (id: string) =>
      t.deps.db
        .selectFrom('activities')
        .select(['id', 'source', 'activity_type'])
        .where('user_id', '=', id)
        .orderBy('id')
        .execute();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 24 }), async (ops) => {
        // Each sequence from no activity and the first profiles.
        await clearBoards();
        for (const [i, id] of users.entries()) {
          await setProfile(id, { consent_ranking: true, sexo: sexes[i] as 'M' | 'F', nickname: `P${i}` });
        }
        let now = CLOCK[2] as Date;
        for (const [step, o] of ops.entries()) {
          if (o.kind === 'clock') {
            now = CLOCK[o.at] as Date;
            continue;
          }
          const id = users[o.user] as string;
          if (o.kind === 'manual') {
            const seconds = o.type === 'RUN' ? Math.round(o.metres * 0.3) : Math.round(o.metres * 1.1);
            await manual(id, o.type, o.metres, seconds, o.date);
          } else if (o.kind === 'device') {
            const seconds = o.type === 'RUN' ? Math.round(o.metres * 0.27) : Math.round(o.metres * 0.9);
            const best =
              o.best === undefined ? undefined : (o.type === 'RUN') === o.best >= 200 ? o.best : undefined;
            // Two minutes apart per step: never a duplicate (same type within a minute), same day.
            const start = new Date(`${o.date}T${o.late ? '23:00' : '00:05'}:00-03:00`);
            start.setUTCMinutes(start.getUTCMinutes() + step * 2);
            await device(id, o.type, o.metres, seconds, {
              start,
              exactStart: true,
              lenient: true, // a twin logged a minute away from this start
              ...(best === undefined ? {} : { best }),
            });
          } else if (o.kind === 'twin') {
            const latest = await t.deps.db
              .selectFrom('activities')
              .select(['activity_type', 'source', 'value_primary', 'value_secondary', 'workout_date'])
              .select(['start_time', 'best_2400_s', 'best_100_s'])
              .orderBy('created_at', 'desc')
              .limit(3)
              .execute();
            const last = latest[Math.min(o.back, latest.length - 1)];
            if (!last) continue;
            const type = last.activity_type as 'RUN' | 'SWIM';
            const [metres, seconds] = [Number(last.value_primary), Number(last.value_secondary)];
            if (last.source === 'manual') {
              await manual(id, type, metres, seconds, last.workout_date);
            } else {
              // Minutes after the original, by step: the same São Paulo day (a clash is skipped).
              const start = new Date(last.start_time as Date);
              start.setUTCSeconds(start.getUTCSeconds() + 61 * (step + 1));
              const best = type === 'RUN' ? last.best_2400_s : last.best_100_s;
              await device(id, type, metres, seconds, {
                start,
                exactStart: true,
                lenient: true,
                ...(best === null ? {} : { best: Number(best) }),
              });
            }
          } else if (o.kind === 'edit') {
            const manuals = (await rowsOf(id)).filter((r) => r.source === 'manual');
            const row = manuals[o.pick % Math.max(1, manuals.length)];
            if (row) {
              const type = row.activity_type as 'RUN' | 'SWIM';
              await training.updateActivity(t.deps.db, id, {
                id: row.id,
                p_activity_type: type,
                p_value_primary: o.metres,
                p_value_secondary: Math.round(o.metres * (type === 'RUN' ? 0.32 : 1.2)),
                p_workout_date: o.date,
              });
            }
          } else if (o.kind === 'delete') {
            const rows = await rowsOf(id);
            const row = rows[o.pick % Math.max(1, rows.length)];
            if (row?.source === 'manual') await training.deleteActivity(t.deps.db, id, row.id);
            else if (row) await removeImported(t.deps.db, id, 'file'); // the files this person sent
          } else if (o.kind === 'consent') {
            await setProfile(id, { consent_ranking: o.on });
          } else if (o.kind === 'sex') {
            await setProfile(id, { sexo: o.sexo });
          } else {
            await setProfile(id, { nickname: `P${o.user}-${o.n}` });
          }
        }
        await expectBoardsMatchNaive(users, ['2026-10', '2026-11', '2026-12']);
        await expectPagesMatchNaive(users, now);
      }),
      { numRuns: 30 },
    );
  }, 480_000);

  it('for random equal times and totals reached in turns: ties go to who got there first', async () => {
    // Two men, two workouts each way to the same time (2400 m in 648 s, 2500 m in 675 s: both
    // 648 s over 2400 m) and swims of 1000 or 2000 m: equal values reached in every order.
    const pair = [await person('Empate A', 'M'), await person('Empate B', 'M')];
    const op = fc.record({
      who: fc.nat(1),
      what: fc.constantFrom('run2400' as const, 'run2500' as const, 'swim1000' as const, 'swim2000' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        await clearBoards();
        for (const [step, o] of ops.entries()) {
          const id = pair[o.who] as string;
          if (o.what === 'swim1000' || o.what === 'swim2000') {
            await manual(id, 'SWIM', o.what === 'swim1000' ? 1000 : 2000, 1500, '2026-11-20');
          } else {
            const start = new Date('2026-11-20T07:00:00-03:00');
            start.setUTCMinutes(start.getUTCMinutes() + step * 2);
            const [metres, seconds] = o.what === 'run2400' ? [2400, 648] : [2500, 675];
            await device(id, 'RUN', metres, seconds, { start, exactStart: true });
          }
        }
        await expectBoardsMatchNaive(pair, ['2026-11']);
      }),
      { numRuns: 30 },
    );
  }, 240_000);

  it('200 concurrent inserts while the boards are read: no error, every read consistent, boards right', async () => {
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
    for (const read of results.slice(writes.length)) {
      if (read.status === 'fulfilled') expectPageConsistent(read.value as RankingsPage);
    }
    await expectBoardsMatchNaive(users, ['2026-11']);
    await expectPagesMatchNaive(users, NOV);
  }, 240_000);
});

describe('consent changes racing activity writes and rebuilds', () => {
  beforeAll(async () => {
    await clearBoards();
    await service.ensureSources(t.deps.db, DEFAULT);
  });

  const listedRows = async (id: string) => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ranking_entries where user_id = ${id} and listed`.execute(t.deps.db);
    return Number(rows[0]?.n);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  function gate() {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  }

  // On PostgreSQL the two transactions overlap; on the embedded PGlite they take turns (one connection).
  it('consent withdrawn first, an activity written meanwhile: the person is on no board', async () => {
    const ivo = await person('Ivo', 'M');
    await manual(ivo, 'RUN', 5000, 1500);
    const updated = gate();
    const commit = gate();
    const withdraw = inTransaction(t.deps.db, async (tx) => {
      await tx.updateTable('profiles').set({ consent_ranking: false }).where('id', '=', ivo).execute();
      updated.open();
      await commit.opened;
    });
    await updated.opened;
    const write = manual(ivo, 'SWIM', 500, 600);
    await pause(300);
    commit.open();
    await Promise.all([withdraw, write]);
    expect(await listedRows(ivo)).toBe(0);
  });

  it('an activity written first, consent withdrawn before it commits: the person is on no board', async () => {
    const jade = await person('Jade', 'F');
    await manual(jade, 'RUN', 5000, 1500);
    const written = gate();
    const commit = gate();
    const write = inTransaction(t.deps.db, async (tx) => {
      await insertManual(
        tx,
        jade,
        {
          activity_type: 'SWIM',
          value_primary: 500,
          value_secondary: 600,
          duration_minutes: 10,
          workout_date: '2026-11-20',
          notes: null,
        },
        null,
      );
      await service.applyActivityChange(tx, jade);
      written.open();
      await commit.opened;
    });
    await written.opened;
    const withdraw = setProfile(jade, { consent_ranking: false });
    await pause(300);
    commit.open();
    await Promise.all([write, withdraw]);
    expect(await listedRows(jade)).toBe(0);
  });

  it('consent withdrawn while RANKING_SOURCES rebuilds every row: the person is on no board', async () => {
    const kiko = await person('Kiko', 'M'); // only Strava: no row until Strava counts
    await device(kiko, 'SWIM', 800, 900, { source: 'strava' });
    const lia = await person('Lia', 'F');
    await manual(lia, 'RUN', 3000, 900);
    // Holding Lia's user row keeps the rebuild's insert waiting (its foreign-key check), after it
    // has read the profiles: Kiko withdraws in between, and his trigger has no row to change yet.
    const held = gate();
    const release = gate();
    const hold = inTransaction(t.deps.db, async (tx) => {
      await sql`select 1 from "user" where id = ${lia} for update`.execute(tx);
      held.open();
      await release.opened;
    });
    await held.opened;
    const rebuild = service.ensureSources(t.deps.db, WITH_STRAVA);
    await pause(300);
    const withdraw = setProfile(kiko, { consent_ranking: false });
    await pause(300);
    release.open();
    await Promise.all([hold, rebuild, withdraw]);
    expect(await listedRows(kiko)).toBe(0);
    expect(await listedRows(lia)).toBeGreaterThan(0);
    await service.ensureSources(t.deps.db, DEFAULT);
  });

  // PostgreSQL only: it needs two transactions open at once, which the one embedded connection never has.
  it.skipIf(!process.env.TEST_POSTGRES_URL)(
    'consent withdrawn during a rebuild and committed after its copy of the profiles: the person is on no board',
    async () => {
      const rui = await person('Rui', 'M');
      await manual(rui, 'RUN', 4000, 1200);
      const held = gate();
      const release = gate();
      const hold = inTransaction(t.deps.db, async (tx) => {
        await sql`select 1 from "user" where id = ${rui} for update`.execute(tx);
        held.open();
        await release.opened;
      });
      await held.opened;
      // The rebuild has deleted Rui's rows and waits on his user row (the insert's foreign key).
      const rebuild = service.ensureSources(t.deps.db, WITH_STRAVA);
      await pause(300);
      // Rui withdraws meanwhile; his transaction commits only after the rebuild and its copy of the
      // profiles are done, so neither saw the new consent: only his trigger can hide his new rows.
      const commit = gate();
      const withdraw = inTransaction(t.deps.db, async (tx) => {
        await tx.updateTable('profiles').set({ consent_ranking: false }).where('id', '=', rui).execute();
        await commit.opened;
      });
      await pause(300);
      release.open();
      await Promise.all([hold, rebuild]);
      commit.open();
      await withdraw;
      expect(await listedRows(rui)).toBe(0);
      await service.ensureSources(t.deps.db, DEFAULT);
    },
  );
});
