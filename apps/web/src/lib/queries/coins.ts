import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// The coin reads shared by the dashboard, the rewards page, the promotion overlay and the chat. They
// sit under the coins prefix, so every activity change (and the test grant) reads them again.

/** get_coin_wallet: balance, breakdown and whether the test grant is offered. */
export const coinWalletQuery = queryOptions({
  queryKey: queryKeys.coinWallet,
  queryFn: () => rpc('get_coin_wallet'),
});

/** get_rank_status: the rank, the next one and whether a promotion waits to be shown. */
export const rankStatusQuery = queryOptions({
  queryKey: queryKeys.rankStatus,
  queryFn: () => rpc('get_rank_status'),
});

/** get_user_kb_snippets: the server decides what is unlocked; locked ones come without their text. */
export const kbSnippetsQuery = queryOptions({
  queryKey: queryKeys.kbSnippets,
  queryFn: () => rpc('get_user_kb_snippets'),
});

export const useCoinWallet = () => useQuery(coinWalletQuery);
export const useRankStatus = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...rankStatusQuery, enabled });
export const useKbSnippets = () => useQuery(kbSnippetsQuery);
