import type { MyPayment } from './api/payments';

// How a payment reads in pt-BR: its amount, its status and how it was paid.

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 4990 → 'R$ 49,90' (with the non-breaking space Intl puts after the symbol made plain). */
export const formatCents = (cents: number) => BRL.format(cents / 100).replace(/\s/u, ' ');

export const PAYMENT_STATUS: Record<MyPayment['status'], string> = {
  criado: 'Não concluído',
  pendente: 'Aguardando pagamento',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
  estornado: 'Estornado',
  contestado: 'Contestado',
};

export const PAYMENT_METHOD: Record<NonNullable<MyPayment['method']>, string> = {
  pix: 'PIX',
  cartao: 'Cartão',
};
