import type { PaidPlanCode, PlanCode } from './plan-codes';

// The spec's price table (§9) and what each purchase grants (issue 25, decision 051).

/** What each paid plan costs, in centavos: a payment of any other amount grants nothing. */
export const PLAN_PRICES_CENTS: Record<PaidPlanCode, number> = {
  COMUM: 3190,
  AVAN_MENSAL: 4990,
  AVAN_SEMESTRE: 24990,
};

/** Months a payment buys; null: the one-off 'Simulado avulso', which has no end. */
export const PLAN_PERIOD_MONTHS: Record<PaidPlanCode, number | null> = {
  COMUM: null,
  AVAN_MENSAL: 1,
  AVAN_SEMESTRE: 6,
};

export const isPaidPlanCode = (code: string): code is PaidPlanCode => Object.hasOwn(PLAN_PRICES_CENTS, code);

/** The same instant `months` calendar months later (UTC); 31 January + 1 month is the end of February. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** A payment that counts: approved, and neither refunded nor charged back. */
export interface ActivePayment {
  plan_code: PaidPlanCode;
  period_start: Date | null;
  period_end: Date | null;
}

/**
 * Where a new period starts: now, or the end of the periods already paid for (a second month paid
 * early follows the first).
 */
export function nextPeriodStart(active: readonly ActivePayment[], now: Date): Date {
  const ends = active.flatMap((payment) => (payment.period_end ? [payment.period_end.getTime()] : []));
  return new Date(Math.max(now.getTime(), ...ends));
}

/** The period a payment approved now buys. */
export function periodOf(plan: PaidPlanCode, start: Date): { start: Date; end: Date | null } {
  const months = PLAN_PERIOD_MONTHS[plan];
  return { start, end: months === null ? null : addMonths(start, months) };
}

/**
 * The plan the payments give at `now`: the Avançado whose period runs latest while one runs, else
 * the 'Simulado avulso' once bought, else none (null: the free tier, or an admin's courtesy plan).
 */
export function planFromPayments(
  active: readonly ActivePayment[],
  now: Date,
): { code: PlanCode; until: Date | null } | null {
  const running = active
    .filter((payment) => payment.period_end && payment.period_end.getTime() > now.getTime())
    .sort((a, b) => (b.period_end?.getTime() ?? 0) - (a.period_end?.getTime() ?? 0));
  const [latest] = running;
  if (latest) return { code: latest.plan_code, until: latest.period_end };
  if (active.some((payment) => payment.plan_code === 'COMUM')) return { code: 'COMUM', until: null };
  return null;
}

/**
 * Since when the person has had the plan the payments give: the start of the running period, or
 * of the periods before it that it follows without a gap (three months renewed: since the first).
 * The one-off: its first purchase. Null when the payments give no plan (free, or courtesy).
 */
export function planSince(active: readonly ActivePayment[], now: Date): Date | null {
  const plan = planFromPayments(active, now);
  if (!plan) return null;
  const same = active
    .filter((payment) => payment.plan_code === plan.code && payment.period_start)
    .sort((a, b) => (a.period_start?.getTime() ?? 0) - (b.period_start?.getTime() ?? 0));
  if (plan.until === null) return same[0]?.period_start ?? null;
  const time = (date: Date | null | undefined) => date?.getTime() ?? 0;
  let index = same.length - 1;
  while (index > 0 && time(same[index - 1]?.period_end) >= time(same[index]?.period_start)) index -= 1;
  return same[index]?.period_start ?? null;
}
