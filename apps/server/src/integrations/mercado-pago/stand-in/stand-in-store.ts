import { randomUUID } from 'node:crypto';

// The stand-in's whole state, in memory (Maps owned by one stand-in instance): the checkouts
// (preferences) created through the API, the payments made on them, and the last notification
// sent for each payment (what `redeliver` sends again). A new instance starts empty.

/** A Checkout Pro preference as the stand-in keeps it (the parts its pages and payments use). */
export interface StandInPreference {
  id: string;
  /** The first item's title: what the checkout page shows. */
  title: string;
  /** Sum of unit_price × quantity, in reais. */
  amount: number;
  externalReference: string | null;
  payerEmail: string | null;
  backUrls: { success?: string | undefined; pending?: string | undefined; failure?: string | undefined };
  notificationUrl: string | null;
  createdAt: Date;
  /** The JSON Mercado Pago answers for it (POST and GET /checkout/preferences). */
  json: Record<string, unknown>;
}

export type StandInPaymentStatus = 'pending' | 'approved' | 'rejected' | 'refunded' | 'charged_back';

/**
 * A payment, with the field names of GET /v1/payments/{id} (see MercadoPagoPayment) plus the
 * preference it was made on. Dates are ISO 8601 with Mercado Pago's -04:00 offset.
 */
export interface StandInPayment {
  id: string;
  preference_id: string;
  status: StandInPaymentStatus;
  status_detail: string;
  transaction_amount: number;
  currency_id: 'BRL';
  external_reference: string | null;
  payment_method_id: string;
  payment_type_id: string;
  description: string;
  payer_email: string | null;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
}

/** The body of a webhook notification, as Mercado Pago POSTs it. */
export interface StandInNotification {
  id: number;
  live_mode: false;
  type: 'payment';
  date_created: string;
  user_id: number;
  api_version: 'v1';
  action: 'payment.created' | 'payment.updated';
  data: { id: string };
}

/** The seller's account the stand-in plays (collector_id / user_id). */
export const STAND_IN_COLLECTOR_ID = 1_234_567_890;

export function createStandInStore() {
  const preferences = new Map<string, StandInPreference>();
  const payments = new Map<string, StandInPayment>();
  const lastNotifications = new Map<string, StandInNotification>();
  let nextPaymentId = 1_000_000_001;
  let nextNotificationId = 120_000_000_001;

  return {
    preferences,
    payments,
    lastNotifications,
    /** Mercado Pago's preference ids: `<collector id>-<uuid>`. */
    newPreferenceId: () => `${STAND_IN_COLLECTOR_ID}-${randomUUID()}`,
    newPaymentId: () => String(nextPaymentId++),
    newNotificationId: () => nextNotificationId++,
  };
}

export type StandInStore = ReturnType<typeof createStandInStore>;
