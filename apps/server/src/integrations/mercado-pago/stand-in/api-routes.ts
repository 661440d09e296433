import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { StandInContext } from './stand-in-context.js';
import { failure, mercadoPagoDate, requireAccessToken } from './stand-in-http.js';
import { STAND_IN_COLLECTOR_ID, type StandInPayment, type StandInPreference } from './stand-in-store.js';

// The API part of the stand-in, Bearer token required:
//   POST /checkout/preferences      create a Checkout Pro preference → 201 { id, init_point, … }
//   GET  /checkout/preferences/:id  read it back
//   GET  /v1/payments/:id           read a payment → 200, or 404 { message: 'Payment not found' }

const HttpUrl = z.url({ protocol: /^https?$/ });

/** What the stand-in accepts of Mercado Pago's preference body (unknown fields are ignored). */
const PreferenceBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          id: z.string().max(256).optional(),
          title: z.string().min(1).max(256),
          quantity: z.number().int().positive(),
          unit_price: z.number().positive().max(1_000_000),
          currency_id: z.literal('BRL').optional(),
        }),
      )
      .min(1)
      .max(20),
    external_reference: z.string().max(256).optional(),
    payer: z.object({ email: z.email().optional() }).optional(),
    back_urls: z
      .object({ success: HttpUrl.optional(), pending: HttpUrl.optional(), failure: HttpUrl.optional() })
      .optional(),
    auto_return: z.enum(['approved', 'all']).optional(),
    notification_url: HttpUrl.optional(),
    payment_methods: z.looseObject({ installments: z.number().int().positive().optional() }).optional(),
  })
  // Mercado Pago refuses auto_return without the URL to return to.
  .refine((body) => !body.auto_return || body.back_urls?.success, {
    message: 'auto_return invalid. back_url.success must be defined',
    path: ['auto_return'],
  });
type PreferenceBody = z.infer<typeof PreferenceBodySchema>;

const cents = (value: number) => Math.round(value * 100) / 100;

function newPreference(ctx: StandInContext, body: PreferenceBody): StandInPreference {
  const id = ctx.store.newPreferenceId();
  const createdAt = ctx.now();
  const checkoutUrl = `${ctx.apiUrl}/checkout/${encodeURIComponent(id)}`;
  const amount = cents(body.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0));
  return {
    id,
    title: body.items[0]?.title ?? '',
    amount,
    externalReference: body.external_reference ?? null,
    payerEmail: body.payer?.email ?? null,
    backUrls: body.back_urls ?? {},
    notificationUrl: body.notification_url ?? null,
    createdAt,
    json: {
      id,
      init_point: checkoutUrl,
      sandbox_init_point: checkoutUrl,
      collector_id: STAND_IN_COLLECTOR_ID,
      client_id: 'stand-in',
      operation_type: 'regular_payment',
      date_created: mercadoPagoDate(createdAt),
      items: body.items.map((item) => ({ currency_id: 'BRL', ...item })),
      external_reference: body.external_reference ?? '',
      payer: { email: body.payer?.email ?? '' },
      back_urls: { success: '', pending: '', failure: '', ...body.back_urls },
      auto_return: body.auto_return ?? '',
      notification_url: body.notification_url ?? null,
      payment_methods: body.payment_methods ?? {},
    },
  };
}

/** A payment as GET /v1/payments/{id} answers it (id a number, as Mercado Pago sends it). */
function paymentJson(payment: StandInPayment) {
  const { preference_id: _preference, payer_email, ...fields } = payment;
  return {
    ...fields,
    id: Number(payment.id),
    live_mode: false,
    collector_id: STAND_IN_COLLECTOR_ID,
    operation_type: 'regular_payment',
    installments: 1,
    payer: { email: payer_email },
    transaction_amount_refunded: payment.status === 'refunded' ? payment.transaction_amount : 0,
    transaction_details: { total_paid_amount: payment.transaction_amount, installment_amount: null },
  };
}

async function createPreference(c: Context, ctx: StandInContext) {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return failure(c, 400, 'invalid json body', 'bad_request');
  }
  const parsed = PreferenceBodySchema.safeParse(raw);
  if (!parsed.success) {
    const cause = parsed.error.issues.map((issue) => ({
      code: issue.path.join('.') || 'body',
      description: issue.message,
    }));
    return failure(c, 400, cause[0]?.description ?? 'invalid body', 'bad_request', cause);
  }
  const preference = newPreference(ctx, parsed.data);
  ctx.store.preferences.set(preference.id, preference);
  return c.json(preference.json, 201);
}

export function apiRoutes(ctx: StandInContext) {
  const app = new Hono();
  const auth = requireAccessToken(ctx);

  app.post('/checkout/preferences', auth, (c) => createPreference(c, ctx));

  app.get('/checkout/preferences/:id', auth, (c) => {
    const preference = ctx.store.preferences.get(c.req.param('id'));
    if (!preference) return failure(c, 404, 'Preference not found', 'not_found');
    return c.json(preference.json);
  });

  app.get('/v1/payments/:id', auth, (c) => {
    const payment = ctx.store.payments.get(c.req.param('id'));
    if (!payment) return c.json({ message: 'Payment not found', status: 404 }, 404);
    return c.json(paymentJson(payment));
  });

  return app;
}
