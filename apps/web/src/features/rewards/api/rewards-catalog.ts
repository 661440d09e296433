import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** get_premium_contents: the three fixed items and the official regulation link. */
export const premiumContentsQuery = queryOptions({
  queryKey: queryKeys.premiumContents,
  queryFn: () => rpc('get_premium_contents'),
});

export const usePremiumContents = () => useQuery(premiumContentsQuery);
