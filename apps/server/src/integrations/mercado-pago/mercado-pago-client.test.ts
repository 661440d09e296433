import { describe, expect, it } from 'vitest';
import {
  createMercadoPagoClient,
  MercadoPagoError,
  type MercadoPagoPayment,
  type PreferenceInput,
} from './mercado-pago-client.js';
import {
  createMercadoPagoStandIn,
  type MercadoPagoStandIn,
  STAND_IN_ACCESS_TOKEN,
} from './stand-in/create-mercado-pago-stand-in.js';

// The real client against the stand-in's routes, reached in process: the fetch below hands each
// request to standIn.routes.request with the path under the prefix. Failures the stand-in does
// not produce (a 500, a body that is not JSON, no answer) come from small fake fetches.

const APP_URL = 'http://localhost:3000';

const INPUT: PreferenceInput = {
  itemId: 'plano-mensal',
  title: 'Prontidão – plano mensal',
  unitPrice: 49.9,
  externalReference: 'assinatura-42',
  payerEmail: 'ana@example.com',
  backUrls: {
    success: `${APP_URL}/pagamento/sucesso`,
    pending: `${APP_URL}/pagamento/pendente`,
    failure: `${APP_URL}/pagamento/falha`,
  },
  notificationUrl: `${APP_URL}/api/payments/webhook`,
};

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch into the stand-in's routes (the path after the prefix), recording what was sent. */
function routedFetch(standIn: MercadoPagoStandIn, sent: Sent[] = []): typeof fetch {
  const prefix = new URL(standIn.apiUrl).pathname;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({ url: url.toString(), init });
    return standIn.routes.request(`${url.pathname.slice(prefix.length)}${url.search}`, init);
  }) as typeof fetch;
}

function setup(accessToken = STAND_IN_ACCESS_TOKEN) {
  const standIn = createMercadoPagoStandIn({
    appUrl: APP_URL,
    webhookUrl: `${APP_URL}/api/payments/webhook`,
    fetch: (async () => new Response(null, { status: 200 })) as typeof fetch,
  });
  const sent: Sent[] = [];
  const client = createMercadoPagoClient({
    accessToken,
    apiUrl: standIn.apiUrl,
    fetch: routedFetch(standIn, sent),
  });
  return { standIn, client, sent };
}

const clientWith = (doFetch: () => Promise<Response>) =>
  createMercadoPagoClient({
    accessToken: STAND_IN_ACCESS_TOKEN,
    apiUrl: 'https://api.mercadopago.test',
    fetch: doFetch as typeof fetch,
  });

async function failureOf(promise: Promise<unknown>): Promise<MercadoPagoError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MercadoPagoError);
  return error as MercadoPagoError;
}

describe('createPreference', () => {
  it('creates the checkout and gives its id and init_point', async () => {
    const { standIn, client } = setup();
    const created = await client.createPreference(INPUT);
    expect(created.initPoint).toBe(`${APP_URL}/api/stand-in/mercado-pago/checkout/${created.id}`);
    const preference = standIn.preferences.get(created.id);
    expect(preference).toMatchObject({
      title: INPUT.title,
      amount: 49.9,
      externalReference: 'assinatura-42',
      payerEmail: 'ana@example.com',
      backUrls: INPUT.backUrls,
      notificationUrl: INPUT.notificationUrl,
    });
  });

  it('sends the documented body with the Bearer token', async () => {
    const { client, sent } = setup();
    await client.createPreference({ ...INPUT, unitPrice: 0.1 + 0.2 });
    const [request] = sent;
    expect(request?.url).toBe(`${APP_URL}/api/stand-in/mercado-pago/checkout/preferences`);
    expect(request?.init?.method).toBe('POST');
    expect(new Headers(request?.init?.headers).get('Authorization')).toBe(`Bearer ${STAND_IN_ACCESS_TOKEN}`);
    expect(JSON.parse(String(request?.init?.body))).toEqual({
      items: [{ id: 'plano-mensal', title: INPUT.title, quantity: 1, unit_price: 0.3, currency_id: 'BRL' }],
      external_reference: 'assinatura-42',
      payer: { email: 'ana@example.com' },
      back_urls: INPUT.backUrls,
      auto_return: 'approved',
      notification_url: INPUT.notificationUrl,
      payment_methods: { installments: 1 },
    });
  });

  it('throws a 401 MercadoPagoError for a wrong access token', async () => {
    const { client } = setup('TEST-outro-token');
    const error = await failureOf(client.createPreference(INPUT));
    expect(error.status).toBe(401);
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('O Mercado Pago recusou a requisição (HTTP 401)');
  });

  it('throws a 400 MercadoPagoError for a body Mercado Pago refuses', async () => {
    const { client } = setup();
    const error = await failureOf(client.createPreference({ ...INPUT, payerEmail: 'não é e-mail' }));
    expect(error.status).toBe(400);
  });
});

describe('getPayment', () => {
  it('is null for a payment Mercado Pago does not know', async () => {
    const { client, sent } = setup();
    expect(await client.getPayment('999')).toBeNull();
    expect(sent).toHaveLength(1);
    // An id that cannot be a payment's is not even sent (no path tricks with our token).
    expect(await client.getPayment('../../users/me')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('reads a payment, id as a string and dates with their offset', async () => {
    const { standIn, client } = setup();
    const { id } = await client.createPreference(INPUT);
    const paid = await standIn.routes.request(`/checkout/${id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'card' }),
    });
    expect(paid.status).toBe(303);
    const [paymentId] = [...standIn.payments.keys()];
    const payment = await client.getPayment(paymentId ?? '');
    expect(payment).toMatchObject<Partial<MercadoPagoPayment>>({
      id: '1000000001',
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 49.9,
      currency_id: 'BRL',
      external_reference: 'assinatura-42',
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
    });
    expect(payment?.date_approved).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-04:00$/);
  });

  it('throws a MercadoPagoError for a 401', async () => {
    const { client } = setup('TEST-outro-token');
    expect((await failureOf(client.getPayment('1000000001'))).status).toBe(401);
  });

  it('throws a MercadoPagoError for a 500', async () => {
    const client = clientWith(async () =>
      Response.json(
        { message: 'internal_error', error: 'internal_error', status: 500, cause: [] },
        { status: 500 },
      ),
    );
    const error = await failureOf(client.getPayment('1000000001'));
    expect(error.status).toBe(500);
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('O Mercado Pago recusou a requisição (HTTP 500): internal_error');
  });

  it('throws a MercadoPagoError for a body that is not JSON, or not a payment', async () => {
    const notJson = clientWith(async () => new Response('<html>oops</html>', { status: 200 }));
    const first = await failureOf(notJson.getPayment('1000000001'));
    expect(first.kind).toBe('invalid_response');
    expect(first.status).toBe(200);

    const wrongShape = clientWith(async () => Response.json({ id: 1000000001, status: 'approved' }));
    expect((await failureOf(wrongShape.getPayment('1000000001'))).kind).toBe('invalid_response');

    const badPreference = clientWith(async () => Response.json({ id: 'x' }, { status: 201 }));
    expect((await failureOf(badPreference.createPreference(INPUT))).kind).toBe('invalid_response');
  });

  it('throws a network MercadoPagoError when there is no answer', async () => {
    const client = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await failureOf(client.getPayment('1000000001'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Não foi possível falar com o Mercado Pago: fetch failed');
  });
});
