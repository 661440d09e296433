import { useMutation } from '@tanstack/react-query';
import { type RpcInput, rpc } from '@/lib/rpc';

// 'Denunciar' a board entry (decision 039): once per entry and person; the server refuses a board
// that changed since it was read.

export type ReportEntryInput = RpcInput<'report_ranking_entry'>;

export const useReportEntry = () =>
  useMutation({ mutationFn: (input: ReportEntryInput) => rpc('report_ranking_entry', input) });
