import { queryOptions } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// A turma's challenges, read by its trainer (the turma's page) and its members (their profile).

export type TurmaChallenge = RpcOutput<'get_turma_challenges'>[number];
export type ChallengeStanding = TurmaChallenge['standings'][number];

/** get_turma_challenges: the turma's challenges with the standings (nicknames only), newest first. */
export const turmaChallengesQuery = (turmaId: string) =>
  queryOptions({
    queryKey: queryKeys.turmaChallenges(turmaId),
    queryFn: () => rpc('get_turma_challenges', { turma_id: turmaId }),
  });
