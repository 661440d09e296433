import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type AuthContext = RpcOutput<'get_auth_context'>;

/** Who is signed in (null when nobody): role, nickname and whether the profile is complete. */
export const authContextQuery = queryOptions({
  queryKey: ['auth-context'],
  queryFn: async (): Promise<AuthContext | null> => {
    try {
      return await rpc('get_auth_context');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  refetchInterval: 60_000,
});

export function useAuthContext() {
  return useQuery(authContextQuery);
}
