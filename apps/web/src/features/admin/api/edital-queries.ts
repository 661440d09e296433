import { useMutation } from '@tanstack/react-query';
import { useEditais } from '@/lib/queries/taf';
import { type RpcOutput, rpc } from '@/lib/rpc';

// The catalogue of editais and exams (the same list the candidates choose from, archived ones
// included), and the newest document of one, for the editor to start a new version from.

export type CatalogueEntry = RpcOutput<'list_editais'>[number];

/** The candidates' own list (one query, one key): a publish or an archive refreshes both. */
export const useEditalCatalogue = useEditais;

/** Asked each time 'Editar' is pressed: the editor starts from the newest stored version. */
export const useLoadEditalDocument = () =>
  useMutation({ mutationFn: (editalId: string) => rpc('get_edital_document', { edital_id: editalId }) });
