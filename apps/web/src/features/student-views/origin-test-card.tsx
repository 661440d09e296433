import { formatDistance } from '@prontidao/domain/format/distance';
import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EnduranceMetrics } from './api/student-queries';
import { formatDay } from './metrics-format';

/** The test every figure comes from: its type, date and time. */
export function OriginTestCard({ test }: { test: EnduranceMetrics['origin_test'] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Teste de origem</h2>
        </CardTitle>
        <CardDescription>As métricas acima são estimadas a partir deste teste.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="origin-test">
          <dt className="text-muted-foreground">Tipo</dt>
          <dd className="font-semibold">{test.type}</dd>
          <dt className="text-muted-foreground">Data</dt>
          <dd className="font-semibold tabular-nums">{formatDay(test.date)}</dd>
          <dt className="text-muted-foreground">Tempo</dt>
          <dd className="font-semibold tabular-nums">{formatMinutesSeconds(test.time_s)}</dd>
          {test.distance_m ? (
            <>
              <dt className="text-muted-foreground">Distância</dt>
              <dd className="font-semibold tabular-nums">{formatDistance(test.distance_m)}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
