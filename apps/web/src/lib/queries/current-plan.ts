import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

export type CurrentPlan = RpcOutput<'get_plano_atual'>;
export type PurchaseLinks = CurrentPlan['purchase_links'];

/** get_plano_atual: the plan an admin set, what it unlocks and the configured purchase links. */
export const currentPlanQuery = queryOptions({
  queryKey: queryKeys.currentPlan,
  queryFn: () => rpc('get_plano_atual'),
});

export const useCurrentPlan = () => useQuery(currentPlanQuery);
