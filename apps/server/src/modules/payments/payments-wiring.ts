import type { Env } from '../../env.js';
import { createMercadoPagoClient } from '../../integrations/mercado-pago/mercado-pago-client.js';
import type { MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in/create-mercado-pago-stand-in.js';
import type { PaymentsSetup } from './payments-setup.js';

type InProcess = (input: string, init?: RequestInit) => Response | Promise<Response>;

export interface PaymentsWiring {
  setup: PaymentsSetup | null;
  /** The built-in Mercado Pago (demo and tests only), mounted by createApp. */
  standIn: MercadoPagoStandIn | null;
  /** Points the stand-in's notices and the client's calls at the app in this process. */
  attach(app: { request: InProcess }): void;
}

/**
 * Mercado Pago when MERCADO_PAGO_ACCESS_TOKEN and MERCADO_PAGO_WEBHOOK_SECRET are set; otherwise,
 * in the local demo and in tests, the built-in stand-in (signed notices like the real ones), called
 * in process; otherwise (a deployment without keys) none: the plans page says 'Em breve'.
 * The stand-in is imported on the demo's path only, as Strava's is (decision 042).
 */
export async function createPaymentsWiring(env: Env): Promise<PaymentsWiring> {
  if (env.MERCADO_PAGO_ACCESS_TOKEN && env.MERCADO_PAGO_WEBHOOK_SECRET) {
    const provider = createMercadoPagoClient({
      accessToken: env.MERCADO_PAGO_ACCESS_TOKEN,
      apiUrl: env.MERCADO_PAGO_API_URL,
    });
    return {
      setup: { provider, webhookSecret: env.MERCADO_PAGO_WEBHOOK_SECRET, standIn: false },
      standIn: null,
      attach: () => {},
    };
  }
  if (env.MODE !== 'demo' && env.NODE_ENV !== 'test') return { setup: null, standIn: null, attach: () => {} };

  let inProcess: InProcess | null = null;
  const viaApp: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (inProcess && url.startsWith(env.APP_URL)) return inProcess(url, init);
    return fetch(input, init);
  };
  const standInModule = await import(
    '../../integrations/mercado-pago/stand-in/create-mercado-pago-stand-in.js'
  );
  const standIn = standInModule.createMercadoPagoStandIn({
    appUrl: env.APP_URL,
    webhookUrl: `${env.APP_URL}/api/payments/webhook`,
    fetch: viaApp,
  });
  const provider = createMercadoPagoClient({
    accessToken: standInModule.STAND_IN_ACCESS_TOKEN,
    apiUrl: standIn.apiUrl,
    fetch: viaApp,
  });
  return {
    setup: { provider, webhookSecret: standInModule.STAND_IN_WEBHOOK_SECRET, standIn: true },
    standIn,
    attach: (app) => {
      inProcess = (input, init) => app.request(input, init);
    },
  };
}
