import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { signUpAdmin as signUpAdminAccount } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { runPaidPlanClock } from './payments.service.js';

// Issue 25, decision 052: the monthly plan renews. Three days before a paid month ends the clock
// charges the next one (a checkout at the stand-in, paid from the plans page with PIX or card);
// paid, the month follows the first; not paid by the end, the plan ends with the month and the
// subscription with it; 'Cancelar assinatura' stops the renewals and keeps the month paid.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 86_400_000;

const standIn = () => {
  const wired = t.deps.paymentsWiring.standIn;
  if (!wired) throw new Error('the tests run the Mercado Pago stand-in');
  return wired;
};

/** Pays the checkout at `checkoutUrl` on the stand-in's page; the provider's payment id. */
async function pay(checkoutUrl: string, method: 'card' | 'pix' | 'reject') {
  const page = new URL(checkoutUrl);
  const res = await t.app.request(`${page.pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method }).toString(),
  });
  expect([302, 303]).toContain(res.status);
  const preferenceId = page.pathname.split('/').at(-1);
  const payments = [...standIn().payments.values()].filter((p) => p.preference_id === preferenceId);
  const last = payments.at(-1);
  if (!last) throw new Error('the stand-in made no payment');
  return last.id;
}

async function subscribe(email: string, method: 'card' | 'pix' = 'card') {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const checkout = await client.rpc('create_checkout', { plano_code: 'AVAN_MENSAL' });
  expect(checkout.status).toBe(200);
  const providerId = await pay(checkout.json.data.checkout_url, method);
  if (method === 'pix') await standIn().approvePix(providerId);
  return client;
}

const plan = async (client: TestClient) => (await client.rpc('get_plano_atual')).json.data;
const clock = (at: number) => runPaidPlanClock({ ...t.deps, payments: t.deps.payments }, new Date(at));

describe('the monthly plan renews (Mercado Pago stand-in)', () => {
  it('three days before the end the next month is charged once; paid with PIX, it follows the first', async () => {
    const client = await subscribe('renova.pix@exemplo.com');
    const first = await plan(client);
    expect(first).toMatchObject({
      plano_code: 'AVAN_MENSAL',
      subscription: { status: 'ativa', renewal: null },
    });
    expect(Date.parse(first.since)).toBeLessThanOrEqual(Date.now());
    const end = Date.parse(first.until);

    // Four days before: nothing yet. Two days before: one renewal, whatever the runs at once.
    expect((await clock(end - 4 * DAY)).issued).toBe(0);
    const runs = await Promise.all([clock(end - 2 * DAY), clock(end - 2 * DAY), clock(end - 2 * DAY)]);
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBe(1);
    expect((await clock(end - DAY)).issued).toBe(0);
    const { renewal } = (await plan(client)).subscription;
    expect(renewal).toMatchObject({ amount_cents: 4990, due_at: first.until, status: 'criado' });

    const providerId = await pay(renewal.checkout_url, 'pix');
    expect((await plan(client)).subscription.renewal).toMatchObject({ status: 'pendente' });
    await standIn().approvePix(providerId);
    const renewed = await plan(client);
    expect(renewed.subscription).toMatchObject({ status: 'ativa', renewal: null });
    // The new month starts where the paid one ends, not on the day it was paid; 'since' stays.
    expect(Date.parse(renewed.until)).toBeGreaterThanOrEqual(end + 28 * DAY);
    expect(Date.parse(renewed.until)).toBeLessThanOrEqual(end + 31 * DAY);
    expect(renewed.since).toBe(first.since);
    const receipts = (await client.rpc('get_my_payments')).json.data;
    expect(receipts.map((r: { status: string }) => r.status)).toEqual(['aprovado', 'aprovado']);
  });

  it('a renewal not paid by the end: a refused card stays payable, then the plan and the subscription end with the month', async () => {
    const client = await subscribe('renova.falha@exemplo.com');
    const end = Date.parse((await plan(client)).until);
    await clock(end - 2 * DAY);
    const { renewal } = (await plan(client)).subscription;
    await pay(renewal.checkout_url, 'reject');
    // Refused: still the month paid, and the renewal can still be paid.
    expect(await plan(client)).toMatchObject({
      plano_code: 'AVAN_MENSAL',
      subscription: { status: 'ativa', renewal: { payment_id: renewal.payment_id } },
    });

    const after = await clock(end + 60_000);
    expect(after.unpaid).toBeGreaterThanOrEqual(1);
    const ended = await plan(client);
    expect(ended).toMatchObject({
      plano_code: 'FREE',
      until: null,
      since: null,
      subscription: { status: 'encerrada', end_reason: 'renovacao_nao_paga', renewal: null },
    });
    const mine = await client.rpc('get_my_payment', { payment_id: renewal.payment_id });
    expect(mine.json.data.status).toBe('cancelado');
    // Nothing more is charged for an ended subscription.
    expect((await clock(end + 27 * DAY)).issued).toBe(0);
  });

  it('Cancelar assinatura: the month paid stays, the renewal issued is cancelled, nothing more is charged', async () => {
    const client = await subscribe('renova.cancela@exemplo.com', 'pix');
    const until = (await plan(client)).until;
    const end = Date.parse(until);
    await clock(end - 2 * DAY);
    const { renewal } = (await plan(client)).subscription;
    expect(renewal).not.toBeNull();

    const cancelled = await client.rpc('cancel_subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.subscription).toMatchObject({ status: 'cancelada', renewal: null });
    expect(await plan(client)).toMatchObject({ plano_code: 'AVAN_MENSAL', until });
    const again = await client.rpc('cancel_subscription');
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('NO_ACTIVE_SUBSCRIPTION');

    expect((await clock(end - DAY)).issued).toBe(0);
    await clock(end + 60_000);
    expect(await plan(client)).toMatchObject({ plano_code: 'FREE', subscription: { status: 'cancelada' } });
    // Subscribing again runs it once more.
    const checkout = await client.rpc('create_checkout', { plano_code: 'AVAN_MENSAL' });
    await pay(checkout.json.data.checkout_url, 'card');
    expect((await plan(client)).subscription).toMatchObject({ status: 'ativa', cancelled_at: null });
  });

  it('the semester plan replaces the monthly subscription; a free person has none to cancel', async () => {
    const client = await subscribe('renova.semestre@exemplo.com');
    const checkout = await client.rpc('create_checkout', { plano_code: 'AVAN_SEMESTRE' });
    await pay(checkout.json.data.checkout_url, 'card');
    expect(await plan(client)).toMatchObject({
      plano_code: 'AVAN_SEMESTRE',
      subscription: { status: 'encerrada', end_reason: 'semestral' },
    });
    const free = await signUpConfirmed(t.app, t.deps.db, 'renova.gratis@exemplo.com');
    expect(await plan(free)).toMatchObject({ plano_code: 'FREE', since: null, subscription: null });
    expect((await free.rpc('cancel_subscription')).status).toBe(409);
  });
});

describe('admins see the payments and a person’s plan history', () => {
  it('lists every payment with whose it is and the provider’s ids, by status, page by page', async () => {
    const count = await t.deps.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const admin = await signUpAdmin();
    const all = await admin.rpc('admin_list_payments', {});
    expect(all.status).toBe(200);
    expect(all.json.data.payments).toHaveLength(Math.min(50, Number(count.n)));
    const approved = (await admin.rpc('admin_list_payments', { status: 'aprovado' })).json.data;
    expect(approved.payments.length).toBeGreaterThan(0);
    expect(approved.payments.every((p: { status: string }) => p.status === 'aprovado')).toBe(true);
    expect(approved.payments[0]).toMatchObject({
      email: expect.stringContaining('@exemplo.com'),
      provider: 'mercado_pago',
      provider_payment_id: expect.any(String),
      checkout_id: expect.any(String),
    });
    // Newest first, and a page follows from its cursor without repeating a row.
    const times = all.json.data.payments.map((p: { created_at: string }) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.rpc('admin_list_payments', { cursor: 'x|y' })).status).toBe(400);

    // 60 checkouts more, several in the same instant: two pages, no row twice, none left out.
    const buyer = await signUpConfirmed(t.app, t.deps.db, 'renova.muitos@exemplo.com');
    const buyerId = (await buyer.rpc('get_auth_context')).json.data.user.id as string;
    const at = new Date();
    await t.deps.db
      .insertInto('payments')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          user_id: buyerId,
          plan_code: 'COMUM' as const,
          amount_cents: 3190,
          // Microseconds apart, as now() writes them: the cursor keeps them.
          created_at: sql<Date>`${at.toISOString()}::timestamptz - make_interval(secs => ${(i % 7) + (i % 3) / 1_000_000})`,
        })),
      )
      .execute();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (
        await admin.rpc('admin_list_payments', { status: 'criado', ...(cursor ? { cursor } : {}) })
      ).json.data;
      seen.push(...page.payments.map((p: { id: string }) => p.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    const created = await t.deps.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'criado')
      .execute();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(created.map((row) => row.id).sort());

    const candidate = await signUpConfirmed(t.app, t.deps.db, 'renova.lista@exemplo.com');
    expect((await candidate.rpc('admin_list_payments', {})).status).toBe(403);
  });

  it('a person’s plan history: payments newest first, with an admin’s courtesy change', async () => {
    const client = await subscribe('renova.historico@exemplo.com');
    const id = (await client.rpc('get_auth_context')).json.data.user.id as string;
    const admin = await signUpAdmin();
    expect(
      (await admin.rpc('admin_set_user_plan', { user_id: id, plano_code: 'AVAN_SEMESTRE' })).status,
    ).toBe(200);
    const history = await admin.rpc('admin_get_plan_history', { user_id: id });
    expect(history.status).toBe(200);
    expect(history.json.data).toMatchObject({
      plano_code: 'AVAN_SEMESTRE',
      until: null,
      subscription: { status: 'ativa' },
    });
    expect(history.json.data.events.map((e: { kind: string }) => e.kind)).toEqual(['admin', 'pagamento']);
    expect(history.json.data.events[0]).toMatchObject({
      from: 'AVAN_MENSAL',
      to: 'AVAN_SEMESTRE',
      actor_email: 'renova.admin@exemplo.com',
    });
    expect(history.json.data.events[1].payment).toMatchObject({
      plano_code: 'AVAN_MENSAL',
      status: 'aprovado',
    });
    expect((await admin.rpc('admin_get_plan_history', { user_id: 'ninguem' })).status).toBe(404);
  });
});

let adminClient: TestClient | null = null;
/** One admin for the admin tests. */
async function signUpAdmin() {
  adminClient ??= (await signUpAdminAccount(t.app, t.deps.db, 'renova.admin@exemplo.com')).client;
  return adminClient;
}
