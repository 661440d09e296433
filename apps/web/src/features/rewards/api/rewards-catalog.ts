import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** get_user_kb_snippets: the server decides what is unlocked; locked ones come without their text. */
export const kbSnippetsQuery = queryOptions({
  queryKey: queryKeys.kbSnippets,
  queryFn: () => rpc('get_user_kb_snippets'),
});

/** get_premium_contents: the three fixed items and the official regulation link. */
export const premiumContentsQuery = queryOptions({
  queryKey: queryKeys.premiumContents,
  queryFn: () => rpc('get_premium_contents'),
});

export const useKbSnippets = () => useQuery(kbSnippetsQuery);
export const usePremiumContents = () => useQuery(premiumContentsQuery);
