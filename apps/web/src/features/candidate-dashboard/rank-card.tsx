import { MAX_RANK_MESSAGE, rankFor } from '@prontidao/domain/ranks/rank-ladder';
import { Dumbbell, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { DashboardCardHeader } from './dashboard-card-header';

// The ladder is the domain's (spec §9). The workout count arrives with the activities issue; until
// then nobody has a workout to count.
const COMPLETED_WORKOUTS = 0;

/** 'Patente': the candidate's rank and the way to the next one. */
export function RankCard() {
  const { rank, next, progress, goal } = rankFor(COMPLETED_WORKOUTS);
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader title="Patente" description={<>Promoção a cada {goal} treinos</>} icon={Shield} />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        <div className="grid w-full gap-2">
          <p className="font-semibold text-xl">{rank}</p>
          {next ? (
            <>
              <p className="text-muted-foreground text-sm">Registre treinos para ser promovido.</p>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span>Próxima: {next}</span>
                <span className="tabular-nums">
                  {progress}/{goal}
                </span>
              </div>
              <Progress value={progress} max={goal} label={`Treinos para ${next}: ${progress} de ${goal}`} />
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{MAX_RANK_MESSAGE}</p>
          )}
        </div>
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
