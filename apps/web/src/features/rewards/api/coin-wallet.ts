import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** add_test_coins ('+800 Moedas (Teste)'): balance, wallet, rank and unlocks are refreshed after. */
export function useAddTestCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rpc('add_test_coins'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coins }),
  });
}
