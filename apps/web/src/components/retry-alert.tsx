import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The retry of what did not load, and whether it is under way. */
export interface RetryProps {
  onRetry: () => void;
  isRetrying: boolean;
}

export interface RetryAlertProps extends RetryProps {
  /** What did not load. */
  title: string;
  description: ReactNode;
}

/** Data that did not load: an error alert with 'Tentar novamente' below it. */
export function RetryAlert({ title, description, onRetry, isRetrying }: RetryAlertProps) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{description}</AlertDescription>
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}
