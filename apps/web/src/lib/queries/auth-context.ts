import { queryOptions } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

export type AuthContext = NonNullable<RpcOutput<'get_auth_context'>>;

/** get_auth_context, outside the cache (the admin sign-in reads it before it navigates). */
export const fetchAuthContext = () => rpc('get_auth_context');

/** Who is signed in (null when nobody): role, nickname and whether the profile is complete. */
export const authContextQuery = queryOptions({
  queryKey: queryKeys.authContext,
  queryFn: fetchAuthContext,
  staleTime: 60_000,
  refetchInterval: 60_000,
});
