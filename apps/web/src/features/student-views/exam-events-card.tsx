import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { formatCount } from '@prontidao/domain/format/number';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { userTestsQuery } from '@/lib/queries/taf';
import { REPORT_TESTS_LIMIT, type StudentSummary } from './api/student-queries';
import { type EventProgress, examProgressOf } from './exam-event-progress';
import { PassedText } from './exam-simulation-item';
import { useHideOnNotFound } from './hidden-student';
import { SectionLoading } from './section-states';

type FollowedExam = NonNullable<StudentSummary['exam']>;

/**
 * 'Por prova': for a student following an exam of pass marks (PMESP, Polícia Penal DF…), each event's
 * newest and best marks from their simulations of it, the pass mark for their sex, whether the newest
 * mark passed and by how much. The simulations are the reports page's own call (no request more);
 * an error is the 'Simulados' card's to show.
 */
export function ExamEventsCard({ studentId, exam }: { studentId: string; exam: FollowedExam }) {
  // Mounted once the header's call says which exam: the simulations the page already read, not again.
  const tests = useQuery({ ...userTestsQuery(REPORT_TESTS_LIMIT, studentId), refetchOnMount: false });
  const isHidden = useHideOnNotFound(tests.error);
  if (isHidden || tests.isError) return null;
  const progress = tests.data ? examProgressOf(tests.data, exam.id) : null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Por prova</h2>
        </CardTitle>
        <CardDescription>
          <span className="block">
            Concurso: <strong className="font-medium text-foreground">{exam.short_name}</strong>.
          </span>
          {progress
            ? `Última e melhor marca em ${formatCount(progress.simulations, 'simulado', 'simulados')} deste concurso, contra o mínimo do sexo do aluno.`
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tests.isPending ? (
          <SectionLoading label="Carregando provas..." />
        ) : progress === null ? (
          <p className="text-pretty text-muted-foreground">
            O aluno ainda não fez um simulado deste concurso.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Marcas por prova">
            {progress.events.map((event) => (
              <EventItem key={event.key} event={event} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EventItem({ event }: { event: EventProgress }) {
  const mark = (value: number) => formatExamMark(event.measure, value);
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="exam-event">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{event.label}</span>
        <span className="text-sm">
          <span className="sr-only">Última marca: </span>
          <PassedText passou={event.passou} />
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Fact term="Última" value={mark(event.latest)} />
        <Fact term="Melhor" value={mark(event.best)} />
        <Fact term="Mínimo" value={event.minimo === null ? 'sem mínimo' : mark(event.minimo)} />
        <Fact term="Margem" value={event.margem ?? '—'} />
      </dl>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
