import { ClipboardList, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

function LastSimulationTitle() {
  return (
    <CardHeader>
      <CardTitle asChild>
        <h2>Último simulado</h2>
      </CardTitle>
    </CardHeader>
  );
}

/** No simulation yet: invite the candidate to take the first one. */
export function LastSimulationEmpty() {
  return (
    <Card className="flex flex-col">
      <LastSimulationTitle />
      <CardContent className="grid justify-items-start gap-4">
        <p className="text-pretty">Faça seu primeiro simulado e descubra sua nota no TAF.</p>
        <p className="text-muted-foreground text-sm">
          Informe seus resultados na barra, na corrida e na natação: calculamos a nota de cada prova e dizemos
          se você estaria apto.
        </p>
        <Button asChild>
          <Link to={paths.candidate.tests}>
            <ClipboardList aria-hidden="true" />
            Fazer simulado
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function LastSimulationError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card className="flex flex-col">
      <LastSimulationTitle />
      <CardContent className="grid justify-items-start gap-4">
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar seu último simulado.</AlertTitle>
          <AlertDescription>Verifique sua conexão e tente novamente.</AlertDescription>
        </Alert>
        <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </CardContent>
    </Card>
  );
}
