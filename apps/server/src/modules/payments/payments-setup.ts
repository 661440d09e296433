// What the payments module needs of a provider (integrations/mercado-pago satisfies it), apart from
// the service so that app-deps.ts can name it without importing the service.

export interface PaymentProvider {
  createPreference(input: {
    itemId: string;
    title: string;
    unitPrice: number;
    externalReference: string;
    payerEmail: string;
    backUrls: { success: string; pending: string; failure: string };
    notificationUrl: string;
  }): Promise<{ id: string; initPoint: string }>;
  getPayment(id: string): Promise<ProviderPayment | null>;
}

export interface ProviderPayment {
  id: string;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string | null;
  payment_type_id: string | null;
}

export interface PaymentsSetup {
  provider: PaymentProvider;
  webhookSecret: string;
  /** True when the built-in stand-in plays the provider (demo and tests). */
  standIn: boolean;
}
