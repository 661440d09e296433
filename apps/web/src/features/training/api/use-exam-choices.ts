import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { useMemo } from 'react';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useEditais } from '@/lib/queries/taf';
import { examChoices, type LogChoice } from '../log-choices';

/**
 * The events of the candidate's own exam to log (list_editais' entry for the profile's edital_id,
 * the default edital when none is chosen), as their sex does them. Empty while the catalogue loads or
 * when it cannot be read: the bar, swim, run and 'Outros exercícios' are always there.
 */
export function useExamChoices(): { choices: LogChoice[]; examName: string | null } {
  const { data: auth } = useAuthContext();
  const editais = useEditais();
  const editalId = auth?.edital_id ?? DEFAULT_EDITAL_ID;
  const sex = auth?.sexo ?? null;
  return useMemo(() => {
    const entry = editais.data?.find((candidate) => candidate.id === editalId);
    const choices = examChoices(entry, sex);
    return { choices, examName: choices.length > 0 && entry ? entry.short_name : null };
  }, [editais.data, editalId, sex]);
}
