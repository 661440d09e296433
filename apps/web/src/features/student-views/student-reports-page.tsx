import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { studentSummaryQuery } from './api/student-queries';
import { BodyReportCard } from './body-report-card';
import { ExamEventsCard } from './exam-events-card';
import { MedalsCard } from './medals-card';
import { SimulationsCard } from './simulations-card';
import { StudentNotFound } from './student-not-found';
import { StudentViewShell } from './student-view-shell';

/**
 * /aluno/:studentId/relatorios: the student's TAF progress, read-only (simulations, medals, body);
 * for a student following an exam of pass marks, 'Por prova' first (issue 23).
 */
export default function StudentReportsPage() {
  const { studentId } = useParams();
  if (!studentId) return <StudentNotFound />;
  return (
    <StudentViewShell key={studentId} studentId={studentId} section="relatorios">
      <ReportsContent studentId={studentId} />
    </StudentViewShell>
  );
}

function ReportsContent({ studentId }: { studentId: string }) {
  // The header's call, already in the cache: which exam the student follows now (their profile's).
  const exam = useQuery(studentSummaryQuery(studentId)).data?.exam;
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Relatórios</h1>
        <p className="text-pretty text-muted-foreground">
          Progresso no TAF: simulados, medalhas e relatório corporal do aluno.
        </p>
      </header>
      {exam?.format === 'exam' ? <ExamEventsCard studentId={studentId} exam={exam} /> : null}
      <SimulationsCard studentId={studentId} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <MedalsCard studentId={studentId} />
        <BodyReportCard studentId={studentId} />
      </div>
    </>
  );
}
