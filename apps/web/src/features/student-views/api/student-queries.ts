import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import type { EnduranceMetrics, Zone } from '@prontidao/domain/endurance/endurance-metrics';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

// The calls of the student views: whose data is the id in the address (a trainer's student), or the
// viewer's own when there is none (the candidate's /aluno/metricas). The server refuses a student the
// viewer may not see with NOT_FOUND, whatever the reason.

export type { BodyReport, EnduranceMetrics };
export type EnduranceZone = Zone;
export type StudentSummary = RpcOutput<'get_student_summary'>;
export type StudentTest = RpcOutput<'get_user_tests'>[number];
export type StudentActivity = RpcOutput<'get_user_training_activities'>['items'][number];

// The plan, simulations, medals, body report and trainings are the candidate's own reads too: their
// one definition each is in lib/queries, given the student's id.
const studentKey = queryKeys.studentView;

/** The simulations shown on the reports page (the server's maximum is 200). */
export const REPORT_TESTS_LIMIT = 50;

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
