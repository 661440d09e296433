import { z } from 'zod';
import { defineRpc, requireProfile, requireUser } from '../../lib/rpc.js';
import * as service from './payments.service.js';

const NoInput = z.object({}).strict();
const STATUSES = [
  'criado',
  'pendente',
  'aprovado',
  'recusado',
  'cancelado',
  'estornado',
  'contestado',
] as const;

export const paymentRpcs = {
  create_checkout: defineRpc({
    summary:
      'Abre o pagamento de um plano no provedor (PIX ou cartão): devolve o endereço da página de pagamento. O plano é liberado pelo aviso do provedor, não pela volta.',
    access: 'user',
    rateLimit: { max: 10, windowSeconds: 60 },
    input: z
      .object({
        plano_code: z.enum(['COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE'], { error: 'Escolha um plano pago.' }),
      })
      .strict(),
    example: { plano_code: 'AVAN_MENSAL' },
    handler: (input, ctx) =>
      service.startCheckout(
        ctx.deps,
        { id: requireUser(ctx), email: requireProfile(ctx).email },
        input.plano_code,
      ),
  }),
  cancel_subscription: defineRpc({
    summary:
      'Cancelar assinatura: a mensalidade não é mais cobrada; o plano vale até o fim do mês pago. Uma renovação emitida e não paga é cancelada.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.cancelSubscription(ctx.deps.db, requireUser(ctx)),
  }),
  get_my_payments: defineRpc({
    summary:
      'Meus pagamentos: cada compra com plano, valor, situação e período pago, da mais nova à mais antiga.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.listMyPayments(ctx.deps.db, requireUser(ctx)),
  }),
  get_my_payment: defineRpc({
    summary:
      'Um pagamento da pessoa (a página de volta do pagamento pergunta até o aviso do provedor chegar).',
    access: 'user',
    input: z.object({ payment_id: z.uuid({ error: 'Pagamento inválido.' }) }).strict(),
    ownedResource: { field: 'payment_id' },
    example: { payment_id: '00000000-0000-4000-8000-000000000000' },
    handler: (input, ctx) => service.getMyPayment(ctx.deps.db, requireUser(ctx), input.payment_id),
  }),
  admin_list_payments: defineRpc({
    summary:
      'Admin: todos os pagamentos, do mais novo (50 por página), com a situação, o plano, o valor, de quem é e os ids do provedor; filtra por situação.',
    access: 'admin',
    input: z
      .object({
        status: z.enum(STATUSES, { error: 'Situação inválida.' }).optional(),
        cursor: z.string().min(1).max(200).optional(),
      })
      .strict(),
    example: { status: 'aprovado' },
    handler: (input, ctx) => service.adminListPayments(ctx.deps.db, input),
  }),
  admin_get_plan_history: defineRpc({
    summary:
      'Admin: o histórico do plano de uma pessoa — o plano agora, a assinatura mensal e cada mudança, da mais nova: pagamentos (com estornos) e mudanças feitas por admins.',
    access: 'admin',
    input: z.object({ user_id: z.string({ error: 'Usuário inválido.' }).min(1).max(64) }).strict(),
    ownedResource: { field: 'user_id' },
    example: { user_id: 'usuario-inexistente' },
    handler: (input, ctx) => service.adminPlanHistory(ctx.deps.db, input.user_id),
  }),
};
