// Spec §3 "Current plan": the plan codes and which one is the free tier.

export const PLAN_CODES = ['FREE', 'COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export type PaidPlanCode = Exclude<PlanCode, 'FREE'>;

/** The name of each plan, the same on the plans page, the upgrade card and the profile. */
export const PLAN_NAMES: Record<PlanCode, string> = {
  FREE: 'Gratuito',
  COMUM: 'Simulado avulso',
  AVAN_MENSAL: 'Avançado Mensal',
  AVAN_SEMESTRE: 'Avançado Semestral',
};

export const isPlanCode = (code: string | null | undefined): code is PlanCode =>
  !!code && Object.hasOwn(PLAN_NAMES, code);

/** FREE or no plan at all means the free tier. */
export const isFreePlan = (code: string | null | undefined): boolean => !code || code === 'FREE';

/** The plan's name; an unknown code is shown as it is, no plan as the free tier. */
export const planName = (code: string | null | undefined): string =>
  isPlanCode(code) ? PLAN_NAMES[code] : code || PLAN_NAMES.FREE;
