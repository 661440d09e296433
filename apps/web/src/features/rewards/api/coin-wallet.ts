import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** get_coin_wallet: balance, breakdown and whether the test grant is offered. */
export const coinWalletQuery = queryOptions({
  queryKey: queryKeys.coinWallet,
  queryFn: () => rpc('get_coin_wallet'),
});

export const useCoinWallet = () => useQuery(coinWalletQuery);

/** add_test_coins ('+800 Moedas (Teste)'): balance, wallet, rank and unlocks are refreshed after. */
export function useAddTestCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rpc('add_test_coins'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coins }),
  });
}
