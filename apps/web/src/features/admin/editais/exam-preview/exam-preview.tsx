import type { Exam } from '@prontidao/domain/exams/exam-schema';
import { TIE_BREAK_NOTE } from '@prontidao/domain/exams/grade-exam';
import { formatNumber } from '@prontidao/domain/format/number';
import { Badge } from '@/components/ui/badge';
import { ExamEventPreview } from './exam-event-preview';
import { ExamMarkTester } from './exam-mark-tester';

/** An exam as the server read it (defaults applied): its facts, each event's standards, and a tester. */
export function ExamPreview({ exam }: { exam: Exam }) {
  return (
    <div className="grid min-w-0 gap-5">
      <ExamFacts exam={exam} />
      {exam.events.map((event) => (
        <ExamEventPreview key={event.key} event={event} />
      ))}
      <ExamMarkTester exam={exam} />
    </div>
  );
}

function criterionOf(exam: Exam): string {
  if (!exam.aggregate) return 'O mínimo de cada teste';
  const what = exam.aggregate.kind === 'sum' ? 'soma' : 'média';
  return `O mínimo de cada teste e ${what} de pontos de pelo menos ${formatNumber(exam.aggregate.minimum, { maxDecimals: 2 })}`;
}

function ExamFacts({ exam }: { exam: Exam }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Nome</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{exam.name}</dd>
      <dt className="text-muted-foreground">Nome curto</dt>
      <dd className="[overflow-wrap:anywhere]">{exam.shortName}</dd>
      <dt className="text-muted-foreground">Identificador</dt>
      <dd className="font-mono [overflow-wrap:anywhere]">{exam.id}</dd>
      <dt className="text-muted-foreground">Versão</dt>
      <dd>{exam.version}</dd>
      <dt className="text-muted-foreground">Órgão</dt>
      <dd className="[overflow-wrap:anywhere]">
        {exam.body} · {exam.uf ?? 'Federal'}
        {exam.year ? ` · ${exam.year}` : ''}
      </dd>
      <dt className="text-muted-foreground">Cargos</dt>
      <dd className="[overflow-wrap:anywhere]">{exam.cargos.join(', ')}</dd>
      <dt className="text-muted-foreground">Índices</dt>
      <dd>
        {exam.completeness === 'complete' ? (
          <Badge variant="success">Completos</Badge>
        ) : (
          <Badge variant="warning">Tabela incompleta</Badge>
        )}
      </dd>
      <dt className="text-muted-foreground">Para ser apto</dt>
      <dd>{criterionOf(exam)}</dd>
      {exam.tieBreak ? (
        <>
          <dt className="text-muted-foreground">Desempate</dt>
          <dd>{TIE_BREAK_NOTE}</dd>
        </>
      ) : null}
    </dl>
  );
}
