import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** Prefix of the candidate's trainers and the log of their access: a revocation reads both again. */
export const trainersKey = queryKeys.myTrainers;

export const trainerAccessLogQuery = queryOptions({
  queryKey: [...trainersKey, 'access-log'] as const,
  queryFn: () => rpc('get_trainer_access_log', {}),
});

export const revokeTrainerAccess = (linkId: string) => rpc('revoke_trainer_access', { link_id: linkId });
