import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders shaped like the page's cards; the status text is for screen readers. */
export function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="profile-skeleton">
      <p role="status" className="sr-only">
        Carregando perfil...
      </p>
      <Skeleton className="h-96" />
      <div className="grid gap-6">
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}

export function ProfileLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Não foi possível carregar o perfil.</AlertTitle>
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
