import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { inTransaction } from './transaction.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.jobs.register({ name: 'test.tx', handler: async () => {} });
});

const outboxTo = (to: string) =>
  t.deps.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute();
const jobsNamed = (name: string) =>
  sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${name}`
    .execute(t.deps.db)
    .then((r) => r.rows[0]?.n ?? 0);

const mail = (to: string) => ({ to_address: to, subject: 's', text_body: 't', html_body: 'h' });

describe('inTransaction', () => {
  it('all or nothing: a failure after two writes and a queued job leaves none of them', async () => {
    await t.deps.jobs.start();
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await tx.insertInto('mail_outbox').values(mail('tx1@exemplo.com')).execute();
        await tx.insertInto('mail_outbox').values(mail('tx1@exemplo.com')).execute();
        await t.deps.jobs.send('test.tx', { n: 1 }, { transaction: tx });
        throw new Error('falha no meio');
      }),
    ).rejects.toThrow('falha no meio');
    expect(await outboxTo('tx1@exemplo.com')).toHaveLength(0);
    expect(await jobsNamed('test.tx')).toBe(0);
  });

  it('commits the rows and the job together; outside readers never see half of it', async () => {
    let seenInside = -1;
    const reader = (async () => {
      // Starts while the transaction is open: sees nothing or everything, never one row.
      await new Promise((resolve) => setTimeout(resolve, 5));
      seenInside = (await outboxTo('tx2@exemplo.com')).length;
    })();
    await inTransaction(t.deps.db, async (tx) => {
      await tx.insertInto('mail_outbox').values(mail('tx2@exemplo.com')).execute();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.insertInto('mail_outbox').values(mail('tx2@exemplo.com')).execute();
      await t.deps.jobs.send('test.tx', { n: 2 }, { transaction: tx });
    });
    await reader;
    expect([0, 2]).toContain(seenInside);
    expect(await outboxTo('tx2@exemplo.com')).toHaveLength(2);
    expect(await jobsNamed('test.tx')).toBe(1);
  });
});
