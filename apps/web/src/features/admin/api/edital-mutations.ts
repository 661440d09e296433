import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// Editais: preview (validated and parsed, nothing saved), then publish as a new version.

export type EditalPreview = RpcOutput<'preview_edital'>;

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
