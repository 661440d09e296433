import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import * as strava from '../../testing/strava.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import * as ledger from '../coins/coins.repository.js';
import { backfill } from './strava.service.js';

// The whole Strava flow against the built-in stand-in, through our real routes and client.
let t: TestApp;
let ana: TestClient;
let bruno: TestClient;

const idOf = (email: string) => userIdOf(t.deps.db, email);
const tracker = () => strava.tracker(t.deps);
const standIn = () => strava.standIn(t.deps);

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana-strava@exemplo.com');
  bruno = await signUpConfirmed(t.app, t.deps.db, 'bruno-strava@exemplo.com');
});

describe('connecting Strava', () => {
  it('refuses a denied consent, a missing activity scope, a reused or foreign state, and a signed-out tab', async () => {
    expect(await strava.landing(ana, await strava.consent(ana, { approve: false }))).toBe(
      '/integracoes?error=denied',
    );
    expect(await strava.landing(ana, await strava.consent(ana, { activities: false }))).toBe(
      '/integracoes?error=scope',
    );
    const foreign = await strava.consent(ana);
    expect(await strava.landing(bruno, foreign)).toBe('/integracoes?error=state');
    expect(await strava.landing(new TestClient(t.app), await strava.consent(ana))).toBe(
      '/integracoes?error=auth',
    );
    // An expired state.
    const late = await strava.consent(ana);
    await t.deps.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(await strava.landing(ana, late)).toBe('/integracoes?error=state');
    expect((await ana.rpc('get_oauth_connection_status')).json.data.is_connected).toBe(false);
  });

  it('connects, seals the tokens, backfills 30 days of runs and swims once, and refuses a replayed callback', async () => {
    const callback = await strava.consent(ana);
    expect(await strava.landing(ana, callback)).toBe('/integracoes?connected=strava');
    expect(await strava.landing(ana, callback)).toBe('/integracoes?error=state');
    const status = (await ana.rpc('get_oauth_connection_status')).json.data;
    expect(status).toMatchObject({ provider: 'strava', is_connected: true });
    const stored = await t.deps.db.selectFrom('tracker_connections').selectAll().executeTakeFirstOrThrow();
    expect(stored.access_token).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toMatch(/"access_token":"[0-9a-f]{40}"/);

    // The backfill job ends by marking the connection synced.
    await strava.synced(ana);
    const recent: { type: string }[] = (await ana.rpc('get_recent_activities', { limit: 20 })).json.data;
    expect(recent.length).toBeGreaterThan(0);
    for (const a of recent) expect(['RUN', 'SWIM']).toContain(a.type);
    const anaId = await idOf('ana-strava@exemplo.com');
    const before = await ledger.totalsOf(t.deps.db, anaId);
    expect(before.workouts).toBeGreaterThan(0);
    // A second backfill imports nothing new.
    expect(await backfill(tracker(), anaId)).toBe(0);
    expect(await ledger.totalsOf(t.deps.db, anaId)).toEqual(before);
  });

  it('ten identical webhook posts import one activity; a deauthorization removes the imports and keeps the coins', async () => {
    const anaId = await idOf('ana-strava@exemplo.com');
    const athleteId = Number((await ana.rpc('get_oauth_connection_status')).json.data.athlete_id);
    const stand = standIn();
    const added = stand.control.addActivity(athleteId, {
      sportType: 'Run',
      distance: 2450,
      movingTime: 640,
    });
    const event = strava.activityEvent('create', added.id, athleteId);
    const posts = await Promise.all(Array.from({ length: 10 }, () => strava.postWebhook(t.app, event)));
    expect(posts.every((p) => p.status === 200)).toBe(true);
    const imported = await until(
      () =>
        t.deps.db.selectFrom('activities').select('id').where('external_id', '=', String(added.id)).execute(),
      (rows) => rows.length > 0,
    );
    expect(imported).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      await t.deps.db
        .selectFrom('activities')
        .select('id')
        .where('external_id', '=', String(added.id))
        .execute(),
    ).toHaveLength(1);

    const coins = await ledger.totalsOf(t.deps.db, anaId);
    await stand.control.emitEvent({ kind: 'deauthorize', athleteId });
    await until(
      async () => (await ana.rpc('get_oauth_connection_status')).json.data.is_connected,
      (connected) => connected === false,
    );
    expect(await strava.importedActivities(t.deps.db, anaId)).toHaveLength(0);
    expect(await ledger.totalsOf(t.deps.db, anaId)).toEqual(coins);
  });

  it('refreshes an expiring access token before use and stores the new pair sealed', async () => {
    const brunoId = await idOf('bruno-strava@exemplo.com');
    expect(await strava.landing(bruno, await strava.consent(bruno))).toBe('/integracoes?connected=strava');
    await strava.synced(bruno);
    const connection = () =>
      t.deps.db
        .selectFrom('tracker_connections')
        .selectAll()
        .where('user_id', '=', brunoId)
        .executeTakeFirstOrThrow();
    // Both tokens of this athlete expire now, at Strava's side and in our row.
    standIn().control.expireAccessTokens(Number((await connection()).athlete_id));
    await t.deps.db
      .updateTable('tracker_connections')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', brunoId)
      .execute();
    const before = await connection();
    expect(await backfill(tracker(), brunoId)).toBe(0);
    const after = await connection();
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.access_token).toMatch(/^v1\./);
  });

  it('a 429 from Strava puts the backfill off, and it resumes', async () => {
    expect(await strava.landing(bruno, await strava.consent(bruno))).toBe('/integracoes?connected=strava');
    const brunoId = await idOf('bruno-strava@exemplo.com');
    // Let the automatic backfill run first, then remove what it imported to replay it under a 429.
    await until(
      async () => (await bruno.rpc('get_recent_activities')).json.data.length,
      (n) => n > 0,
    );
    await t.deps.db.deleteFrom('activities').where('user_id', '=', brunoId).execute();
    standIn().control.failNext(1);
    expect(await backfill(tracker(), brunoId)).toBe(0);
    expect(await backfill(tracker(), brunoId)).toBeGreaterThan(0);
  });

  it('disconnecting deauthorizes, removes the Strava imports and keeps coins', async () => {
    const brunoId = await idOf('bruno-strava@exemplo.com');
    const coins = await ledger.totalsOf(t.deps.db, brunoId);
    const res = await bruno.rpc('disconnect_tracker', { provider: 'strava' });
    expect(res.status).toBe(200);
    expect(res.json.data.removed).toBeGreaterThan(0);
    expect((await bruno.rpc('get_oauth_connection_status')).json.data.is_connected).toBe(false);
    expect(await ledger.totalsOf(t.deps.db, brunoId)).toEqual(coins);
  });

  it('validates the webhook subscription only with our verify token', async () => {
    const anon = new TestClient(t.app);
    const bad = await anon.request(
      '/api/strava/webhook?hub.mode=subscribe&hub.challenge=abc&hub.verify_token=errado',
    );
    expect(bad.status).toBe(403);
    const garbage = await strava.postWebhook(t.app, { hello: 'world' });
    expect(garbage.status).toBe(400);
  });
});

describe('the stand-in', () => {
  it("answers its control API only to this machine's own requests", async () => {
    const remote = await new TestClient(t.app).request('/api/stand-in/strava/control/athletes', {
      method: 'POST',
      body: {},
    });
    expect(remote.status).toBe(404);
    const local = await new TestClient(t.app, { loopback: true }).request(
      '/api/stand-in/strava/control/athletes',
      {
        method: 'POST',
        body: {},
      },
    );
    expect(local.status).toBeLessThan(300);
  });
});

describe('webhook sweep', () => {
  it('queues again an event stored over a minute ago and never processed', async () => {
    const { sweepEvents } = await import('./strava-webhook.service.js');
    const { id } = await t.deps.db
      .insertInto('webhook_events')
      .values({
        provider: 'strava',
        object_type: 'activity',
        object_id: '555',
        aspect: 'create',
        event_time: 42,
        owner_id: '999999',
        payload: JSON.stringify(strava.activityEvent('create', 555, 999999, 42)),
        received_at: new Date(Date.now() - 120_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await sweepEvents(tracker())).toBeGreaterThanOrEqual(1);
    const processed = await until(
      async () =>
        (
          await t.deps.db
            .selectFrom('webhook_events')
            .select('processed_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).processed_at,
      (at) => at !== null,
    );
    expect(processed).not.toBeNull();
  });
});

describe('webhook drain', () => {
  it('an event that fails does not hold back the others, and stays for a retry', async () => {
    const { drainEvents } = await import('./strava-webhook.service.js');
    const carolId = (await signUpConfirmed(t.app, t.deps.db, 'carol-drain@exemplo.com').then(() =>
      idOf('carol-drain@exemplo.com'),
    )) as string;
    // A connection whose sealed token cannot be opened: applying its event throws.
    await t.deps.db
      .insertInto('tracker_connections')
      .values({
        user_id: carolId,
        provider: 'strava',
        athlete_id: '4242',
        access_token: 'v1.corrompido',
        refresh_token: 'v1.corrompido',
        expires_at: new Date(Date.now() + 3_600_000),
        scope: 'read,activity:read_all',
      })
      .execute();
    const event = (owner: number, objectId: number) => ({
      provider: 'strava',
      object_type: 'activity',
      object_id: String(objectId),
      aspect: 'create',
      event_time: 7,
      owner_id: String(owner),
      payload: JSON.stringify(strava.activityEvent('create', objectId, owner, 7)),
    });
    await t.deps.db
      .insertInto('webhook_events')
      .values([event(4242, 901), event(777777, 902)])
      .execute();
    await expect(drainEvents(tracker())).rejects.toThrow();
    const rows = await t.deps.db
      .selectFrom('webhook_events')
      .select(['object_id', 'processed_at'])
      .where('object_id', 'in', ['901', '902'])
      .orderBy('object_id')
      .execute();
    expect(rows.map((r) => [r.object_id, r.processed_at !== null])).toEqual([
      ['901', false],
      ['902', true],
    ]);
  });
});

describe('webhook inbox', () => {
  it('events posted at the same moment share one insert: each new one stored once, repeats refused', async () => {
    const { storeEvent } = await import('./webhook-inbox.js');
    await connectAthlete('dora-inbox@exemplo.com', '424242');
    const row = (objectId: number) => ({
      provider: 'strava',
      object_type: 'activity',
      object_id: String(objectId),
      aspect: 'create',
      event_time: 7_000_000 + objectId,
      owner_id: '424242',
      payload: JSON.stringify({ object_id: objectId }),
    });
    const ids = Array.from({ length: 30 }, (_, i) => 880_000 + i);
    // 30 distinct events, with the first five sent twice in the same burst.
    const results = await Promise.all(
      [...ids, ...ids.slice(0, 5)].map((id) => storeEvent(t.deps.db, row(id))),
    );
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results.slice(30)).toEqual([false, false, false, false, false]);
    // Strava's retry, later: already stored.
    expect(await storeEvent(t.deps.db, row(ids[0] as number))).toBe(false);
    const stored = await t.deps.db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', '424242')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(30);
  });
});

/** A person whose Strava connection (athlete `athleteId`) exists only as a row: for inbox tests. */
async function connectAthlete(email: string, athleteId: string) {
  await signUpConfirmed(t.app, t.deps.db, email);
  await t.deps.db
    .insertInto('tracker_connections')
    .values({
      user_id: await idOf(email),
      provider: 'strava',
      athlete_id: athleteId,
      access_token: 'v1.x',
      refresh_token: 'v1.x',
      expires_at: new Date(Date.now() + 3_600_000),
      scope: 'read,activity:read_all',
    })
    .execute();
}

describe('the webhook keeps only what Strava sends us about our people (issue 20)', () => {
  const eventsAbout = (objectId: number) =>
    t.deps.db.selectFrom('webhook_events').select('id').where('object_id', '=', String(objectId)).execute();

  it('refuses an event of another subscription, storing nothing', async () => {
    await connectAthlete('eva-webhook@exemplo.com', '515151');
    const ours = await strava.postWebhook(t.app, strava.activityEvent('create', 930_001, 515151));
    expect(ours.status).toBe(200);
    const foreign = await strava.postWebhook(t.app, {
      ...strava.activityEvent('create', 930_002, 515151),
      subscription_id: 7,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.message).toBe('Evento de uma inscrição de webhook que não é a nossa.');
    expect(await eventsAbout(930_001)).toHaveLength(1);
    expect(await eventsAbout(930_002)).toHaveLength(0);
  });

  it('acknowledges an event about an athlete nobody connected and drops it', async () => {
    const res = await strava.postWebhook(t.app, strava.activityEvent('create', 930_003, 424_2424));
    expect(res.status).toBe(200);
    expect(await eventsAbout(930_003)).toHaveLength(0);
  });

  it('refuses `updates` deeper or larger than what Strava sends (400), storing nothing', async () => {
    const base = strava.activityEvent('update', 930_004, 515151);
    const nested = await strava.postWebhook(t.app, { ...base, updates: { title: { a: 'b' } } });
    const huge = await strava.postWebhook(t.app, { ...base, updates: { title: 'x'.repeat(90 * 1024) } });
    const many = await strava.postWebhook(t.app, {
      ...base,
      updates: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'])),
    });
    for (const res of [nested, huge, many]) {
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await eventsAbout(930_004)).toHaveLength(0);
    const real = await strava.postWebhook(t.app, { ...base, updates: { title: 'Longão', private: 'true' } });
    expect(real.status).toBe(200);
    expect(await eventsAbout(930_004)).toHaveLength(1);
  });
});
