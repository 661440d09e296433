import type { QueryClient } from '@tanstack/react-query';
import type { DashboardFirstCall } from '@/config/dashboard-first-calls';
import { authContextQuery } from '@/lib/queries/auth-context';
import { coinWalletQuery, rankStatusQuery } from '@/lib/queries/coins';
import { recentMedalsQuery } from '@/lib/queries/medals';
import { fullProfileQuery, profileOf } from '@/lib/queries/profile';
import { lastSimuladoQuery } from '@/lib/queries/taf';
import { trainingPlanQuery } from '@/lib/queries/training-plan';
import type { RpcName, RpcOutput } from '@/lib/rpc';

type FirstQuery<N extends RpcName> = {
  query: { queryKey: readonly unknown[] };
  /** The query's data from the call's answer, as its queryFn makes it (most keep it as it is). */
  dataOf: (data: RpcOutput<N>) => unknown;
};

const asIs = <T>(data: T) => data;

/**
 * The query behind each of the dashboard's first calls (config/dashboard-first-calls.ts): main.tsx
 * prefetches through them; the server's render of the first screen (dashboard-render.tsx) fills them
 * from the calls' answers.
 */
export const FIRST_QUERIES: { [N in DashboardFirstCall | 'get_auth_context']: FirstQuery<N> } = {
  get_auth_context: { query: authContextQuery, dataOf: asIs },
  get_training_plan: { query: trainingPlanQuery(), dataOf: asIs },
  get_rank_status: { query: rankStatusQuery, dataOf: asIs },
  get_coin_wallet: { query: coinWalletQuery, dataOf: asIs },
  get_medalhas_recentes: { query: recentMedalsQuery(), dataOf: asIs },
  get_perfil_completo: { query: fullProfileQuery, dataOf: profileOf },
  get_last_simulado: { query: lastSimuladoQuery, dataOf: asIs },
};

export type FirstCall = keyof typeof FIRST_QUERIES;

/** Fetches a first call through its own query (options, key and queryFn as the pages use them). */
export function prefetchFirst(client: QueryClient, name: FirstCall): Promise<void> {
  return client.prefetchQuery(FIRST_QUERIES[name].query as Parameters<QueryClient['prefetchQuery']>[0]);
}

/** Fills a first call's query with its data (the call's `data`), as its queryFn would have. */
export function fillFirst(client: QueryClient, name: FirstCall, data: unknown): void {
  const first = FIRST_QUERIES[name] as FirstQuery<RpcName>;
  client.setQueryData(first.query.queryKey, first.dataOf(data as never));
}
