import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type EditalTable = RpcOutput<'get_edital_table'>;

export const editalTableQuery = (editalId: string) =>
  queryOptions({
    queryKey: ['edital-table', editalId] as const,
    queryFn: () => rpc('get_edital_table', { edital_id: editalId }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The scoring tables of an edital, fetched only when asked for (the dialog opens). */
export const useEditalTable = (editalId: string, enabled: boolean) =>
  useQuery({ ...editalTableQuery(editalId), enabled });
