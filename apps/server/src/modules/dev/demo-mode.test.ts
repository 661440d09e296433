import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { parseEnv } from '../../env.js';
import { TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the mail outbox answers only the machine itself', () => {
  it('a remote client cannot read reset links, through the API or the page', async () => {
    const stranger = new TestClient(t.app);
    await stranger.post('/api/auth/request-password-reset', { email: 'alguem@exemplo.com' });
    const api = await stranger.request('/api/dev/outbox');
    expect(api.status).toBe(404);
    expect(JSON.stringify(api.json)).not.toContain('token_hash');
    expect((await stranger.request('/dev/outbox')).status).toBe(404);
  });

  it('a forwarded request is not local even when the socket is (a reverse proxy on the machine)', async () => {
    const proxied = new TestClient(t.app, { loopback: true });
    const res = await proxied.request('/api/dev/outbox', { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(res.status).toBe(404);
  });

  it('the machine itself reads it', async () => {
    const res = await new TestClient(t.app, { loopback: true }).request('/api/dev/outbox');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.data)).toBe(true);
  });

  it('outside demo mode the outbox does not exist, even from the machine itself', async () => {
    const deployment = parseEnv({
      APP_URL: 'https://prontidao.exemplo.com.br',
      AUTH_SECRET: 'a'.repeat(48),
      SMTP_URL: 'smtp://mail.exemplo.com.br:587',
      VAPID_PUBLIC_KEY:
        'BPiMSwnmXhp0vQ62hWMyFZxXBjsIzCch-4R2IPCFQ5wL1r6sShX3LYrJDlT7sq4Bk2UAkGZmt8kb6PvsAQh8QAQ',
      VAPID_PRIVATE_KEY: 'b99kYsg3fzfO0vf-e43tl2WYL887YhI-R2A6LsWfNEM',
      VAPID_SUBJECT: 'mailto:operacao@prontidao.app',
    });
    expect(deployment.MODE).toBe('deployment');
    // The mailer of this test app is the outbox: only the mode decides.
    const app = createApp({ ...t.deps, env: { ...t.deps.env, MODE: 'deployment' } });
    const local = new TestClient(app, { loopback: true });
    expect((await local.request('/api/dev/outbox')).status).toBe(404);
    expect((await local.request('/dev/outbox')).status).toBe(404);
  });
});

describe('get_mail_delivery: where the sign-up box says the mail is', () => {
  it('names the outbox in the local demo', async () => {
    const res = await new TestClient(t.app).post('/api/rpc/get_mail_delivery', {});
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { outbox_path: '/dev/outbox' } });
  });

  it('names nothing outside demo mode', async () => {
    const app = createApp({ ...t.deps, env: { ...t.deps.env, MODE: 'deployment' } });
    const res = await new TestClient(app).post('/api/rpc/get_mail_delivery', {});
    expect(res.json).toEqual({ data: { outbox_path: null } });
  });

  it('refuses an input it does not take, in pt-BR', async () => {
    const res = await new TestClient(t.app).post('/api/rpc/get_mail_delivery', { x: 1 });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBeTruthy();
  });
});
