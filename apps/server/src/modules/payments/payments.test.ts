import { beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../integrations/mercado-pago/webhook-signature.js';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { endPaidPeriods } from './payments.service.js';

// Issue 25 against the Mercado Pago stand-in: a checkout of our price, the provider's signed notice
// grants the plan — once, whatever the replays — a forged one changes nothing, an amount that is not
// the plan's is refused, a refund or a chargeback ends the plan.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const standIn = () => {
  const wired = t.deps.paymentsWiring.standIn;
  if (!wired) throw new Error('the tests run the Mercado Pago stand-in');
  return wired;
};

/** The person buys `plan` on the stand-in's checkout page with `method`; the payment's ids. */
async function buy(client: TestClient, plan: string, method: 'card' | 'pix' | 'reject') {
  const checkout = await client.rpc('create_checkout', { plano_code: plan });
  expect(checkout.status).toBe(200);
  const page = new URL(checkout.json.data.checkout_url);
  const pay = await t.app.request(`${page.pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method }).toString(),
  });
  expect([302, 303]).toContain(pay.status);
  const provider = [...standIn().payments.values()].find(
    (payment) => payment.external_reference === checkout.json.data.payment_id,
  );
  if (!provider) throw new Error('the stand-in made no payment');
  return { paymentId: checkout.json.data.payment_id as string, providerId: provider.id, page };
}

const plan = async (client: TestClient) => (await client.rpc('get_plano_atual')).json.data;
const countRows = async (table: 'payments' | 'payment_notices') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('buying a plan (Mercado Pago stand-in)', () => {
  it('card: the notice grants Avançado Mensal for a month; the receipt is in Meus pagamentos', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.cartao@exemplo.com');
    expect(await plan(client)).toMatchObject({ plano_code: 'FREE', checkout: true, until: null });
    const before = Date.now();
    const { paymentId } = await buy(client, 'AVAN_MENSAL', 'card');
    const now = await plan(client);
    expect(now).toMatchObject({ plano_code: 'AVAN_MENSAL', entitlements: { training_plan: true } });
    const days = (Date.parse(now.until) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.1);
    const receipts = (await client.rpc('get_my_payments')).json.data;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      id: paymentId,
      plano_code: 'AVAN_MENSAL',
      amount_cents: 4990,
      status: 'aprovado',
      method: 'cartao',
      provider: 'mercado_pago',
    });
    expect((await client.rpc('get_my_payment', { payment_id: paymentId })).json.data.status).toBe('aprovado');
  });

  it('PIX: pending until paid, then granted; the same notice ten times and five at once grant once', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.pix@exemplo.com');
    const { paymentId, providerId } = await buy(client, 'AVAN_SEMESTRE', 'pix');
    expect((await client.rpc('get_my_payment', { payment_id: paymentId })).json.data).toMatchObject({
      status: 'pendente',
      method: 'pix',
    });
    expect((await plan(client)).plano_code).toBe('FREE');

    await standIn().approvePix(providerId);
    const granted = await plan(client);
    expect(granted.plano_code).toBe('AVAN_SEMESTRE');
    const notices = await countRows('payment_notices');
    for (let i = 0; i < 10; i++) await standIn().redeliver(providerId);
    await Promise.all(Array.from({ length: 5 }, () => standIn().redeliver(providerId)));
    expect(await countRows('payment_notices')).toBe(notices);
    expect((await plan(client)).until).toBe(granted.until);
    const [receipt] = (await client.rpc('get_my_payments')).json.data;
    expect(receipt).toMatchObject({ status: 'aprovado', period_end: granted.until });
  });

  it('a refused card grants nothing', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.recusada@exemplo.com');
    const { paymentId } = await buy(client, 'AVAN_MENSAL', 'reject');
    expect((await client.rpc('get_my_payment', { payment_id: paymentId })).json.data.status).toBe('recusado');
    expect((await plan(client)).plano_code).toBe('FREE');
  });

  it('a forged or unsigned notice is refused (401) and changes nothing', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.forjada@exemplo.com');
    const { providerId } = await buy(client, 'AVAN_MENSAL', 'pix');
    // The PIX is still pending at the provider: a notice, if believed, would be read and applied.
    const notices = await countRows('payment_notices');
    const ts = String(Math.floor(Date.now() / 1000));
    const post = (headers: Record<string, string>) =>
      t.app.request(`/api/payments/webhook?data.id=${providerId}&type=payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: providerId } }),
      });
    const requestId = 'a3f1c2d4-0000-4000-8000-000000000001';
    const attempts: Record<string, string>[] = [
      {},
      { 'x-request-id': requestId },
      {
        'x-signature': signWebhook('not-the-secret', { dataId: providerId, requestId, ts }),
        'x-request-id': requestId,
      },
      {
        'x-signature': signWebhook('stand-in-webhook-secret', { dataId: '999', requestId, ts }),
        'x-request-id': requestId,
      },
    ];
    for (const headers of attempts) {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await countRows('payment_notices')).toBe(notices);
    expect((await plan(client)).plano_code).toBe('FREE');
  });

  it('an amount that is not the plan’s is refused and logged: no plan', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.valor@exemplo.com');
    const checkout = await client.rpc('create_checkout', { plano_code: 'AVAN_SEMESTRE' });
    const page = new URL(checkout.json.data.checkout_url);
    const preferenceId = page.pathname.split('/').at(-1) ?? '';
    // Someone changed the price on the way (R$ 1,00 for the semester).
    const preference = standIn().preferences.get(preferenceId) as { amount: number } | undefined;
    if (!preference) throw new Error('no preference');
    preference.amount = 1;
    await t.app.request(`${page.pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=card',
    });
    expect((await plan(client)).plano_code).toBe('FREE');
    const outcome = await t.deps.db
      .selectFrom('payment_notices')
      .select('outcome')
      .where('payment_id', '=', checkout.json.data.payment_id)
      .execute();
    expect(outcome).toEqual([{ outcome: 'valor_divergente' }]);
    expect(
      (await client.rpc('get_my_payment', { payment_id: checkout.json.data.payment_id })).json.data.status,
    ).toBe('criado');
  });

  it('a refund ends the plan at once; a chargeback too; an earlier paid month stays', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.estorno@exemplo.com');
    const first = await buy(client, 'AVAN_MENSAL', 'card');
    const second = await buy(client, 'AVAN_MENSAL', 'card');
    const twoMonths = await plan(client);
    // The second month follows the first.
    expect((Date.parse(twoMonths.until) - Date.now()) / 86_400_000).toBeGreaterThan(55);

    await standIn().refund(second.providerId);
    const oneMonth = await plan(client);
    expect(oneMonth.plano_code).toBe('AVAN_MENSAL');
    expect((Date.parse(oneMonth.until) - Date.now()) / 86_400_000).toBeLessThan(32);

    await standIn().chargeBack(first.providerId);
    expect(await plan(client)).toMatchObject({ plano_code: 'FREE', until: null });
    const statuses = (await client.rpc('get_my_payments')).json.data.map((p: { status: string }) => p.status);
    expect(statuses.sort()).toEqual(['contestado', 'estornado']);
  });

  it('the one-off Simulado avulso has no end; the free tier is not for sale', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'compra.avulso@exemplo.com');
    await buy(client, 'COMUM', 'card');
    expect(await plan(client)).toMatchObject({ plano_code: 'COMUM', until: null });
    expect((await client.rpc('create_checkout', { plano_code: 'FREE' })).status).toBe(400);
  });

  it('the clock ends a paid month: back to a one-off bought before, or to the free tier', async () => {
    const both = await signUpConfirmed(t.app, t.deps.db, 'compra.fim@exemplo.com');
    await buy(both, 'COMUM', 'card');
    await buy(both, 'AVAN_MENSAL', 'card');
    const month = await signUpConfirmed(t.app, t.deps.db, 'compra.fim.mes@exemplo.com');
    await buy(month, 'AVAN_MENSAL', 'card');
    expect((await plan(both)).plano_code).toBe('AVAN_MENSAL');

    expect(await endPaidPeriods(t.deps.db, new Date(Date.now() + 20 * 86_400_000))).toBe(0);
    expect(await endPaidPeriods(t.deps.db, new Date(Date.now() + 40 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect(await plan(both)).toMatchObject({ plano_code: 'COMUM', until: null });
    expect(await plan(month)).toMatchObject({ plano_code: 'FREE', until: null });
  });
});
