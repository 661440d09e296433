import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMercadoPagoClient,
  type MercadoPagoClient,
  type PreferenceInput,
} from '../mercado-pago-client.js';
import { verifyWebhookSignature } from '../webhook-signature.js';
import {
  createMercadoPagoStandIn,
  type MercadoPagoStandIn,
  STAND_IN_ACCESS_TOKEN,
  STAND_IN_WEBHOOK_SECRET,
} from './create-mercado-pago-stand-in.js';

// The stand-in's own behaviour, in process: a person's clicks are form POSTs to its routes, and
// the webhooks it sends are caught by the fetch it is given and checked with our verifier.

const APP_URL = 'http://localhost:3000';
const PREFIX = '/api/stand-in/mercado-pago';
const WEBHOOK_URL = `${APP_URL}/api/payments/webhook`;
const NOW = new Date('2026-11-23T12:00:00.000Z');

const INPUT: PreferenceInput = {
  itemId: 'plano-mensal',
  title: 'Plano mensal',
  unitPrice: 49.9,
  externalReference: 'assinatura-42',
  payerEmail: 'ana@example.com',
  backUrls: {
    success: `${APP_URL}/pagamento/sucesso`,
    pending: `${APP_URL}/pagamento/pendente`,
    failure: `${APP_URL}/pagamento/falha`,
  },
  notificationUrl: WEBHOOK_URL,
};

interface Delivery {
  url: URL;
  signature: string | null;
  requestId: string | null;
  body: { id: number; type: string; action: string; api_version: string; data: { id: string } };
}

let deliveries: Delivery[];
let webhookStatus: number;
let standIn: MercadoPagoStandIn;
let client: MercadoPagoClient;

beforeEach(() => {
  deliveries = [];
  webhookStatus = 200;
  const webhookFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    deliveries.push({
      url: new URL(String(input)),
      signature: headers.get('x-signature'),
      requestId: headers.get('x-request-id'),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(null, { status: webhookStatus });
  }) as typeof fetch;
  standIn = createMercadoPagoStandIn({
    appUrl: APP_URL,
    webhookUrl: WEBHOOK_URL,
    fetch: webhookFetch,
    now: () => NOW,
  });
  const apiFetch = (async (input: string | URL | Request, init?: RequestInit) =>
    standIn.routes.request(String(input).slice(standIn.apiUrl.length), init)) as typeof fetch;
  client = createMercadoPagoClient({
    accessToken: STAND_IN_ACCESS_TOKEN,
    apiUrl: standIn.apiUrl,
    fetch: apiFetch,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether the delivery carries a signature our verifier accepts, as our webhook route would check it. */
const signedByStandIn = (delivery: Delivery | undefined) =>
  delivery !== undefined &&
  verifyWebhookSignature({
    secret: STAND_IN_WEBHOOK_SECRET,
    header: delivery.signature,
    requestId: delivery.requestId,
    dataId: delivery.url.searchParams.get('data.id'),
    nowSeconds: NOW.getTime() / 1000,
  });

/** What a person does: open the checkout and press one of its buttons. */
async function pay(method: 'pix' | 'card' | 'reject', input: PreferenceInput = INPUT) {
  const { id, initPoint } = await client.createPreference(input);
  const page = await standIn.routes.request(new URL(initPoint).pathname.slice(PREFIX.length));
  expect(page.status).toBe(200);
  const response = await standIn.routes.request(`/checkout/${id}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ method }),
  });
  const paymentId = [...standIn.payments.keys()].at(-1) ?? '';
  return { preferenceId: id, paymentId, response, location: response.headers.get('Location') ?? '' };
}

describe('paying by card', () => {
  it('approves the payment, sends one signed webhook and returns to back_urls.success', async () => {
    const { preferenceId, paymentId, response, location } = await pay('card');
    expect(paymentId).toBe('1000000001');
    expect(response.status).toBe(303);
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(INPUT.backUrls.success);
    expect(back.searchParams.get('payment_id')).toBe(paymentId);
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe('assinatura-42');
    expect(back.searchParams.get('preference_id')).toBe(preferenceId);

    expect(await client.getPayment(paymentId)).toMatchObject({
      status: 'approved',
      transaction_amount: 49.9,
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
    });

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(`${delivery?.url.origin}${delivery?.url.pathname}`).toBe(WEBHOOK_URL);
    expect(delivery?.url.searchParams.get('data.id')).toBe(paymentId);
    expect(delivery?.url.searchParams.get('type')).toBe('payment');
    expect(delivery?.body).toMatchObject({
      type: 'payment',
      action: 'payment.created',
      api_version: 'v1',
      data: { id: paymentId },
    });
    expect(signedByStandIn(delivery)).toBe(true);
    // Signed with the stand-in's secret, not any other.
    expect(
      verifyWebhookSignature({
        secret: 'outro-segredo',
        header: delivery?.signature,
        requestId: delivery?.requestId,
        dataId: paymentId,
        nowSeconds: NOW.getTime() / 1000,
      }),
    ).toBe(false);
  });
});

describe('paying with PIX', () => {
  it('waits on the PIX page, then the simulated transfer approves it with a second webhook', async () => {
    const { paymentId, response, location } = await pay('pix');
    expect(response.status).toBe(303);
    expect(location).toBe(`${PREFIX}/pix/${paymentId}`);
    expect(standIn.payments.get(paymentId)).toMatchObject({
      status: 'pending',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
    });

    const page = await (await standIn.routes.request(`/pix/${paymentId}`)).text();
    expect(page).toContain('Aguardando o pagamento do PIX');
    expect(page).toContain('Simular pagamento do PIX');
    expect(page).toContain(`action="${PREFIX}/pix/${paymentId}/approve"`);
    expect(page).toMatch(
      /href="http:\/\/localhost:3000\/pagamento\/pendente\?[^"]*status=pending[^"]*"[^>]*>Voltar para a loja/,
    );

    const approved = await standIn.routes.request(`/pix/${paymentId}/approve`, { method: 'POST' });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('Location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(INPUT.backUrls.success);
    expect(back.searchParams.get('status')).toBe('approved');

    expect(await client.getPayment(paymentId)).toMatchObject({
      status: 'approved',
      payment_method_id: 'pix',
    });
    expect(deliveries.map((d) => d.body.action)).toEqual(['payment.created', 'payment.updated']);
    expect(deliveries.every(signedByStandIn)).toBe(true);
    expect(deliveries[0]?.body.id).not.toBe(deliveries[1]?.body.id);
  });

  it('is approved by approvePix too', async () => {
    const { paymentId } = await pay('pix');
    await standIn.approvePix(paymentId);
    expect(standIn.payments.get(paymentId)?.status).toBe('approved');
    expect(standIn.payments.get(paymentId)?.date_approved).not.toBeNull();
    expect(deliveries.map((d) => d.body.action)).toEqual(['payment.created', 'payment.updated']);
    await expect(standIn.approvePix(paymentId)).rejects.toThrow(/approved/);
  });
});

describe('refusing', () => {
  it('rejects the payment and returns to back_urls.failure', async () => {
    const { paymentId, location } = await pay('reject');
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(INPUT.backUrls.failure);
    expect(back.searchParams.get('status')).toBe('rejected');
    expect(await client.getPayment(paymentId)).toMatchObject({
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
      date_approved: null,
    });
    expect(deliveries).toHaveLength(1);
    expect(signedByStandIn(deliveries[0])).toBe(true);
  });
});

describe("Mercado Pago's side, later", () => {
  it('refunds an approved payment', async () => {
    const { paymentId } = await pay('card');
    await standIn.refund(paymentId);
    expect(await client.getPayment(paymentId)).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
    });
    expect(deliveries.map((d) => d.body.action)).toEqual(['payment.created', 'payment.updated']);
    expect(signedByStandIn(deliveries[1])).toBe(true);
  });

  it('charges back an approved payment', async () => {
    const { paymentId } = await pay('card');
    await standIn.chargeBack(paymentId);
    expect(await client.getPayment(paymentId)).toMatchObject({ status: 'charged_back' });
    expect(deliveries.map((d) => d.body.action)).toEqual(['payment.created', 'payment.updated']);
  });

  it('refuses to refund what was not approved, or a payment it does not know', async () => {
    const { paymentId } = await pay('reject');
    await expect(standIn.refund(paymentId)).rejects.toThrow(/rejected/);
    await expect(standIn.chargeBack('42')).rejects.toThrow(/não existe/);
  });

  it('redelivers the last notification: same body, fresh signature', async () => {
    const { paymentId } = await pay('card');
    await standIn.redeliver(paymentId);
    expect(deliveries).toHaveLength(2);
    const [first, again] = deliveries;
    expect(again?.body).toEqual(first?.body);
    expect(again?.requestId).not.toBe(first?.requestId);
    expect(signedByStandIn(again)).toBe(true);
  });

  it('logs a failed delivery without retrying, and the payment stands', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    webhookStatus = 500;
    const { paymentId, response } = await pay('card');
    expect(response.status).toBe(303);
    expect(deliveries).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('HTTP 500');
    expect(standIn.payments.get(paymentId)?.status).toBe('approved');
  });
});

describe('the checkout page', () => {
  it('is an accessible pt-BR page with the item, the price in BRL and three buttons', async () => {
    const { initPoint } = await client.createPreference(INPUT);
    const response = await standIn.routes.request(new URL(initPoint).pathname.slice(PREFIX.length));
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Mercado Pago (simulador)');
    expect(html).toContain('Plano mensal');
    expect(html).toContain('R$ 49,90');
    expect(html).toMatch(/<button type="submit" name="method" value="pix"[^>]*>Pagar com PIX<\/button>/);
    expect(html).toMatch(/<button type="submit" name="method" value="card"[^>]*>Pagar com cartão<\/button>/);
    expect(html).toMatch(/<button type="submit" name="method" value="reject"[^>]*>Recusar<\/button>/);
  });

  it('escapes the title', async () => {
    const { initPoint } = await client.createPreference({ ...INPUT, title: '<script>alert("x")</script>' });
    const html = await (
      await standIn.routes.request(new URL(initPoint).pathname.slice(PREFIX.length))
    ).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('is a 404 page for an unknown checkout, and a 400 for an unknown method', async () => {
    expect((await standIn.routes.request('/checkout/nada')).status).toBe(404);
    const { id } = await client.createPreference(INPUT);
    const response = await standIn.routes.request(`/checkout/${id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'boleto' }),
    });
    expect(response.status).toBe(400);
    expect(standIn.payments.size).toBe(0);
  });
});

describe('the API', () => {
  it('answers 401 without the access token and 404 for an unknown payment', async () => {
    expect((await standIn.routes.request('/v1/payments/1000000001')).status).toBe(401);
    const unknown = await standIn.routes.request('/v1/payments/1000000001', {
      headers: { Authorization: `Bearer ${STAND_IN_ACCESS_TOKEN}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Payment not found', status: 404 });
  });

  it('answers the payment with a numeric id, as Mercado Pago does', async () => {
    const { paymentId } = await pay('card');
    const response = await standIn.routes.request(`/v1/payments/${paymentId}`, {
      headers: { Authorization: `Bearer ${STAND_IN_ACCESS_TOKEN}` },
    });
    expect((await response.json()).id).toBe(Number(paymentId));
  });
});
