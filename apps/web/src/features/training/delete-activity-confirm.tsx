import { formatCoins } from '@prontidao/domain/training/activity-format';
import type { TrainingActivityDetail } from '@prontidao/domain/training/activity-types';
import { toast } from 'sonner';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { errorMessage } from '@/lib/api-error';
import { useDeleteActivity } from './api/training-queries';

/** What the deletion gave back (its coins, and a week's bonus it no longer reaches), in agreement. */
export const returnedText = (coins: number) =>
  coins === 0
    ? 'Nenhuma moeda a devolver.'
    : `${formatCoins(coins)} ${coins === 1 ? 'devolvida' : 'devolvidas'}.`;

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
          description: `${returnedText(result.coins_returned)} Saldo: ${result.balance}.`,
        });
        onDeleted();
      },
      onError: (error) => toast.error('Erro ao excluir treino', { description: errorMessage(error) }),
    });

  return (
    <div className="grid gap-4">
      <p className="text-pretty text-sm">
        {activity.coins > 0
          ? `Este treino sai do histórico e ${formatCoins(activity.coins)} que ele rendeu ${activity.coins === 1 ? 'é devolvida' : 'são devolvidas'}.`
          : 'Este treino sai do histórico; ele não rendeu moedas.'}{' '}
        Essa ação não pode ser desfeita.
      </p>
      <ConfirmDialogFooter
        onCancel={onCancel}
        confirmLabel="Excluir treino"
        pendingLabel="Excluindo..."
        isPending={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
