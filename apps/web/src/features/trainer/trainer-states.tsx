import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';

/** A 403 on a trainer call: the account is not (yet) a trainer's. */
export const FORBIDDEN_MESSAGE =
  'Somente treinadores e administradores podem usar esta área. Conclua o cadastro de treinador para continuar.';

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** What a failed trainer call says: the 403 explained, anything else with the server's message. */
export const trainerErrorMessage = (error: unknown, fallback: string) =>
  isForbidden(error) ? FORBIDDEN_MESSAGE : errorMessage(error, fallback);

/** Outlines of a few lines while a card loads; the words are for screen readers. */
export function FormSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function LoadError({
  title,
  message,
  onRetry,
  isRetrying,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          <p className="wrap-anywhere">{message}</p>
        </AlertDescription>
      </Alert>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
