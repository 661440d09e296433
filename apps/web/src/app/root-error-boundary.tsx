import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { isStaleChunkError } from '@/lib/stale-chunk';

const GENERIC = 'Ocorreu um erro inesperado. Tente recarregar a página.';
const NEW_VERSION = 'Uma nova versão do Prontidão foi publicada. Recarregue a página para continuar.';

/**
 * What a person reads: our API's pt-BR message, the new-version notice, or the generic text — never a
 * browser's or a library's English message (those stay in the console).
 */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isStaleChunkError(error)) return NEW_VERSION;
  return GENERIC;
}

/** 'Algo deu errado': the fallback of any page that throws. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const message = messageOf(error);
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
