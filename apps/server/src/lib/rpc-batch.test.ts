import { beforeAll, describe, expect, it } from 'vitest';
import { dbSnapshotter } from '../testing/db-snapshot.js';
import { signUpConfirmed, TestClient } from '../testing/http-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Several reads in one round trip (decision 055): the dashboard's first screen asks for 7 at once.
let t: TestApp;
let candidate: TestClient;

const FIRST_SCREEN = [
  'get_auth_context',
  'get_perfil_completo',
  'get_last_simulado',
  'get_training_plan',
  'get_rank_status',
  'get_coin_wallet',
  'get_medalhas_recentes',
];

const batch = (client: TestClient, body: unknown) => client.post('/api/rpc', body);

beforeAll(async () => {
  t = await createTestApp();
  candidate = await signUpConfirmed(t.app, t.deps.db, 'lote.primeira.tela@exemplo.com');
});

describe('POST /api/rpc answers several reads at once', () => {
  it('each answer is the one the call gives alone, with its status', async () => {
    const answer = await batch(candidate, { calls: FIRST_SCREEN });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.data)).toEqual(FIRST_SCREEN);
    for (const name of FIRST_SCREEN) {
      const alone = await candidate.rpc(name);
      expect(answer.json.data[name], name).toEqual({ status: alone.status, body: alone.json });
    }
  });

  it('signed out: who is signed in says no one, the person’s reads are 401 answers', async () => {
    const answer = await batch(new TestClient(t.app), { calls: ['get_auth_context', 'get_perfil_completo'] });
    expect(answer.status).toBe(200);
    expect(answer.json.data.get_auth_context).toEqual({ status: 200, body: { data: null } });
    expect(answer.json.data.get_perfil_completo.status).toBe(401);
    expect(answer.json.data.get_perfil_completo.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a call the person may not make is refused in its answer, as alone', async () => {
    const answer = await batch(candidate, { calls: ['get_admin_stats', 'get_coin_wallet'] });
    expect(answer.json.data.get_admin_stats.status).toBe(403);
    expect(answer.json.data.get_coin_wallet.status).toBe(200);
  });

  it('refuses writes, unknown or repeated names and oversized lists, changing nothing', async () => {
    const snapshot = dbSnapshotter(t.deps.db);
    const before = await snapshot();
    const refused = [
      [{ calls: ['mark_notifications_read'] }, 400, 'VALIDATION_FAILED'],
      [{ calls: ['get_coin_wallet', 'set_notification_settings'] }, 400, 'VALIDATION_FAILED'],
      [{ calls: ['get_nada_disso'] }, 404, 'NOT_FOUND'],
      [{ calls: ['get_coin_wallet', 'get_coin_wallet'] }, 400, 'VALIDATION_FAILED'],
      [{ calls: Array.from({ length: 13 }, (_, i) => `get_${i}`) }, 400, 'VALIDATION_FAILED'],
      [{ calls: [] }, 400, 'VALIDATION_FAILED'],
      [{ calls: 'get_coin_wallet' }, 400, 'VALIDATION_FAILED'],
      [{ calls: ['get_coin_wallet'], extra: 1 }, 400, 'VALIDATION_FAILED'],
      [[], 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, status, code] of refused) {
      const answer = await batch(candidate, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.error.code).toBe(code);
      expect(answer.json.error.message).toMatch(/\S/);
    }
    for (const rawBody of ['{"calls":', 'null', '"get_coin_wallet"', `{"calls":["${'x'.repeat(100)}"]}`]) {
      const answer = await candidate.request('/api/rpc', { method: 'POST', rawBody });
      expect(answer.status, rawBody).toBe(400);
      expect(answer.json.error.code).toMatch(/^(VALIDATION_FAILED|INVALID_JSON|BAD_REQUEST)$/);
    }
    expect(await snapshot()).toEqual(before);
  });
});
