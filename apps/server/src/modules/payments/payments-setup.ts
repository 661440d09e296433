import type {
  MercadoPagoClient,
  MercadoPagoPayment,
} from '../../integrations/mercado-pago/mercado-pago-client.js';

// The provider as the payments module sees it, apart from the service so that app-deps.ts can name
// it without importing the service: Mercado Pago's client (or the same client aimed at the stand-in).

export type PaymentProvider = MercadoPagoClient;
export type ProviderPayment = MercadoPagoPayment;

export interface PaymentsSetup {
  provider: PaymentProvider;
  webhookSecret: string;
  /** True when the built-in stand-in plays the provider (demo and tests). */
  standIn: boolean;
}
