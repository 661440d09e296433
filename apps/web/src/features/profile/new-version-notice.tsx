import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { EditalSummary } from '@/lib/queries/taf';

export interface NewVersionNoticeProps {
  /** The chosen exam, as listed now (its newest version). */
  exam: EditalSummary;
  /** The version the candidate's simulations follow. */
  followedVersion: number;
  isMoving: boolean;
  onMove: () => void;
}

/** The chosen exam has a newer edital: nothing moves until the candidate says so. */
export function NewVersionNotice({ exam, followedVersion, isMoving, onMove }: NewVersionNoticeProps) {
  return (
    <Alert role="status" className="min-w-0">
      <AlertTitle>Nova versão do edital</AlertTitle>
      <AlertDescription>
        <p className="wrap-anywhere">
          {exam.short_name} tem uma versão mais nova do edital (versão {exam.version}). Seus simulados seguem
          a versão {followedVersion} até você mudar.
        </p>
        <Button variant="outline" size="sm" className="mt-1 w-fit" disabled={isMoving} onClick={onMove}>
          Usar a nova versão
        </Button>
      </AlertDescription>
    </Alert>
  );
}
