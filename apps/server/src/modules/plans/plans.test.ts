import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { entitlementsOfUser, missingPurchaseLinks } from './plans.service.js';

// get_plano_atual through the real routes: the plan an admin set (profiles.plano_code), what it
// unlocks, and the purchase links from the config (docs/decisions/031-plans.md).
let t: TestApp;
let ana: TestClient;
let anaId = '';

const idOf = (email: string) => userIdOf(t.deps.db, email);

const setPlan = (userId: string, plano_code: PlanCode | null) =>
  t.deps.db.updateTable('profiles').set({ plano_code }).where('id', '=', userId).execute();

const FREE_ENTITLEMENTS = { premium_contents: false, technique_analyses_per_month: 3, training_plan: false };

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana.planos@exemplo.com');
  anaId = await idOf('ana.planos@exemplo.com');
});

describe('get_plano_atual', () => {
  it('a new account is on the free tier; no link configured reads as null', async () => {
    const res = await ana.rpc('get_plano_atual');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({
      plano_code: 'FREE',
      name: 'Gratuito',
      is_free: true,
      entitlements: FREE_ENTITLEMENTS,
      purchase_links: { COMUM: null, AVAN_MENSAL: null, AVAN_SEMESTRE: null, consult: null },
      // No end; plans are bought here (the tests run the Mercado Pago stand-in).
      until: null,
      checkout: true,
      // Nothing bought: no 'since', no subscription.
      since: null,
      subscription: null,
    });
    expect(missingPurchaseLinks(t.deps.env)).toEqual(['COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE']);
  });

  it('a missing or unknown stored code is the free tier too', async () => {
    // 'VIP': a code the app never writes (old data).
    for (const code of [null, 'VIP' as PlanCode]) {
      await setPlan(anaId, code);
      const { data } = (await ana.rpc('get_plano_atual')).json;
      expect(data).toMatchObject({ plano_code: 'FREE', is_free: true, entitlements: FREE_ENTITLEMENTS });
      expect(await entitlementsOfUser(t.deps.db, anaId)).toEqual(FREE_ENTITLEMENTS);
    }
  });

  it('returns the plan set in the database with what it unlocks', async () => {
    await setPlan(anaId, 'COMUM');
    expect((await ana.rpc('get_plano_atual')).json.data).toMatchObject({
      plano_code: 'COMUM',
      name: 'Simulado avulso',
      is_free: false,
      entitlements: { premium_contents: true, technique_analyses_per_month: 10, training_plan: false },
    });
    await setPlan(anaId, 'AVAN_SEMESTRE');
    expect((await ana.rpc('get_plano_atual')).json.data).toMatchObject({
      plano_code: 'AVAN_SEMESTRE',
      name: 'Avançado Semestral',
      is_free: false,
      entitlements: { premium_contents: true, technique_analyses_per_month: null, training_plan: true },
    });
    expect(await entitlementsOfUser(t.deps.db, anaId)).toEqual({
      premium_contents: true,
      technique_analyses_per_month: null,
      training_plan: true,
    });
    await setPlan(anaId, 'FREE');
  });

  it('each person sees their own plan', async () => {
    const bruno = await signUpConfirmed(t.app, t.deps.db, 'bruno.planos@exemplo.com');
    await setPlan(await idOf('bruno.planos@exemplo.com'), 'AVAN_MENSAL');
    expect((await bruno.rpc('get_plano_atual')).json.data.plano_code).toBe('AVAN_MENSAL');
    expect((await ana.rpc('get_plano_atual')).json.data.plano_code).toBe('FREE');
  });

  it('returns the configured purchase and consultation links', async () => {
    const links = {
      PLAN_COMUM_URL: 'https://pagamento.exemplo.com/avulso',
      PLAN_AVAN_MENSAL_URL: 'https://pagamento.exemplo.com/mensal',
      PLAN_AVAN_SEMESTRE_URL: 'https://pagamento.exemplo.com/semestral',
      CONSULT_URL: 'https://wa.me/5561999990000',
    };
    Object.assign(t.deps.env, links);
    try {
      expect((await ana.rpc('get_plano_atual')).json.data.purchase_links).toEqual({
        COMUM: links.PLAN_COMUM_URL,
        AVAN_MENSAL: links.PLAN_AVAN_MENSAL_URL,
        AVAN_SEMESTRE: links.PLAN_AVAN_SEMESTRE_URL,
        consult: links.CONSULT_URL,
      });
      expect(missingPurchaseLinks(t.deps.env)).toEqual([]);
    } finally {
      for (const name of Object.keys(links)) delete (t.deps.env as unknown as Record<string, unknown>)[name];
    }
  });

  it('is refused without a session', async () => {
    expect((await new TestClient(t.app).rpc('get_plano_atual')).status).toBe(401);
  });
});

describe('premium contents (get_premium_contents)', () => {
  it('a paid plan unlocks the three without coins; the free tier still needs them', async () => {
    await setPlan(anaId, 'FREE');
    const free = (await ana.rpc('get_premium_contents')).json.data;
    expect(free.items.map((i: { available: boolean }) => i.available)).toEqual([false, false, false]);
    expect(free.items[0].missing).toBe(500);

    await setPlan(anaId, 'COMUM');
    const paid = (await ana.rpc('get_premium_contents')).json.data;
    expect(paid.items).toHaveLength(3);
    for (const item of paid.items) expect(item).toMatchObject({ available: true, missing: 0 });
    await setPlan(anaId, 'FREE');
  });
});
