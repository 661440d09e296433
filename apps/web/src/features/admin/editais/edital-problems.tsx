import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ApiError, errorMessage } from '@/lib/api-error';
import { describeIssuePath } from './issue-path';

/** What is wrong with the document: each schema issue where it is, or the server's one message. */
export function EditalProblems({ error, document }: { error: unknown; document: unknown }) {
  const issues = error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.issues : [];
  if (issues.length === 0) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Não foi possível usar este edital.</AlertTitle>
        <AlertDescription>{errorMessage(error)}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {issues.length === 1 ? 'O edital tem 1 problema.' : `O edital tem ${issues.length} problemas.`}
      </AlertTitle>
      <AlertDescription>
        <ul className="grid list-disc gap-1 ps-4">
          {issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two issues may share a path and a message
            <li key={index} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{describeIssuePath(issue.path, document)}:</span> {issue.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
