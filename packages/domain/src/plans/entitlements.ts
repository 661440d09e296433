import { isPlanCode, type PlanCode } from './plan-codes';

/**
 * What each plan unlocks beyond what every plan has (docs/decisions/031-plans.md). The TAF simulator,
 * the training log, the tracker, the rankings, trainer links and rewards by coins are on every plan.
 */
export interface Entitlements {
  /** The three premium contents without reaching their coin threshold. */
  premium_contents: boolean;
  /** Bar-technique analyses per calendar month (São Paulo); null = unlimited. */
  technique_analyses_per_month: number | null;
  /** The training plan back from the TAF date (issue 14). */
  training_plan: boolean;
}

const ENTITLEMENTS: Record<PlanCode, Entitlements> = {
  FREE: { premium_contents: false, technique_analyses_per_month: 3, training_plan: false },
  COMUM: { premium_contents: true, technique_analyses_per_month: 10, training_plan: false },
  AVAN_MENSAL: { premium_contents: true, technique_analyses_per_month: null, training_plan: true },
  AVAN_SEMESTRE: { premium_contents: true, technique_analyses_per_month: null, training_plan: true },
};

/** An unknown or missing code is the free tier (spec §3: FREE or missing means free). */
export function entitlementsOf(code: string | null | undefined): Entitlements {
  return ENTITLEMENTS[isPlanCode(code) ? code : 'FREE'];
}
