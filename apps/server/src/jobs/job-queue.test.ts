import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createJobQueue, dedupeId } from './job-queue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const jobRows = (name: string) =>
  sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where name = ${name}`
    .execute(t.deps.db)
    .then((r) => r.rows);

describe('job queue (pg-boss on this database)', () => {
  it('retries a failing job with backoff until it succeeds', async () => {
    const seen: number[] = [];
    const worker = createJobQueue(t.handle, t.deps.log, { pollSeconds: 0.5 });
    worker.register<{ n: number }>({
      name: 'test.flaky',
      retryDelaySeconds: 1,
      handler: async ({ n }) => {
        seen.push(n);
        if (seen.length < 2) throw new Error('falha passageira');
      },
    });
    await worker.start();
    await worker.send('test.flaky', { n: 7 });
    await expect
      .poll(() => jobRows('test.flaky').then((r) => r[0]?.state), { timeout: 15_000 })
      .toBe('completed');
    expect(seen).toEqual([7, 7]);
    expect((await jobRows('test.flaky'))[0]?.retry_count).toBe(1);
    await worker.stop();
  });

  it('a job that keeps failing stays visible as failed', async () => {
    const worker = createJobQueue(t.handle, t.deps.log, { pollSeconds: 0.5 });
    worker.register({
      name: 'test.broken',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async () => {
        throw new Error('sempre falha');
      },
    });
    await worker.start();
    await worker.send('test.broken', {});
    await expect
      .poll(() => jobRows('test.broken').then((r) => r[0]?.state), { timeout: 20_000 })
      .toBe('failed');
    expect((await worker.stats()).failed).toBeGreaterThanOrEqual(1);
    await worker.stop();
  });

  it('drains a backlog at once, not one job per polling interval; higher priority first', async () => {
    const done: string[] = [];
    // A 3-second interval: twenty jobs one per interval would take a minute.
    const worker = createJobQueue(t.handle, t.deps.log, { pollSeconds: 3 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    worker.register<{ tag: string }>({
      name: 'test.burst',
      handler: async ({ tag }) => {
        if (tag === 'primeiro') await gate;
        done.push(tag);
      },
    });
    await worker.start();
    await worker.send('test.burst', { tag: 'primeiro' });
    await expect
      .poll(() => jobRows('test.burst').then((r) => r[0]?.state), { timeout: 10_000 })
      .toBe('active');
    // While the first runs: twenty reminders, then an account mail that must not wait behind them.
    for (let i = 0; i < 20; i++) await worker.send('test.burst', { tag: `lembrete-${i}` });
    await worker.send('test.burst', { tag: 'conta' }, { priority: 10 });
    const started = Date.now();
    release();
    await expect.poll(() => done.length, { timeout: 20_000, interval: 100 }).toBe(22);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(done[1]).toBe('conta');
    await worker.stop();
  });

  it('a dedupe key queues the same work once', async () => {
    const worker = createJobQueue(t.handle, t.deps.log);
    worker.register({ name: 'test.once', handler: async () => {} });
    await worker.start();
    const first = await worker.send('test.once', { a: 1 }, { dedupeKey: 'atividade:42' });
    const again = await worker.send('test.once', { a: 1 }, { dedupeKey: 'atividade:42' });
    expect(first).toBe(dedupeId('test.once', 'atividade:42'));
    expect(again).toBeNull();
    expect(await jobRows('test.once')).toHaveLength(1);
    await worker.stop();
  });

  it('a queued job survives a restart of the process that queued it', async () => {
    // Queued by a process that runs no workers and then stops.
    const before = createJobQueue(t.handle, t.deps.log);
    before.register({ name: 'test.later', handler: async () => {} });
    await before.start({ work: false });
    await before.send('test.later', { x: 2 });
    await before.stop();
    expect((await jobRows('test.later'))[0]?.state).toBe('created');
    const done: number[] = [];
    const after = createJobQueue(t.handle, t.deps.log, { pollSeconds: 0.5 });
    after.register<{ x: number }>({
      name: 'test.later',
      handler: async ({ x }) => {
        done.push(x);
      },
    });
    await after.start();
    await expect.poll(() => done.includes(2), { timeout: 10_000 }).toBe(true);
    await after.stop();
  });
});
