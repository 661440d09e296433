import { Hono } from 'hono';
import { apiRoutes } from './api-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import { approvePix, chargeBack, redeliver, refund } from './stand-in-actions.js';
import type { StandInContext } from './stand-in-context.js';
import { failure } from './stand-in-http.js';
import { createStandInStore, type StandInPayment, type StandInPreference } from './stand-in-store.js';

export { type PayMethod, StandInError } from './stand-in-actions.js';
export type { StandInPayment, StandInPreference } from './stand-in-store.js';

// A built-in stand-in for Mercado Pago (Checkout Pro) that speaks its HTTP contract, so the whole
// checkout → payment → webhook flow works offline (demo mode and tests). The app mounts `routes`
// under the prefix:
//   app.route(MERCADO_PAGO_STAND_IN_PREFIX, standIn.routes)
// and configures the client with
//   apiUrl = standIn.apiUrl (`<appUrl>/api/stand-in/mercado-pago`), accessToken = STAND_IN_ACCESS_TOKEN
// and the webhook check with STAND_IN_WEBHOOK_SECRET. The API routes are in api-routes.ts, the
// pages a person sees (checkout, PIX) in checkout-routes.ts. What happens later on Mercado Pago's
// side (the PIX paid, a refund, a chargeback, a webhook retried) is in the returned functions.
// State is in memory, one store per instance.

export const MERCADO_PAGO_STAND_IN_PREFIX = '/api/stand-in/mercado-pago';
export const STAND_IN_ACCESS_TOKEN = 'TEST-stand-in-access-token';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret';

export interface MercadoPagoStandInOptions {
  /** Our own origin (e.g. http://localhost:3000): the checkout links point there. */
  appUrl: string;
  /** Where notifications are POSTed, with `?data.id=<payment id>&type=payment` added. */
  webhookUrl: string;
  /** How notifications are POSTed (tests may route them into app.request). */
  fetch: typeof fetch;
  /** The clock of payment dates and signatures (tests). */
  now?: () => Date;
}

export interface MercadoPagoStandIn {
  /** Mount under MERCADO_PAGO_STAND_IN_PREFIX. */
  routes: Hono;
  /** `${appUrl}${MERCADO_PAGO_STAND_IN_PREFIX}`: the client's apiUrl. */
  apiUrl: string;
  /** Every payment made, by id (read-only view; the same objects the API answers from). */
  payments: ReadonlyMap<string, StandInPayment>;
  /** Every checkout created, by preference id. */
  preferences: ReadonlyMap<string, StandInPreference>;
  /** An approved payment refunded (status 'refunded'), notified as payment.updated. */
  refund(paymentId: string): Promise<void>;
  /** An approved payment charged back (status 'charged_back'), notified as payment.updated. */
  chargeBack(paymentId: string): Promise<void>;
  /** A pending PIX paid (status 'approved'), notified as payment.updated. */
  approvePix(paymentId: string): Promise<void>;
  /** The payment's last notification sent again (same body, fresh signature). */
  redeliver(paymentId: string): Promise<void>;
}

export function createMercadoPagoStandIn(options: MercadoPagoStandInOptions): MercadoPagoStandIn {
  const apiUrl = `${options.appUrl.replace(/\/+$/, '')}${MERCADO_PAGO_STAND_IN_PREFIX}`;
  const store = createStandInStore();
  const ctx: StandInContext = {
    apiUrl,
    basePath: new URL(apiUrl).pathname,
    accessToken: STAND_IN_ACCESS_TOKEN,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    webhookUrl: options.webhookUrl,
    fetch: options.fetch,
    now: options.now ?? (() => new Date()),
    store,
  };
  const routes = new Hono();
  routes.route('/', apiRoutes(ctx));
  routes.route('/', checkoutRoutes(ctx));
  routes.notFound((c) => failure(c, 404, 'resource not found', 'not_found'));

  return {
    routes,
    apiUrl,
    payments: store.payments,
    preferences: store.preferences,
    refund: async (paymentId) => {
      await refund(ctx, paymentId);
    },
    chargeBack: async (paymentId) => {
      await chargeBack(ctx, paymentId);
    },
    approvePix: async (paymentId) => {
      await approvePix(ctx, paymentId);
    },
    redeliver: (paymentId) => redeliver(ctx, paymentId),
  };
}
