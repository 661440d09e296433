import { randomUUID } from 'node:crypto';
import { signWebhook } from '../webhook-signature.js';
import type { StandInContext } from './stand-in-context.js';
import { mercadoPagoDate } from './stand-in-http.js';
import { STAND_IN_COLLECTOR_ID, type StandInNotification } from './stand-in-store.js';

// Webhook notifications as Mercado Pago sends them: one POST to
// `<webhookUrl>?data.id=<payment id>&type=payment` with the JSON body below, signed in the
// x-signature header (webhook-signature.ts) with a fresh x-request-id and ts. Mercado Pago retries
// for days; the stand-in does not: a delivery that fails is logged and dropped, and `redeliver`
// sends it again on demand (same body, same notification id, new signature — as a retry does).

const DELIVERY_TIMEOUT_MS = 10_000;

/** The notification's address: the configured URL with data.id and type added to its query. */
function notificationUrl(ctx: StandInContext, paymentId: string): string {
  const url = new URL(ctx.webhookUrl);
  url.searchParams.set('data.id', paymentId);
  url.searchParams.set('type', 'payment');
  return url.toString();
}

/** One signed POST of the notification; failures (network, non-2xx) are only logged. */
async function deliver(ctx: StandInContext, notification: StandInNotification): Promise<void> {
  const paymentId = notification.data.id;
  const requestId = randomUUID();
  const ts = String(Math.floor(ctx.now().getTime() / 1000));
  const signature = signWebhook(ctx.webhookSecret, { dataId: paymentId, requestId, ts });
  const url = notificationUrl(ctx, paymentId);
  try {
    const response = await ctx.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'MercadoPago WebHook v1.0 payment (simulador)',
        'x-signature': signature,
        'x-request-id': requestId,
      },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) {
      console.warn(
        `[mercado-pago stand-in] webhook ${notification.action} of payment ${paymentId} refused: HTTP ${response.status}`,
      );
    }
  } catch (error) {
    console.warn(
      `[mercado-pago stand-in] webhook ${notification.action} of payment ${paymentId} not delivered: ${(error as Error).message}`,
    );
  }
}

/** A new notification about the payment (kept as its last one), delivered once. */
export async function notifyPayment(
  ctx: StandInContext,
  paymentId: string,
  action: StandInNotification['action'],
): Promise<void> {
  const notification: StandInNotification = {
    id: ctx.store.newNotificationId(),
    live_mode: false,
    type: 'payment',
    date_created: mercadoPagoDate(ctx.now()),
    user_id: STAND_IN_COLLECTOR_ID,
    api_version: 'v1',
    action,
    data: { id: paymentId },
  };
  ctx.store.lastNotifications.set(paymentId, notification);
  await deliver(ctx, notification);
}

/** The payment's last notification sent again; false when none was ever sent. */
export async function redeliverLast(ctx: StandInContext, paymentId: string): Promise<boolean> {
  const notification = ctx.store.lastNotifications.get(paymentId);
  if (!notification) return false;
  await deliver(ctx, notification);
  return true;
}
