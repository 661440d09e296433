import { type Entitlements, entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { isPlanCode, type PaidPlanCode, PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { Db } from '../../db/database.js';
import type { Env } from '../../env.js';
import { roleAndPlanOf } from '../profiles/profiles.service.js';

// What a person's plan unlocks (docs/decisions/031-plans.md). The plan is profiles.plano_code, set by
// an admin; FREE, no plan or an unknown code is the free tier (spec §3).

/** Where each paid plan is bought and the consultation contact; null where the config has none. */
export interface PurchaseLinks {
  COMUM: string | null;
  AVAN_MENSAL: string | null;
  AVAN_SEMESTRE: string | null;
  /** The premium nutrition-and-training consultation (a messaging-app link). */
  consult: string | null;
}

export interface CurrentPlan {
  plano_code: PlanCode;
  name: string;
  is_free: boolean;
  entitlements: Entitlements;
  purchase_links: PurchaseLinks;
  /** The end of the paid period (ISO), or null: no end (one-off, courtesy, free). */
  until: string | null;
  /** True where plans are bought here (Mercado Pago or its stand-in): 'Assinar' opens a checkout. */
  checkout: boolean;
}

/** The config names of the links (apps/server/src/env.ts). */
export const PURCHASE_LINK_VARS = {
  COMUM: 'PLAN_COMUM_URL',
  AVAN_MENSAL: 'PLAN_AVAN_MENSAL_URL',
  AVAN_SEMESTRE: 'PLAN_AVAN_SEMESTRE_URL',
  consult: 'CONSULT_URL',
} as const satisfies Record<keyof PurchaseLinks, string>;

type LinkVar = (typeof PURCHASE_LINK_VARS)[keyof PurchaseLinks];

/** A link from the config; absent or not an http(s) address reads as null (the page says 'Em breve'). */
function linkFrom(env: Env, name: LinkVar): string | null {
  const value = (env as Env & Partial<Record<LinkVar, unknown>>)[name];
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.trim() : null;
  } catch {
    return null;
  }
}

export function purchaseLinksOf(env: Env): PurchaseLinks {
  return {
    COMUM: linkFrom(env, PURCHASE_LINK_VARS.COMUM),
    AVAN_MENSAL: linkFrom(env, PURCHASE_LINK_VARS.AVAN_MENSAL),
    AVAN_SEMESTRE: linkFrom(env, PURCHASE_LINK_VARS.AVAN_SEMESTRE),
    consult: linkFrom(env, PURCHASE_LINK_VARS.consult),
  };
}

/** The paid plans whose purchase link is missing from the config (for the admin's system status). */
export function missingPurchaseLinks(env: Env): PaidPlanCode[] {
  const links = purchaseLinksOf(env);
  return (['COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE'] as const).filter((code) => links[code] === null);
}

/** A stored code as the plan it means: unknown or missing codes are the free tier. */
export function planCodeOf(stored: string | null | undefined): PlanCode {
  return isPlanCode(stored) ? stored : 'FREE';
}

export function currentPlan(
  stored: string | null | undefined,
  env: Env,
  paid: { until: Date | null; checkout: boolean } = { until: null, checkout: false },
): CurrentPlan {
  const code = planCodeOf(stored);
  return {
    plano_code: code,
    name: PLAN_NAMES[code],
    is_free: code === 'FREE',
    entitlements: entitlementsOf(code),
    purchase_links: purchaseLinksOf(env),
    until: paid.until?.toISOString() ?? null,
    checkout: paid.checkout,
  };
}

/** What a person's plan unlocks, read from the database (for the calls that enforce it). */
export async function entitlementsOfUser(db: Db, userId: string): Promise<Entitlements> {
  const row = await roleAndPlanOf(db, userId);
  return entitlementsOf(planCodeOf(row?.plano_code));
}
