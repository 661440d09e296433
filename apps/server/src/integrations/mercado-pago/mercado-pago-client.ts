import { z } from 'zod';
import { MercadoPagoError } from './mercado-pago-error.js';

export { MercadoPagoError, type MercadoPagoErrorKind } from './mercado-pago-error.js';

// A typed client for the two calls of Mercado Pago's API that Checkout Pro needs: create a
// checkout (a "preference") and read a payment. The base address comes from config, so the same
// client talks to Mercado Pago (MERCADO_PAGO_API_URL) or to the built-in stand-in
// (stand-in/create-mercado-pago-stand-in.ts). Every failure is a MercadoPagoError, except the 404
// of a payment read, which is `null`.

export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';

/** Per request: a checkout waits on this, and Mercado Pago wants webhooks answered quickly. */
const TIMEOUT_MS = 10_000;

/** Payment ids are numbers; anything else (a path, a query) is not sent to the API at all. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const nullableString = z.string().nullable().default(null);

/**
 * A payment as GET /v1/payments/{id} answers it (the fields we use; the others are dropped).
 * Amounts are in reais (49.9 is R$ 49,90). `status` is one of 'pending', 'approved', 'authorized',
 * 'in_process', 'in_mediation', 'rejected', 'cancelled', 'refunded', 'charged_back' — kept a string
 * so that a status Mercado Pago adds later does not make the payment unreadable.
 */
export const MercadoPagoPaymentSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]).transform(String),
  status: z.string().min(1),
  status_detail: nullableString,
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: nullableString,
  /** 'pix' for PIX; the card brand ('master', 'visa', …) for cards. */
  payment_method_id: nullableString,
  /** 'bank_transfer' for PIX, 'credit_card', 'debit_card', … */
  payment_type_id: nullableString,
  date_created: z.string(),
  date_approved: nullableString,
  date_last_updated: nullableString,
});
export type MercadoPagoPayment = z.infer<typeof MercadoPagoPaymentSchema>;

const PreferenceCreatedSchema = z.object({
  id: z.string().min(1),
  init_point: z.string().min(1),
});

/** Mercado Pago's failure body: { message, error, status, cause }. Only the message is used. */
const FailureBodySchema = z.object({ message: z.string().optional() });

export interface PreferenceInput {
  itemId: string;
  title: string;
  /** In reais (49.9 is R$ 49,90). */
  unitPrice: number;
  /** Our reference (comes back on the payment and in the return URLs). */
  externalReference: string;
  /** Prefills the provider's page; null when unknown (a renewal). */
  payerEmail: string | null;
  backUrls: { success: string; pending: string; failure: string };
  /** Where Mercado Pago POSTs the payment's notifications. */
  notificationUrl: string;
}

export interface MercadoPagoClient {
  /** Creates a Checkout Pro preference: send the person to `initPoint` to pay. */
  createPreference(input: PreferenceInput): Promise<{ id: string; initPoint: string }>;
  /** The payment, or null when Mercado Pago does not know it (404). */
  getPayment(id: string): Promise<MercadoPagoPayment | null>;
}

export interface MercadoPagoClientOptions {
  accessToken: string;
  /** MERCADO_PAGO_API_URL, or the stand-in's `apiUrl`. */
  apiUrl: string;
  fetch?: typeof fetch;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** Reais with at most two decimals: 0.1 + 0.2 is sent as 0.3. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** The JSON body of POST /checkout/preferences for this input (one item, BRL, no instalments). */
export function preferenceBody(input: PreferenceInput) {
  return {
    items: [
      {
        id: input.itemId,
        title: input.title,
        quantity: 1,
        unit_price: toCents(input.unitPrice),
        currency_id: 'BRL',
      },
    ],
    external_reference: input.externalReference,
    ...(input.payerEmail ? { payer: { email: input.payerEmail } } : {}),
    back_urls: input.backUrls,
    auto_return: 'approved',
    notification_url: input.notificationUrl,
    payment_methods: { installments: 1 },
  };
}

/** The message of Mercado Pago's failure body, when there is one. */
async function failureMessage(response: Response): Promise<string | undefined> {
  try {
    const parsed = FailureBodySchema.safeParse(await response.json());
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    // Not JSON: the status alone says what happened.
    return undefined;
  }
}

async function refusal(response: Response): Promise<MercadoPagoError> {
  const status = response.status;
  const message = await failureMessage(response);
  return new MercadoPagoError(
    'refused',
    `O Mercado Pago recusou a requisição (HTTP ${status})${message ? `: ${message}` : '.'}`,
    { status },
  );
}

/** The answer's body in the schema's shape; an 'invalid_response' error when it is not. */
async function readBody<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const status = response.status;
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new MercadoPagoError('invalid_response', 'O Mercado Pago respondeu com um corpo que não é JSON.', {
      status,
      cause,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new MercadoPagoError(
      'invalid_response',
      `O Mercado Pago respondeu em um formato inesperado: ${z.prettifyError(parsed.error)}`,
      { status, cause: parsed.error },
    );
  }
  return parsed.data;
}

export function createMercadoPagoClient(options: MercadoPagoClientOptions): MercadoPagoClient {
  const apiUrl = trimSlash(options.apiUrl);
  const doFetch = options.fetch ?? fetch;

  /** Mercado Pago's answer, whatever its status; a 'network' error when none comes in time. */
  async function send(path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Response> {
    try {
      return await doFetch(`${apiUrl}${path}`, {
        method: init.method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${options.accessToken}`,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new MercadoPagoError(
        'network',
        `Não foi possível falar com o Mercado Pago: ${(cause as Error).message}`,
        { cause },
      );
    }
  }

  return {
    async createPreference(input) {
      const response = await send('/checkout/preferences', {
        method: 'POST',
        body: JSON.stringify(preferenceBody(input)),
      });
      if (!response.ok) throw await refusal(response);
      const created = await readBody(response, PreferenceCreatedSchema);
      return { id: created.id, initPoint: created.init_point };
    },

    async getPayment(id) {
      if (!PAYMENT_ID.test(id)) return null;
      const response = await send(`/v1/payments/${encodeURIComponent(id)}`, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await refusal(response);
      return readBody(response, MercadoPagoPaymentSchema);
    },
  };
}
