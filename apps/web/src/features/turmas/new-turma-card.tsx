import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCreateTurma } from './api/turmas';
import { TurmaFields } from './turma-fields';
import {
  checkNewTurma,
  EMPTY_TURMA,
  type TurmaFormErrors,
  type TurmaFormValues,
  turmaFormErrors,
} from './turma-form-values';

/** 'Nova turma': opens the form; saved, the turma joins the list and the form closes. */
export function NewTurmaCard() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SectionCard
      titleId="nova-turma-titulo"
      icon={Plus}
      title="Nova turma"
      description="Agrupe os alunos que se preparam juntos para o mesmo concurso e acompanhe a semana de todos num só quadro."
    >
      <CardContent>
        {isOpen ? (
          <NewTurmaForm onDone={() => setIsOpen(false)} />
        ) : (
          <Button className="w-full sm:w-fit" onClick={() => setIsOpen(true)}>
            <Plus aria-hidden="true" />
            Criar turma
          </Button>
        )}
      </CardContent>
    </SectionCard>
  );
}

function NewTurmaForm({ onDone }: { onDone: () => void }) {
  const create = useCreateTurma();
  const [values, setValues] = useState<TurmaFormValues>(EMPTY_TURMA);
  const [errors, setErrors] = useState<TurmaFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewTurma(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.input, {
      onSuccess: (turma) => {
        toast.success('Turma criada', { description: `${turma.name}: crie um link e convide os alunos.` });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(turmaFormErrors(error.issues));
        toast.error('Erro ao criar turma', { description: errorMessage(error) });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-5" aria-label="Nova turma">
      <TurmaFields idPrefix="nova-turma" values={values} errors={errors} onChange={setValues} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Criando...' : 'Criar turma'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
