import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { EditalSummary } from '@/lib/queries/taf';
import type { ExamSex } from './exam-fields';

export const INCOMPLETE_EXPLANATION =
  'As marcas deste concurso ainda não estão completas: você pode seguir o concurso e treinar; o simulado fica disponível quando a administração completar o edital.';

/** A partial exam ('Tabela incompleta'): followed and trained for, with no simulation to send yet. */
export function IncompleteExamNotice({ exam, sex }: { exam: EditalSummary; sex: ExamSex }) {
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Tabela incompleta</AlertTitle>
      <AlertDescription>
        <p>{INCOMPLETE_EXPLANATION}</p>
        {exam.tests.length > 0 ? (
          <p>Provas: {exam.tests.map((test) => test.labels[sex]).join(', ')}.</p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
