import { formatDate, formatDateTime } from '@prontidao/domain/format/date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type RpcOutput, rpc } from '@/lib/rpc';

type MyTrainer = RpcOutput<'get_my_trainers'>[number];
type AccessLogEntry = RpcOutput<'get_trainer_access_log'>[number];

const myTrainersKey = ['trainers', 'mine'] as const;
const accessLogKey = ['trainers', 'access-log'] as const;

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
  const trainers = useQuery({ queryKey: myTrainersKey, queryFn: () => rpc('get_my_trainers') });
  const log = useQuery({ queryKey: accessLogKey, queryFn: () => rpc('get_trainer_access_log', {}) });

  return (
    <section aria-labelledby="treinadores-titulo">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="treinadores-titulo" className="flex items-center gap-2">
              <UserCheck aria-hidden="true" className="size-5 text-primary" />
              Treinadores com acesso
            </h2>
          </CardTitle>
          <CardDescription>
            Eles veem seus testes, treinos e métricas. Você pode revogar o acesso a qualquer momento.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {trainers.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : trainers.isError ? (
            <LoadError
              text="Não foi possível carregar seus treinadores."
              onRetry={() => trainers.refetch()}
            />
          ) : trainers.data.length === 0 ? (
            <div className="grid gap-1 text-sm">
              <p className="font-medium">Nenhum treinador tem acesso aos seus dados.</p>
              <p className="text-pretty text-muted-foreground">
                Para compartilhar, peça ao seu treinador um link de convite e abra-o com a sua conta.
              </p>
            </div>
          ) : (
            <ul className="grid gap-3">
              {trainers.data.map((trainer) => (
                <TrainerRow key={trainer.link_id} trainer={trainer} />
              ))}
            </ul>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold text-base">Histórico de acessos</h3>
            {log.isPending ? (
              <Skeleton className="h-10 w-full" />
            ) : log.isError ? (
              <LoadError text="Não foi possível carregar o histórico." onRetry={() => log.refetch()} />
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
      </Card>
    </section>
  );
}

function TrainerRow({ trainer }: { trainer: MyTrainer }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = nameOf(trainer);
  const revoke = useMutation({
    mutationFn: () => rpc('revoke_trainer_access', { link_id: trainer.link_id }),
    onSuccess: async () => {
      setOpen(false);
      toast.success('Acesso revogado', { description: `${name} não tem mais acesso aos seus dados.` });
      await queryClient.invalidateQueries({ queryKey: ['trainers'] });
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
      <Dialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="outline" aria-label={`Revogar acesso de ${name}`}>
            Revogar
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revogar acesso?</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {name} deixará de ver seus testes, treinos e métricas imediatamente. Para voltar a compartilhar,
              será preciso um novo convite.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={revoke.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {revoke.isPending ? 'Revogando...' : 'Revogar acesso'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
