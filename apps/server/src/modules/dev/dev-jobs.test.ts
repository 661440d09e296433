import { addDays } from '@prontidao/domain/dates/plain-date';
import { localTime } from '@prontidao/domain/notifications/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { planProfile } from '../../testing/plan-candidate.js';
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

describe('POST /api/dev/jobs/notifications?at=', () => {
  it('answers only this machine, and creates what is due at the given instant, once', async () => {
    // Tomorrow: the app's own 5-minute job (today) cannot create it first.
    const today = addDays(localTime(new Date()).date, 1);
    const bia = await signUpConfirmed(t.app, t.deps.db, 'bia.relogio@exemplo.com');
    await bia.rpc('update_perfil_completo', planProfile('Bia Relógio', 'biarelogio', addDays(today, 7)));
    const at = encodeURIComponent(`${today}T10:00:00-03:00`);

    expect((await new TestClient(t.app).post(`/api/dev/jobs/notifications?at=${at}`, {})).status).toBe(404);
    const local = new TestClient(t.app, { loopback: true });
    expect((await local.post('/api/dev/jobs/notifications?at=amanha', {})).status).toBe(400);
    const first = await local.post(`/api/dev/jobs/notifications?at=${at}`, {});
    expect(first.status).toBe(200);
    expect(first.json.data.created).toBe(1);
    expect((await local.post(`/api/dev/jobs/notifications?at=${at}`, {})).json.data.created).toBe(0);
    const inbox = (await bia.rpc('get_notifications', {})).json.data;
    expect(inbox).toMatchObject({ unread: 1, items: [{ title: 'Faltam 7 dias para o seu TAF' }] });
  });
});
