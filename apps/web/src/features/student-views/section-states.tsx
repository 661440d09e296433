import { Loader2, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

/** A spinner with its words on screen, announced politely. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {label}
    </p>
  );
}

/** 'Erro: {message}' with a retry. */
export function SectionError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle className="break-words">Erro: {errorMessage(error)}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="mt-1 w-fit" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}
