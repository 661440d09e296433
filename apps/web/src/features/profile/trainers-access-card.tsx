import { formatDate, formatDateTime } from '@prontidao/domain/format/date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { InlineLoadError } from '@/components/inline-load-error';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { myTrainersQuery } from '@/lib/queries/trainers';
import type { RpcOutput } from '@/lib/rpc';
import { revokeTrainerAccess, trainerAccessLogQuery, trainersKey } from './api/trainers-access';

type MyTrainer = RpcOutput<'get_my_trainers'>[number];
type AccessLogEntry = RpcOutput<'get_trainer_access_log'>[number];

const RESOURCE_TEXT: Record<AccessLogEntry['resource'], string> = {
  metricas: 'suas métricas',
  relatorios: 'seus relatórios',
  treinos: 'seus treinos',
};

const CREF_STATUS_TEXT: Record<NonNullable<MyTrainer['cref_status']>, string> = {
  verificado: 'verificado',
  pendente: 'em verificação',
  rejeitado: 'rejeitado',
};

const nameOf = (trainer: { full_name: string | null }) => trainer.full_name ?? 'Treinador sem nome';

function crefText({ cref_number, cref_region, cref_status }: MyTrainer): string {
  if (!cref_number) return 'CREF não informado';
  const cref = cref_number.includes('/') || !cref_region ? cref_number : `${cref_number}/${cref_region}`;
  return cref_status ? `CREF ${cref} (${CREF_STATUS_TEXT[cref_status]})` : `CREF ${cref}`;
}

/** 'Carlos viu seus treinos em 12/03 às 18:40' (Brasília time). */
export function accessLogLine(entry: AccessLogEntry): string {
  const [date = '', time = ''] = formatDateTime(entry.viewed_at).split(' ');
  return `${entry.trainer_name ?? 'Um treinador'} viu ${RESOURCE_TEXT[entry.resource]} em ${date.slice(0, 5)} às ${time}`;
}

/** 'Treinadores com acesso' (DECISIONS 'Trainer links'): who sees the candidate's data, revoke, access log. */
export function TrainersAccessCard() {
  const trainers = useQuery(myTrainersQuery);
  const log = useQuery(trainerAccessLogQuery);

  return (
    <SectionCard
      titleId="treinadores-titulo"
      icon={UserCheck}
      title="Treinadores com acesso"
      description="Eles veem seus testes, treinos e métricas. Você pode revogar o acesso a qualquer momento."
    >
      <CardContent className="grid gap-6">
        {trainers.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : trainers.isError ? (
          <InlineLoadError
            text="Não foi possível carregar seus treinadores."
            onRetry={() => trainers.refetch()}
          />
        ) : (
          <TrainerList trainers={trainers.data} />
        )}
        <div className="grid gap-2">
          <h3 className="font-semibold text-base">Histórico de acessos</h3>
          {log.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : log.isError ? (
            <InlineLoadError text="Não foi possível carregar o histórico." onRetry={() => log.refetch()} />
          ) : log.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhum acesso registrado.</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Histórico de acessos">
              {log.data.map((entry) => (
                <li
                  key={`${entry.viewed_at}-${entry.resource}-${entry.trainer_name}`}
                  className="[overflow-wrap:anywhere]"
                >
                  {accessLogLine(entry)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </SectionCard>
  );
}

function TrainerList({ trainers }: { trainers: MyTrainer[] }) {
  const active = trainers.filter((trainer) => trainer.ended === null);
  return (
    <div className="grid gap-3">
      {active.length === 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Nenhum treinador tem acesso aos seus dados.</p>
          <p className="text-pretty text-muted-foreground">
            Para compartilhar, peça ao seu treinador um link de convite e abra-o com a sua conta.
          </p>
        </div>
      )}
      {trainers.length > 0 && (
        <ul className="grid gap-3">
          {trainers.map((trainer) =>
            trainer.ended ? (
              <EndedTrainerRow key={trainer.link_id} trainer={trainer} endedAt={trainer.ended.at} />
            ) : (
              <TrainerRow key={trainer.link_id} trainer={trainer} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** A link an admin ended by taking the trainer role away: said, with the date; nothing to revoke. */
function EndedTrainerRow({ trainer, endedAt }: { trainer: MyTrainer; endedAt: string }) {
  return (
    <li className="grid gap-0.5 rounded-md border border-dashed p-3 text-sm">
      <p className="font-medium [overflow-wrap:anywhere]">{nameOf(trainer)}</p>
      <p className="text-muted-foreground">Acesso encerrado pelo administrador em {formatDate(endedAt)}</p>
    </li>
  );
}

function TrainerRow({ trainer }: { trainer: MyTrainer }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = nameOf(trainer);
  const revoke = useMutation({
    mutationFn: () => revokeTrainerAccess(trainer.link_id),
    onSuccess: async () => {
      setOpen(false);
      toast.success('Acesso revogado', { description: `${name} não tem mais acesso aos seus dados.` });
      await queryClient.invalidateQueries({ queryKey: trainersKey });
    },
    onError: (error) =>
      toast.error('Erro ao revogar acesso', {
        description: errorMessage(error, 'Não foi possível revogar o acesso.'),
      }),
  });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5 text-sm">
        <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
        <p className="text-muted-foreground">{crefText(trainer)}</p>
        <p className="text-muted-foreground">Com acesso desde {formatDate(trainer.approved_at)}</p>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !revoke.isPending && setOpen(next)}
        trigger={
          <Button variant="outline" aria-label={`Revogar acesso de ${name}`}>
            Revogar
          </Button>
        }
        title="Revogar acesso?"
        description={
          <>
            {name} deixará de ver seus testes, treinos e métricas imediatamente. Para voltar a compartilhar,
            será preciso um novo convite.
          </>
        }
        descriptionClassName="[overflow-wrap:anywhere]"
      >
        <ConfirmDialogFooter
          confirmLabel="Revogar acesso"
          pendingLabel="Revogando..."
          isPending={revoke.isPending}
          onConfirm={() => revoke.mutate()}
        />
      </ConfirmDialog>
    </li>
  );
}
