import { ClipboardList, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/** Placeholders shaped like the summary cards and the tabs; the status text is for screen readers. */
export function ProgressSkeleton() {
  return (
    <div className="grid gap-6" data-testid="progress-skeleton">
      <p role="status" className="sr-only">
        Carregando histórico...
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {['total', 'average', 'best', 'approval'].map((key) => (
          <Skeleton key={key} className="h-24 sm:h-28" />
        ))}
      </div>
      <Skeleton className="h-10 w-full sm:w-80" />
      <Skeleton className="h-64" />
    </div>
  );
}

export function ProgressError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Erro ao carregar histórico.</AlertTitle>
      <AlertDescription>
        <p>Verifique sua conexão e tente novamente.</p>
        <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={onRetry} aria-busy={isRetrying}>
          <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function ProgressEmpty() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ClipboardList className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-balance font-semibold text-xl">Você ainda não fez nenhum simulado.</h2>
      <p className="max-w-md text-pretty text-muted-foreground">
        Faça seu primeiro simulado do TAF para ver suas notas, medalhas e a evolução ao longo do tempo.
      </p>
      <Button asChild>
        <Link to={paths.candidate.tests}>Fazer meu primeiro simulado</Link>
      </Button>
    </Card>
  );
}

/** Simulations of other editais only: the current edital or exam has none yet. */
export function NoSimulationOfEdital({ name }: { name: string | null }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ClipboardList className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-balance font-semibold text-xl">
        {name ? `Nenhum simulado de ${name} ainda.` : 'Nenhum simulado do seu concurso ainda.'}
      </h2>
      <p className="max-w-md text-pretty text-muted-foreground">
        Seus simulados de outros concursos continuam na página Simulados. Faça um simulado do concurso que
        você segue para acompanhar suas marcas aqui.
      </p>
      <Button asChild>
        <Link to={paths.candidate.tests}>Fazer simulado</Link>
      </Button>
    </Card>
  );
}
