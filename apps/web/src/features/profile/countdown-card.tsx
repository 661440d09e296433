import { formatPlainDate } from '@prontidao/domain/format/date';
import { countdownFor, countdownStage } from '@prontidao/domain/profile/countdown';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The current instant, refreshed every minute so the count turns at midnight (São Paulo). */
function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Days left to the expected TAF date and the stage: 'Reta final' (≤ 30 days) or 'Continue treinando'. */
export function CountdownCard({ tafDate }: { tafDate: string | null }) {
  const { days, label } = countdownFor(tafDate, useNow());
  const stage = countdownStage(days);
  const date = formatPlainDate(tafDate);
  return (
    <section aria-labelledby="contagem-titulo">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="contagem-titulo" className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-5 text-primary" />
              Contagem regressiva
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-balance font-bold text-2xl text-foreground leading-tight sm:text-3xl">{label}</p>
          {stage ? (
            <Badge variant={stage === 'Reta final' ? 'warning' : 'success'} className="text-sm">
              {stage}
            </Badge>
          ) : null}
          <p className="text-muted-foreground text-sm">
            {date
              ? `Data prevista do TAF: ${date}`
              : 'Informe a data prevista em “Editar” nos dados pessoais.'}
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
