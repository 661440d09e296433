import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The demo's clock for the deletion job: the e2e journeys run it "8 days later".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/dev/jobs/account-deletions', () => {
  it('answers only this machine, and deletes what is due at the given instant', async () => {
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.relogio@exemplo.com');
    const asked = await ana.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: 'EXCLUIR MINHA CONTA',
    });
    expect(asked.status).toBe(200);

    const remote = await new TestClient(t.app).post('/api/dev/jobs/account-deletions', {
      at: new Date().toISOString(),
    });
    expect(remote.status).toBe(404);

    const local = new TestClient(t.app, { loopback: true });
    expect((await local.post('/api/dev/jobs/account-deletions', { at: 'amanhã' })).status).toBe(400);
    const now = await local.post('/api/dev/jobs/account-deletions', { at: new Date().toISOString() });
    expect(now.json.data.deleted).toBe(0);
    const later = await local.post('/api/dev/jobs/account-deletions', {
      at: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    expect(later.json.data.deleted).toBe(1);
    const gone = await t.deps.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'ana.relogio@exemplo.com')
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
