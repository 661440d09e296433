import { ExamSearch } from '@/components/exam-search/exam-search';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditais } from '@/lib/queries/taf';
import type { TurmaFormErrors, TurmaFormValues } from './turma-form-values';

export interface TurmaFieldsProps {
  /** Prefix of the fields' ids (a page may hold the new turma's form and an edit dialog). */
  idPrefix: string;
  values: TurmaFormValues;
  errors: TurmaFormErrors;
  onChange: (values: TurmaFormValues) => void;
}

/** Nome da turma, Concurso (the catalogue's search), Data do TAF and an optional Descrição. */
export function TurmaFields({ idPrefix, values, errors, onChange }: TurmaFieldsProps) {
  const set = <K extends keyof TurmaFormValues>(field: K, value: TurmaFormValues[K]) =>
    onChange({ ...values, [field]: value });
  return (
    <>
      <FormField id={`${idPrefix}-nome`} label="Nome da turma" required error={errors.name}>
        <Input
          maxLength={80}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <ExamField
        id={`${idPrefix}-concurso`}
        editalId={values.editalId}
        error={errors.editalId}
        onChange={(id) => set('editalId', id)}
      />
      <FormField id={`${idPrefix}-data`} label="Data do TAF" error={errors.tafDate}>
        <Input
          type="date"
          className="sm:max-w-56"
          value={values.tafDate}
          onChange={(event) => set('tafDate', event.target.value)}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-descricao`}
        label="Descrição (opcional)"
        error={errors.description}
        description="Ex.: horário e local dos treinos."
      >
        <textarea
          rows={3}
          maxLength={500}
          className="w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs aria-invalid:border-destructive"
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>
    </>
  );
}

function ExamField({
  id,
  editalId,
  error,
  onChange,
}: {
  id: string;
  editalId: string | null;
  error: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const editais = useEditais();
  if (editais.isPending) return <Skeleton className="h-24 w-full" />;
  if (editais.isError) {
    return (
      <div className="grid gap-2" role="alert">
        <p className="text-destructive text-sm">Não foi possível carregar os concursos.</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => editais.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-2">
      <ExamSearch
        id={id}
        label="Concurso"
        withDefault={false}
        exams={editais.data}
        sex={null}
        chosenId={editalId}
        onChoose={(exam) => onChange(exam.id)}
      />
      {editalId ? (
        <Button variant="link" size="sm" className="w-fit px-0" onClick={() => onChange(null)}>
          Sem concurso definido
        </Button>
      ) : null}
      {error ? <p className="font-medium text-destructive text-sm">{error}</p> : null}
    </div>
  );
}
