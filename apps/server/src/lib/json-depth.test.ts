import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client.js';
import { signUpAdmin } from '../testing/people.js';
import * as strava from '../testing/strava.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Issue 20 §2: a body nested 20,000 levels (40 KB, under the size cap) is refused by every JSON
// reader of the server with a pt-BR 400, before anything walks it (zod, JSON.stringify, a store).
let t: TestApp;
let admin: TestClient;

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => `{"a":${nested(depth)}}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t.app, t.deps.db, 'admin-profundo@exemplo.com')).client;
});

const expectTooDeep = (res: { status: number; json: { error?: { code: string; message: string } } }) => {
  expect(res.status).toBe(400);
  expect(res.json.error?.code).toBe('JSON_TOO_DEEP');
  expect(res.json.error?.message).toMatch(/aninhad/);
};

describe('a JSON body nested too deep', () => {
  it('is a 400 on an RPC call, also where the input takes any document', async () => {
    expectTooDeep(
      await admin.request('/api/rpc/preview_edital', { rawBody: `{"document":${deepObject(20_000)}}` }),
    );
    expectTooDeep(
      await new TestClient(t.app).request('/api/rpc/get_cargos', { rawBody: deepObject(20_000) }),
    );
  });

  it('is a 400 on the sign-in and sign-up addresses', async () => {
    const anon = new TestClient(t.app);
    expectTooDeep(await anon.request('/api/auth/sign-in/email', { rawBody: deepObject(20_000) }));
    expectTooDeep(await anon.request('/api/auth/sign-up/email', { rawBody: deepObject(20_000) }));
  });

  it('is a 400 on the Strava webhook, and nothing is stored', async () => {
    const body = `{"object_type":"activity","object_id":1,"aspect_type":"create","owner_id":1,"subscription_id":${strava.SUBSCRIPTION_ID},"event_time":1,"updates":${deepObject(20_000)}}`;
    expectTooDeep(await new TestClient(t.app).request('/api/strava/webhook', { rawBody: body }));
    expect(await t.deps.db.selectFrom('webhook_events').select('id').execute()).toHaveLength(0);
  });

  it('still reads an ordinary body and a body nested 32 levels', async () => {
    const ok = await admin.request('/api/rpc/preview_edital', { rawBody: `{"document":${nested(30)}}` });
    expect(ok.json.error?.code).not.toBe('JSON_TOO_DEEP');
    expect(ok.status).toBeLessThan(500);
  });
});
