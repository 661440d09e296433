import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

// The dashboard's wallet, rank and medals; wallet and rank sit under the coins prefix, so every
// activity change reads them again; the medals sit under the simulations' prefix, so saving a
// simulation (which invalidates queryKeys.userTests) reads them again.

export const coinWalletQuery = queryOptions({
  queryKey: queryKeys.coinWallet,
  queryFn: () => rpc('get_coin_wallet'),
});

export const rankStatusQuery = queryOptions({
  queryKey: queryKeys.rankStatus,
  queryFn: () => rpc('get_rank_status'),
});

export const recentMedalsQuery = queryOptions({
  queryKey: [...queryKeys.userTests, ...queryKeys.recentMedals],
  queryFn: () => rpc('get_medalhas_recentes', {}),
});

export const useCoinWallet = () => useQuery(coinWalletQuery);
export const useRankStatus = () => useQuery(rankStatusQuery);
export const useRecentMedals = () => useQuery(recentMedalsQuery);
