import { queryOptions } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

/**
 * get_relatorio_bio: a trainer's student's body report, or the candidate's own, which is read again
 * whenever the page opens (the birth date and the weight change on the profile page).
 */
export const bodyReportQuery = (studentId: string | null = null) =>
  queryOptions({
    queryKey: studentId ? [...queryKeys.studentView(studentId), 'body-report'] : queryKeys.bodyReport,
    queryFn: () => rpc('get_relatorio_bio', studentId ? { p_student: studentId } : {}),
    ...(studentId ? {} : { staleTime: 0 }),
  });
