import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from '../coins/coins.repository.js';
import {
  type ImportedActivity,
  importActivity,
  refreshImported,
  removeImported,
} from './activity-import.service.js';
import { consumeState, issueState } from './oauth-states.repository.js';

let t: TestApp;
let userId = '';
let otherId = '';

const idOf = (email: string) => userIdOf(t.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
  await signUpConfirmed(t.app, t.deps.db, 'importa@exemplo.com');
  await signUpConfirmed(t.app, t.deps.db, 'outra-importa@exemplo.com');
  userId = await idOf('importa@exemplo.com');
  otherId = await idOf('outra-importa@exemplo.com');
});

const run = (overrides: Partial<ImportedActivity> = {}): ImportedActivity => ({
  source: 'strava',
  externalId: '1001',
  contentHash: null,
  type: 'RUN',
  startTime: new Date('2026-11-10T09:00:00Z'),
  distanceM: 5012.4,
  movingS: 1560,
  elapsedS: 1600,
  avgHeartRate: 151.26,
  maxHeartRate: 178,
  avgCadence: 171,
  polyline: 'abc',
  best2400S: 700,
  best100S: null,
  poolLengthM: null,
  lengths: null,
  device: 'Garmin Forerunner 255',
  ...overrides,
});

describe('importing device activities', () => {
  it('imports once, credits once, and recognises the same workout from another source', async () => {
    const first = await importActivity(t.deps.db, userId, run());
    expect(first).toMatchObject({ status: 'imported', coins: 12 });
    expect(await importActivity(t.deps.db, userId, run())).toMatchObject({ status: 'duplicate' });
    // The watch file of the same run, 40 s apart: a duplicate, whatever its source.
    const file = run({
      source: 'file',
      externalId: null,
      contentHash: 'h1',
      startTime: new Date('2026-11-10T09:00:40Z'),
    });
    expect(await importActivity(t.deps.db, userId, file)).toMatchObject({ status: 'duplicate' });
    // 61 s apart is another workout; a swim at the same time is another type.
    expect(
      await importActivity(
        t.deps.db,
        userId,
        run({ externalId: '1002', startTime: new Date('2026-11-10T09:01:01Z') }),
      ),
    ).toMatchObject({ status: 'imported' });
    expect(
      await importActivity(
        t.deps.db,
        userId,
        run({ externalId: '1003', type: 'SWIM', distanceM: 500, movingS: 600 }),
      ),
    ).toMatchObject({ status: 'imported', coins: 10 });
    const totals = await ledger.totalsOf(t.deps.db, userId);
    expect(totals).toMatchObject({ workouts: 3, breakdown: { RUN: 24, SWIM: 10 } });
    const row = await t.deps.db
      .selectFrom('activities')
      .selectAll()
      .where('external_id', '=', '1001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      workout_date: '2026-11-10',
      value_secondary: 1560,
      average_heartrate: 151.3,
      best_2400_s: 700,
    });
  });

  it('refuses impossible values and writes nothing', async () => {
    const before = await ledger.totalsOf(t.deps.db, otherId);
    const outcome = await importActivity(
      t.deps.db,
      otherId,
      run({ externalId: '2001', distanceM: 10_000, movingS: 600 }),
    );
    expect(outcome).toMatchObject({ status: 'rejected' });
    expect(await ledger.totalsOf(t.deps.db, otherId)).toEqual(before);
  });

  it('an update to impossible values is ignored: the activity keeps its plausible data', async () => {
    const original = run({ externalId: '7001', startTime: new Date('2026-11-12T09:00:00Z') });
    expect(await importActivity(t.deps.db, otherId, original)).toMatchObject({ status: 'imported' });
    const read = () =>
      t.deps.db
        .selectFrom('activities')
        .select(['value_primary', 'value_secondary'])
        .where('user_id', '=', otherId)
        .where('external_id', '=', '7001')
        .executeTakeFirstOrThrow();
    // 5 km in 2 minutes: faster than any human.
    expect(await refreshImported(t.deps.db, otherId, { ...original, movingS: 120 })).toBe(true);
    expect(await read()).toEqual({ value_primary: 5012.4, value_secondary: 1560 });
    // A plausible correction is applied.
    expect(await refreshImported(t.deps.db, otherId, { ...original, movingS: 1500 })).toBe(true);
    expect(await read()).toEqual({ value_primary: 5012.4, value_secondary: 1500 });
    // An update of an activity we never imported is not ours to ignore.
    expect(await refreshImported(t.deps.db, otherId, { ...original, externalId: '7999', movingS: 120 })).toBe(
      false,
    );
  });

  it('removing imported activities keeps the coins and the workouts they earned', async () => {
    const before = await ledger.totalsOf(t.deps.db, userId);
    expect(await removeImported(t.deps.db, userId, 'strava')).toBe(3);
    expect(await ledger.totalsOf(t.deps.db, userId)).toEqual(before);
  });

  it('uses the workout date of São Paulo, not UTC', async () => {
    const late = await importActivity(
      t.deps.db,
      otherId,
      run({ externalId: '3001', startTime: new Date('2026-11-11T01:30:00Z') }),
    );
    const row = await t.deps.db
      .selectFrom('activities')
      .select('workout_date')
      .where('id', '=', late.status === 'imported' ? late.activityId : '')
      .executeTakeFirstOrThrow();
    expect(row.workout_date).toBe('2026-11-10');
  });
});

describe('OAuth states', () => {
  it('are single-use, bound to their person and provider', async () => {
    const state = await issueState(t.deps.db, userId, 'strava');
    expect(await consumeState(t.deps.db, state, otherId, 'strava')).toBe(false);
    expect(await consumeState(t.deps.db, state, userId, 'garmin')).toBe(false);
    expect(await consumeState(t.deps.db, state, userId, 'strava')).toBe(true);
    expect(await consumeState(t.deps.db, state, userId, 'strava')).toBe(false);
    expect(await consumeState(t.deps.db, 'inventado', userId, 'strava')).toBe(false);
    const stored = await t.deps.db.selectFrom('oauth_states').select('state_hash').execute();
    expect(stored.map((r) => r.state_hash)).not.toContain(state);
  });

  it('expire after 10 minutes', async () => {
    const state = await issueState(t.deps.db, userId, 'strava');
    await t.deps.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    expect(await consumeState(t.deps.db, state, userId, 'strava')).toBe(false);
  });
});

describe('tracker maintenance', () => {
  it('drops day-old states and month-old processed webhook events, keeps the rest', async () => {
    const { pruneStates } = await import('./oauth-states.repository.js');
    const { pruneWebhookEvents } = await import('./webhook-events.repository.js');
    await issueState(t.deps.db, userId, 'strava');
    await t.deps.db
      .insertInto('oauth_states')
      .values({
        state_hash: 'velho',
        user_id: userId,
        provider: 'strava',
        expires_at: new Date(Date.now() - 2 * 86_400_000),
      })
      .execute();
    const event = (id: string, processed: Date | null) => ({
      provider: 'strava',
      object_type: 'activity',
      object_id: id,
      aspect: 'create',
      event_time: 1,
      owner_id: '9',
      payload: '{}',
      processed_at: processed,
    });
    await t.deps.db
      .insertInto('webhook_events')
      .values([event('1', new Date(Date.now() - 31 * 86_400_000)), event('2', new Date()), event('3', null)])
      .execute();
    expect(await pruneStates(t.deps.db)).toBe(1);
    expect(await pruneWebhookEvents(t.deps.db)).toBe(1);
    const left = await t.deps.db
      .selectFrom('webhook_events')
      .select('object_id')
      .orderBy('object_id')
      .execute();
    expect(left.map((r) => r.object_id)).toEqual(['2', '3']);
    expect(
      await t.deps.db
        .selectFrom('oauth_states')
        .select('state_hash')
        .where('state_hash', '=', 'velho')
        .execute(),
    ).toEqual([]);
  });
});
