// get_plano_atual is read by the dashboard too: its one definition is in lib/queries.
export { type CurrentPlan, type PurchaseLinks, useCurrentPlan } from '@/lib/queries/current-plan';
