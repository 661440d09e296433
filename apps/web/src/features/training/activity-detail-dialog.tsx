import { formatPlainDate } from '@prontidao/domain/format/date';
import { useState } from 'react';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ActivityDetailView } from './activity-detail-view';
import { SOURCE_LABELS } from './activity-row';
import { useTrainingActivity } from './api/training-queries';
import { DeleteActivityConfirm } from './delete-activity-confirm';
import { EditActivityForm } from './edit-activity-form';
import { activityLabel } from './form-kinds';

type Mode = 'view' | 'edit' | 'delete';

export interface ActivityDetailDialogProps {
  /** The activity to show; null keeps the dialog closed. */
  activityId: string | null;
  onClose: () => void;
}

/** One activity's detail (heart rate, cadence, notes, route); the owner edits or deletes a manual one. */
export function ActivityDetailDialog({ activityId, onClose }: ActivityDetailDialogProps) {
  return (
    <Dialog open={activityId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{activityId ? <DetailContent id={activityId} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function DetailContent({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useTrainingActivity(id);
  const [mode, setMode] = useState<Mode>('view');

  if (detail.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Carregando treino...</DialogTitle>
          <DialogDescription className="sr-only">Aguarde os detalhes do treino.</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-40 w-full" />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Treino</DialogTitle>
          <DialogDescription className="sr-only">Erro ao carregar.</DialogDescription>
        </DialogHeader>
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar o treino.</AlertTitle>
          <AlertDescription>{detail.error.message}</AlertDescription>
        </Alert>
      </>
    );
  }

  const activity = detail.data;
  const typeLabel = activityLabel(activity);
  const date = formatPlainDate(activity.workout_date);
  const titles: Record<Mode, string> = {
    view: `${typeLabel} · ${date}`,
    edit: `Editar ${typeLabel.toLowerCase()} de ${date}`,
    delete: 'Excluir treino?',
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{titles[mode]}</DialogTitle>
        <DialogDescription>
          {activity.source === 'manual'
            ? 'Registrado manualmente'
            : `Importado: ${SOURCE_LABELS[activity.source]}`}
        </DialogDescription>
      </DialogHeader>
      {mode === 'view' ? (
        <ActivityDetailView
          activity={activity}
          onEdit={() => setMode('edit')}
          onDelete={() => setMode('delete')}
          comments={<TrainerComments activityId={activity.id} date={date} />}
        />
      ) : mode === 'edit' ? (
        <EditActivityForm activity={activity} onDone={() => setMode('view')} />
      ) : (
        <DeleteActivityConfirm activity={activity} onCancel={() => setMode('view')} onDeleted={onClose} />
      )}
    </>
  );
}

/** 'Comentários do treinador': what the trainer said about this session, and the candidate's answer. */
function TrainerComments({ activityId, date }: { activityId: string; date: string | null }) {
  return (
    <section aria-labelledby="session-comments-title" className="grid min-w-0 gap-2 border-t pt-4">
      <h3 id="session-comments-title" className="font-semibold">
        Comentários do treinador
      </h3>
      <CommentThread
        thread={{ kind: 'session', activityId }}
        label={date ? `Comentários do treino de ${date}` : 'Comentários do treino'}
      />
    </section>
  );
}
