import type { TrainingActivityDetail } from '@prontidao/domain/training/activity-types';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ActivityForm } from './activity-form';
import type { ActivityCallFields } from './activity-form-schema';
import { toFormValues } from './activity-form-schema';
import { useUpdateActivity } from './api/training-queries';
import { formKindOf } from './form-kinds';

export interface EditActivityFormProps {
  activity: TrainingActivityDetail;
  onDone: () => void;
}

/** The same form as 'Registrar', filled with the activity; saving recalculates its coins. */
export function EditActivityForm({ activity, onDone }: EditActivityFormProps) {
  const update = useUpdateActivity();
  const kind = formKindOf(activity);

  const onSave = async (fields: ActivityCallFields) => {
    const result = await update.mutateAsync({ id: activity.id, ...fields });
    const change = result.coins_earned + result.bonus;
    const coins = change === 0 ? 'Moedas sem alteração.' : `Moedas: ${change > 0 ? '+' : ''}${change}.`;
    toast.success('✅ Treino atualizado', { description: `${coins} Saldo: ${result.balance}.` });
    onDone();
  };

  return (
    <div className="grid gap-3">
      <ActivityForm
        kind={kind}
        idPrefix="editar-treino"
        defaultValues={toFormValues(activity)}
        autoFocus
        submitLabel="Salvar alterações"
        pendingLabel="Salvando..."
        isPending={update.isPending}
        onSave={onSave}
      />
      <Button variant="ghost" className="w-full sm:w-fit" onClick={onDone}>
        Cancelar
      </Button>
    </div>
  );
}
