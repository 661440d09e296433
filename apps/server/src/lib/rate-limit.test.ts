import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../testing/http-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { consumeRate } from './rate-limit.js';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUpConfirmed(t.app, t.deps.db, 'limite@exemplo.com');
});

describe('consumeRate', () => {
  it('counts per key in a window opened by the first call, then refuses with 429', async () => {
    const rule = { max: 2, windowSeconds: 60 };
    const at = new Date('2026-11-22T12:00:10Z');
    await consumeRate(t.deps.db, 'k1', rule, at);
    await consumeRate(t.deps.db, 'k1', rule, at);
    await expect(consumeRate(t.deps.db, 'k1', rule, at)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
    await consumeRate(t.deps.db, 'k2', rule, at);
    // still the same window 59 s later; a new one once 60 s have passed
    await expect(consumeRate(t.deps.db, 'k1', rule, new Date('2026-11-22T12:01:09Z'))).rejects.toMatchObject({
      status: 429,
    });
    await consumeRate(t.deps.db, 'k1', rule, new Date('2026-11-22T12:01:10Z'));
  });
});

describe('write calls are limited per user', () => {
  it('the 31st simulation of a minute is 429 and writes nothing', async () => {
    await t.deps.db.updateTable('profiles').set({ sexo: 'M' }).execute();
    const input = { barra_reps_param: 8, corrida_tempo_seg_param: 700, natacao_tempo_seg_param: 120 };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.rpc('save_user_test', input)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    const count = await t.deps.db
      .selectFrom('user_tests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(30);
  });
});

describe('pruning', () => {
  it('a recurring job deletes counters whose window closed long ago, ours and better-auth’s', async () => {
    const { PRUNE_RATE_LIMITS_JOB } = await import('../jobs/maintenance.js');
    const { pruneRateLimits } = await import('./rate-limit.js');
    const { sql } = await import('kysely');
    const now = new Date('2026-11-23T12:00:00Z');
    await consumeRate(t.deps.db, 'velho', { max: 5, windowSeconds: 60 }, new Date('2026-11-23T10:00:00Z'));
    await consumeRate(t.deps.db, 'recente', { max: 5, windowSeconds: 60 }, new Date('2026-11-23T11:59:00Z'));
    await sql`insert into "rateLimit" (id, key, count, "lastRequest") values ('x1', 'ip/sign-in', 1, ${new Date('2026-11-23T09:00:00Z').getTime()})`.execute(
      t.deps.db,
    );
    expect(await pruneRateLimits(t.deps.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await t.deps.db.selectFrom('rpc_rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('recente');
    expect(keys).not.toContain('velho');
    const auth = await sql<{ n: number }>`select count(*)::int as n from "rateLimit" where id = 'x1'`.execute(
      t.deps.db,
    );
    expect(auth.rows[0]?.n).toBe(0);
    // Scheduled on the queue, every 15 minutes.
    const schedule = await sql<{
      cron: string;
    }>`select cron from pgboss.schedule where name = ${PRUNE_RATE_LIMITS_JOB}`.execute(t.deps.db);
    expect(schedule.rows[0]?.cron).toBe('*/15 * * * *');
  });

  it('a rule longer than what pruning keeps is a programming error', async () => {
    await expect(consumeRate(t.deps.db, 'k', { max: 1, windowSeconds: 7200 })).rejects.toThrow();
  });
});
