import type { Ref } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { type IssueMap, isFieldPath } from './exam-issues';

/**
 * Above 'Pré-visualizar' when the schema refuses the draft: how many problems, each shown at its
 * field; any the form has no field for are listed here.
 */
export function IssueSummary({ issues, ref }: { issues: IssueMap; ref: Ref<HTMLDivElement> }) {
  const count = [...issues.values()].reduce((total, messages) => total + messages.length, 0);
  const elsewhere = [...issues.entries()].filter(([key]) => !isFieldPath(key));
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {count > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>
            {count === 1 ? 'O concurso tem 1 problema.' : `O concurso tem ${count} problemas.`}
          </AlertTitle>
          <AlertDescription>
            <p>Corrija os campos marcados e pré-visualize de novo.</p>
            {elsewhere.length > 0 ? (
              <ul className="grid list-disc gap-1 ps-4">
                {elsewhere.map(([key, messages]) => (
                  <li key={key} className="[overflow-wrap:anywhere]">
                    {key ? `${key}: ` : ''}
                    {messages.join(' ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
