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
