import type { RpcOutput } from './rpc-types';

// How a payment reads in pt-BR: its amount, its status and how it was paid ('Meus pagamentos', the
// return page and the admin's payments page alike).

type Payment = RpcOutput<'get_my_payment'>;
export type PaymentStatus = Payment['status'];
export type PaymentMethod = NonNullable<Payment['method']>;

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 4990 → 'R$ 49,90' (with the non-breaking space Intl puts after the symbol made plain). */
export const formatCents = (cents: number) => BRL.format(cents / 100).replace(/\s/u, ' ');

export const PAYMENT_STATUS: Record<PaymentStatus, string> = {
  criado: 'Não concluído',
  pendente: 'Aguardando pagamento',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
  estornado: 'Estornado',
  contestado: 'Contestado',
};

/** Every status, in the order a filter lists them. */
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS) as PaymentStatus[];

/** The badge of each status; the others are 'secondary'. */
export const PAYMENT_BADGE: Partial<
  Record<PaymentStatus, 'success' | 'warning' | 'destructive' | 'outline'>
> = {
  aprovado: 'success',
  pendente: 'warning',
  recusado: 'destructive',
  estornado: 'outline',
  contestado: 'outline',
};

export const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  pix: 'PIX',
  cartao: 'Cartão',
};
