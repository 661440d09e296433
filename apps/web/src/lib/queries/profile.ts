import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// The candidate's profile, shared by the header, the wizard, the profile page and the dashboard.

export type FullProfile = RpcOutput<'get_perfil_completo'>[number];

/** The one profile of get_perfil_completo's answer (a list of one row), or null. */
export const profileOf = (rows: RpcOutput<'get_perfil_completo'>): FullProfile | null => rows[0] ?? null;

/** get_perfil_completo, refetched every 60 s (spec §7). */
export const fullProfileQuery = queryOptions({
  queryKey: queryKeys.fullProfile,
  queryFn: async () => profileOf(await rpc('get_perfil_completo')),
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export const useFullProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...fullProfileQuery, enabled: options.enabled ?? true });

/**
 * update_perfil_completo; the profile and the guard's context are refreshed. The wizard defers the
 * context refresh (`refreshAuthContext: false`): a complete profile makes the guard leave the
 * wizard at once, and the wizard wants to show its success first (spec: redirect after 1.5 s).
 */
export function useUpdateProfile({ refreshAuthContext = true }: { refreshAuthContext?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'update_perfil_completo'>) => rpc('update_perfil_completo', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(fullProfileQuery.queryKey, profile);
      // The TAF date, sex and cargo change the chance of passing.
      void queryClient.invalidateQueries({ queryKey: queryKeys.passChance });
      return refreshAuthContext
        ? queryClient.invalidateQueries({ queryKey: queryKeys.authContext })
        : undefined;
    },
  });
}
