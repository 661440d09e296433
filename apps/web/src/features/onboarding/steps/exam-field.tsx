import { useController, useWatch } from 'react-hook-form';
import { ExamSearch } from '@/components/exam-search/exam-search';
import { InlineLoadError } from '@/components/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditais } from '@/lib/queries/taf';
import { FIELD_IDS } from '../onboarding-ids';
import type { WizardFormData } from '../wizard-data';

/** 'Qual é o seu concurso?', optional: the default exam (CBMDF) applies until one is chosen. */
export function ExamField() {
  const editais = useEditais();
  const { field } = useController<WizardFormData, 'examId'>({ name: 'examId' });
  const sexo = useWatch<WizardFormData, 'sexo'>({ name: 'sexo' });

  if (editais.isError) {
    return (
      <InlineLoadError
        text="Não foi possível carregar os concursos. Você pode escolher o seu depois, no perfil."
        onRetry={() => editais.refetch()}
      />
    );
  }
  if (editais.isPending) return <Skeleton className="h-24 w-full" />;
  return (
    <ExamSearch
      id={FIELD_IDS.exam}
      exams={editais.data}
      sex={sexo === '' ? null : sexo}
      chosenId={field.value || null}
      onChoose={(exam) => field.onChange(exam.id)}
    />
  );
}
