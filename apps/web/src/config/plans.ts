// The plans of spec §9 as the app shows them: name, price and what the price buys. Payments happen
// outside the app (DECISIONS.md, "Integrations"); the purchase and consultation links come from the
// server with the current plan (get_plano_atual), 'Em breve' where none is configured.

import { type PaidPlanCode, PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';

export interface Plan {
  code: PlanCode;
  name: string;
  /** The price as shown: 'R$ 49,90'. */
  price: string;
  /** What the price buys: 'pagamento único', '/mês'… */
  billing: string;
}

/** A paid plan: its purchase link is the server's `purchase_links[code]`. */
export interface PurchaseLink extends Plan {
  code: PaidPlanCode;
}

export const FREE_PLAN: Plan = {
  code: 'FREE',
  name: PLAN_NAMES.FREE,
  price: 'R$ 0',
  billing: 'para sempre',
};

/** The three paid plans, in the order they are offered. */
export const PURCHASE_LINKS: readonly PurchaseLink[] = [
  { code: 'COMUM', name: PLAN_NAMES.COMUM, price: 'R$ 31,90', billing: 'pagamento único' },
  { code: 'AVAN_MENSAL', name: PLAN_NAMES.AVAN_MENSAL, price: 'R$ 49,90', billing: '/mês' },
  { code: 'AVAN_SEMESTRE', name: PLAN_NAMES.AVAN_SEMESTRE, price: 'R$ 249,90', billing: '≈ R$ 41,65/mês' },
];
