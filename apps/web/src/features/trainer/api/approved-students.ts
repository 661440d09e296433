import { useQuery } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { trainerKeys } from './trainer-keys';

export type ApprovedStudent = RpcOutput<'get_trainer_students_approved'>[number];

/** get_trainer_students_approved: the students with an active link to this trainer. */
export const useApprovedStudents = () =>
  useQuery({ queryKey: trainerKeys.students, queryFn: () => rpc('get_trainer_students_approved') });
