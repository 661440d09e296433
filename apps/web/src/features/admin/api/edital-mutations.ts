import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// Editais: preview (validated and parsed, nothing saved), then publish as a new version; archive.

/** An edital graded by tables (`tests`) or an exam of pass marks and points (`events`). */
export type EditalPreview = RpcOutput<'preview_edital'>;
export type ExamPreview = Extract<EditalPreview, { events: unknown }>;
export type TablesPreview = Exclude<EditalPreview, { events: unknown }>;

export const isExamPreview = (preview: EditalPreview): preview is ExamPreview => 'events' in preview;

export const usePreviewEdital = () =>
  useMutation({ mutationFn: (document: unknown) => rpc('preview_edital', { document }) });

export function useImportEdital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) => rpc('import_edital', { document }),
    onSuccess: () => {
      // The simulator's edital list and tables show the new version.
      void queryClient.invalidateQueries({ queryKey: queryKeys.editais });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}

/** Archived: no longer offered to new choosers (who follows it keeps it); or offered again. */
export function useSetEditalArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { edital_id: string; archived: boolean }) => rpc('set_edital_archived', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.editais });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
