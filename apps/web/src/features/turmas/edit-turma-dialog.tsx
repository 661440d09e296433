import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type Turma, useUpdateTurma } from './api/turmas';
import { TurmaFields } from './turma-fields';
import {
  checkTurmaEdit,
  type TurmaFormErrors,
  turmaFormErrors,
  turmaFormValuesOf,
} from './turma-form-values';

/** 'Editar turma': rename it, or change its exam, TAF date or description. */
export function EditTurmaDialog({ turma }: { turma: Turma }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar turma</DialogTitle>
          <DialogDescription>
            Renomeie a turma ou mude o concurso, a data do TAF e a descrição.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the turma as saved. */}
        {open ? <EditTurmaForm turma={turma} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditTurmaForm({ turma, onDone }: { turma: Turma; onDone: () => void }) {
  const update = useUpdateTurma();
  const [values, setValues] = useState(() => turmaFormValuesOf(turma));
  const [errors, setErrors] = useState<TurmaFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTurmaEdit(turma.id, values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    update.mutate(checked.input, {
      onSuccess: () => {
        toast.success('Turma atualizada');
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(turmaFormErrors(error.issues));
        toast.error('Erro ao salvar turma', { description: errorMessage(error) });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-5" aria-label="Editar turma">
      <TurmaFields idPrefix="editar-turma" values={values} errors={errors} onChange={setValues} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
