import { MAX_RANK_MESSAGE } from '@prontidao/domain/ranks/rank-ladder';
import type { RankStatus } from '@prontidao/domain/training/activity-types';
import { Dumbbell, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRankStatus } from '@/lib/queries/coins';
import { CardError } from './card-error';
import { DashboardCardHeader } from './dashboard-card-header';

function RankStanding({ status }: { status: RankStatus }) {
  const { rank, next, progress, goal, workouts } = status;
  return (
    <div className="grid w-full gap-2">
      <p className="font-semibold text-xl" data-testid="dashboard-rank">
        {rank}
      </p>
      <p className="text-muted-foreground text-sm" data-testid="dashboard-workouts">
        {workouts === 1 ? '1 treino concluído' : `${workouts} treinos concluídos`}
      </p>
      {next ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span>Próxima: {next}</span>
            <span className="tabular-nums">
              {progress}/{goal}
            </span>
          </div>
          <Progress value={progress} max={goal} label={`Treinos para ${next}: ${progress} de ${goal}`} />
        </>
      ) : (
        <p className="font-medium text-sm">{MAX_RANK_MESSAGE}</p>
      )}
    </div>
  );
}

/** 'Patente': the candidate's rank from their completed workouts and the way to the next one. */
export function RankCard() {
  const status = useRankStatus();
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader
        title="Patente"
        description={<>Promoção a cada {status.data?.goal ?? 10} treinos</>}
        icon={Shield}
      />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        {status.isPending ? (
          <div className="grid w-full gap-2" aria-hidden="true">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : status.isError ? (
          <CardError
            message="Não foi possível carregar sua patente."
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        ) : (
          <RankStanding status={status.data} />
        )}
        <Button asChild variant="outline">
          <Link to={paths.candidate.trainings}>
            <Dumbbell aria-hidden="true" />
            Registrar treino
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
