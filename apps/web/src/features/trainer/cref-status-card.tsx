import { BadgeCheck, Clock, IdCard, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { type TrainerProfile, useTrainerProfile } from './api/trainer-profile';
import { FormSkeleton, LoadError, trainerErrorMessage } from './trainer-states';

const STATUS = {
  verificado: {
    label: 'Verificado',
    variant: 'success',
    icon: BadgeCheck,
    text: 'Seu CREF foi verificado.',
  },
  pendente: {
    label: 'Pendente de verificação',
    variant: 'warning',
    icon: Clock,
    text: 'Um administrador vai conferir seu CREF. Enquanto isso, você já pode convidar alunos.',
  },
  rejeitado: {
    label: 'Rejeitado',
    variant: 'destructive',
    icon: ShieldX,
    text: 'Seu CREF não foi aceito. Corrija o cadastro para uma nova verificação.',
  },
} as const;

/** The CREF and its verification status, with the way back to the registration. */
export function CrefStatusCard() {
  const profile = useTrainerProfile();

  return (
    <section aria-labelledby="cref-status-titulo" className="min-w-0">
      <Card className="h-full">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="cref-status-titulo">Status do CREF</h2>
          </CardTitle>
          <CardDescription>Seu registro no Conselho Regional de Educação Física.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {profile.isPending ? (
            <FormSkeleton label="Carregando status do CREF..." rows={2} />
          ) : profile.isError ? (
            <LoadError
              title="Não foi possível carregar seu cadastro."
              message={trainerErrorMessage(profile.error, 'Tente novamente em instantes.')}
              onRetry={() => void profile.refetch()}
              isRetrying={profile.isFetching}
            />
          ) : (
            <CrefStatus profile={profile.data} />
          )}
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <Link to={paths.trainer.onboarding}>
              <IdCard aria-hidden="true" />
              Editar cadastro
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

function CrefStatus({ profile: data }: { profile: TrainerProfile }) {
  const status = data.cref_status ? STATUS[data.cref_status] : null;
  return (
    <div className="grid gap-2" data-testid="cref-status">
      {data.cref_number ? <p className="font-medium wrap-anywhere">CREF {data.cref_number}</p> : null}
      {status ? (
        <>
          <Badge variant={status.variant}>
            <status.icon aria-hidden="true" />
            {status.label}
          </Badge>
          <p className="text-pretty text-muted-foreground text-sm">{status.text}</p>
          {data.cref_status === 'rejeitado' && data.cref_rejection_reason ? (
            <p className="text-pretty text-sm wrap-anywhere">
              <span className="font-medium">Motivo:</span> {data.cref_rejection_reason}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-pretty text-muted-foreground text-sm">Nenhum CREF cadastrado.</p>
      )}
    </div>
  );
}
