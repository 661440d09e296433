import { infiniteQueryOptions } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

export const TRAININGS_PAGE_SIZE = 20;

/**
 * get_user_training_activities in cursor pages: the candidate's own history (under the training
 * activities' prefix, which every activity change invalidates), or a trainer's student's.
 */
export const trainingActivitiesQuery = (studentId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: studentId
      ? [...queryKeys.studentView(studentId), 'trainings', TRAININGS_PAGE_SIZE]
      : [...queryKeys.trainingActivities, 'history', TRAININGS_PAGE_SIZE],
    queryFn: ({ pageParam }) =>
      rpc('get_user_training_activities', {
        ...(studentId ? { user_id: studentId } : {}),
        limit: TRAININGS_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
