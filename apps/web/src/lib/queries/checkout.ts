import type { PaidPlanCode } from '@prontidao/domain/plans/plan-codes';
import { useMutation } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';

// 'Assinar' / 'Comprar' (issue 25, decision 051): the server opens the plan's checkout at the
// provider (Mercado Pago, or its stand-in in the demo) and the person goes there in this tab; the
// provider sends them back to /aluno/planos/retorno, and its notice — not the return — grants the
// plan. Used by the plans page and the dashboard's upgrade card.

/** Leaves the app for the provider's page (a seam for tests: jsdom cannot navigate). */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) };

export const useStartCheckout = () =>
  useMutation({
    mutationFn: (plan: PaidPlanCode) => rpc('create_checkout', { plano_code: plan }),
    onSuccess: (checkout) => goToCheckout.assign(checkout.checkout_url),
  });
