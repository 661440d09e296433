import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import type { EnduranceMetrics, Zone } from '@prontidao/domain/endurance/endurance-metrics';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PlanView } from '@/components/training-plan/plan-view';
import { type RpcOutput, rpc } from '@/lib/rpc';

// The calls of the student views: whose data is the id in the address (a trainer's student), or the
// viewer's own when there is none (the candidate's /aluno/metricas). The server refuses a student the
// viewer may not see with NOT_FOUND, whatever the reason.

export type { BodyReport, EnduranceMetrics };
export type EnduranceZone = Zone;
export type StudentSummary = RpcOutput<'get_student_summary'>;
export type StudentTest = RpcOutput<'get_user_tests'>[number];
export type StudentActivity = RpcOutput<'get_user_training_activities'>['items'][number];

/** Every key of these views starts here, apart from the candidate's own data. */
const studentKey = (studentId: string | null) => ['student-view', studentId ?? 'self'] as const;

/** The simulations shown on the reports page (the server's maximum is 200). */
export const REPORT_TESTS_LIMIT = 50;
export const TRAININGS_PAGE_SIZE = 20;

/** The student's training plan (computed on read, so read again on each visit). */
export const studentPlanQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'training-plan'],
    queryFn: (): Promise<PlanView> => rpc('get_training_plan', { user_id: studentId }),
    staleTime: 0,
  });

export const studentSummaryQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'summary'],
    queryFn: () => rpc('get_student_summary', { user_id: studentId }),
  });

export const enduranceMetricsQuery = (studentId: string | null) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'endurance-metrics'],
    queryFn: () => rpc('endurance_metrics', studentId ? { p_student: studentId } : {}),
  });

export const studentTestsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'tests', REPORT_TESTS_LIMIT],
    queryFn: () => rpc('get_user_tests', { user_id: studentId, limit: REPORT_TESTS_LIMIT }),
  });

export const studentMedalsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'medals'],
    queryFn: () => rpc('get_medalhas_recentes', { user_uuid: studentId }),
  });

export const bodyReportQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...studentKey(studentId), 'body-report'],
    queryFn: () => rpc('get_relatorio_bio', { p_student: studentId }),
  });

export const studentTrainingsQuery = (studentId: string) =>
  infiniteQueryOptions({
    queryKey: [...studentKey(studentId), 'trainings', TRAININGS_PAGE_SIZE],
    queryFn: ({ pageParam }) =>
      rpc('get_user_training_activities', {
        user_id: studentId,
        limit: TRAININGS_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
