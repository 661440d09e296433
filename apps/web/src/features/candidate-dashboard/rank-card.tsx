import { Dumbbell, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { DashboardCardHeader } from './dashboard-card-header';

// Spec §9: every rank starts at Soldado 2ª Classe and is promoted every 10 completed workouts.
// The workout count arrives with the activities issue; until then nobody has a workout to count.
const FIRST_RANK = 'Soldado 2ª Classe';
const NEXT_RANK = 'Soldado 1ª Classe';
const WORKOUTS_PER_PROMOTION = 10;
const COMPLETED_WORKOUTS = 0;

/** 'Patente': the candidate's rank and the way to the next one. */
export function RankCard() {
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader
        title="Patente"
        description={<>Promoção a cada {WORKOUTS_PER_PROMOTION} treinos</>}
        icon={Shield}
      />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        <div className="grid w-full gap-2">
          <p className="font-semibold text-xl">{FIRST_RANK}</p>
          <p className="text-muted-foreground text-sm">Registre treinos para ser promovido.</p>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span>Próxima: {NEXT_RANK}</span>
            <span className="tabular-nums">
              {COMPLETED_WORKOUTS}/{WORKOUTS_PER_PROMOTION}
            </span>
          </div>
          <Progress
            value={COMPLETED_WORKOUTS}
            max={WORKOUTS_PER_PROMOTION}
            label={`Treinos para ${NEXT_RANK}: ${COMPLETED_WORKOUTS} de ${WORKOUTS_PER_PROMOTION}`}
          />
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
