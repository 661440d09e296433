// The plans of spec §9 and where to buy them. Payments happen outside the app (DECISIONS.md,
// "Integrations"): the purchase and contact links come from the build's environment.
//
// PLACEHOLDERS: the default URLs below are not real checkout or contact pages. Set
// VITE_PLAN_URL_AVULSO, VITE_PLAN_URL_MENSAL, VITE_PLAN_URL_SEMESTRAL and VITE_CONSULT_URL
// for each deployment (e.g. in apps/web/.env.production).

import { isFreePlan, type PaidPlanCode, PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';

export type { PaidPlanCode, PlanCode };
export { isFreePlan };

export interface Plan {
  code: PlanCode;
  name: string;
  /** The price as shown: 'R$ 49,90'. */
  price: string;
  /** What the price buys: 'pagamento único', '/mês'… */
  billing: string;
  description: string;
}

export interface PurchaseLink extends Plan {
  code: PaidPlanCode;
  url: string;
}

/** A Vite env value, or the placeholder when it is unset or blank. */
function envUrl(value: string | undefined, placeholder: string): string {
  return value?.trim() || placeholder;
}

const env = import.meta.env as Record<string, string | undefined>;

/** Contact for the nutrition-and-training consultation (a messaging-app link). */
export const CONSULT_URL = envUrl(env.VITE_CONSULT_URL, 'https://wa.me/5561000000000');

export const FREE_PLAN: Plan = {
  code: 'FREE',
  name: PLAN_NAMES.FREE,
  price: 'R$ 0',
  billing: 'gratuito',
  description: '1 teste isolado',
};

/** The three paid plans, in the order they are offered. */
export const PURCHASE_LINKS: readonly PurchaseLink[] = [
  {
    code: 'COMUM',
    name: PLAN_NAMES.COMUM,
    price: 'R$ 31,90',
    billing: 'pagamento único',
    description: 'Um simulado completo do TAF',
    url: envUrl(env.VITE_PLAN_URL_AVULSO, 'https://pay.prontidao.app/avulso'),
  },
  {
    code: 'AVAN_MENSAL',
    name: PLAN_NAMES.AVAN_MENSAL,
    price: 'R$ 49,90',
    billing: '/mês',
    description: 'Acesso completo, renovado todo mês',
    url: envUrl(env.VITE_PLAN_URL_MENSAL, 'https://pay.prontidao.app/mensal'),
  },
  {
    code: 'AVAN_SEMESTRE',
    name: PLAN_NAMES.AVAN_SEMESTRE,
    price: 'R$ 249,90',
    billing: '≈ R$ 41,65/mês',
    description: 'Seis meses de acesso completo',
    url: envUrl(env.VITE_PLAN_URL_SEMESTRAL, 'https://pay.prontidao.app/semestral'),
  },
];

/** Every plan of spec §9: the free trial, then the paid ones. */
export const PLANS: readonly Plan[] = [FREE_PLAN, ...PURCHASE_LINKS];
