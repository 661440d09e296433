import { formatCoins } from '@prontidao/domain/training/activity-format';
import type { TrainingActivityDetail } from '@prontidao/domain/training/activity-types';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteActivity } from './training-queries';

export interface DeleteActivityConfirmProps {
  activity: TrainingActivityDetail;
  onCancel: () => void;
  onDeleted: () => void;
}

/** 'Excluir treino?': the coins it earned go back; nothing is deleted until confirmed. */
export function DeleteActivityConfirm({ activity, onCancel, onDeleted }: DeleteActivityConfirmProps) {
  const remove = useDeleteActivity();

  const confirm = () =>
    remove.mutate(activity.id, {
      onSuccess: (result) => {
        toast.success('Treino excluído', {
          description: `${formatCoins(result.coins_returned)} devolvidas. Saldo: ${result.balance}.`,
        });
        onDeleted();
      },
      onError: (error) => toast.error('Erro ao excluir treino', { description: errorMessage(error) }),
    });

  return (
    <div className="grid gap-4">
      <p className="text-pretty text-sm">
        Este treino sai do histórico e {formatCoins(activity.coins)}{' '}
        {activity.coins === 1 ? 'que ele rendeu é devolvida' : 'que ele rendeu são devolvidas'}. Essa ação não
        pode ser desfeita.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Excluindo...' : 'Excluir treino'}
        </Button>
      </DialogFooter>
    </div>
  );
}
