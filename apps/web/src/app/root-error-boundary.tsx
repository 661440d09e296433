import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Algo deu errado': the fallback of any page that throws. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error && error.message
      ? error.message
      : 'Ocorreu um erro inesperado. Tente recarregar a página.';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Tentar Novamente</Button>
        <Button variant="outline" asChild>
          <a href={paths.auth}>Ir para Login</a>
        </Button>
      </div>
    </main>
  );
}
