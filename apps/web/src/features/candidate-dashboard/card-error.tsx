import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A dashboard card whose data did not load: what failed and a retry. */
export function CardError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert variant="destructive">
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>Verifique sua conexão e tente novamente.</AlertDescription>
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}
