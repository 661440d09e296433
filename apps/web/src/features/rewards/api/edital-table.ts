import { useQuery } from '@tanstack/react-query';
import { editalTableQuery } from '@/lib/queries/taf';

export type { EditalTable } from '@/lib/queries/taf';

/** The scoring tables of an edital, fetched only when asked for (the dialog opens). */
export const useEditalTable = (editalId: string, enabled: boolean) =>
  useQuery({ ...editalTableQuery(editalId), enabled });
