import { useParams } from 'react-router';
import { BodyReportCard } from './body-report-card';
import { MedalsCard } from './medals-card';
import { SimulationsCard } from './simulations-card';
import { StudentNotFound } from './student-not-found';
import { StudentViewShell } from './student-view-shell';

/** /aluno/:studentId/relatorios: the student's TAF progress, read-only (simulations, medals, body). */
export default function StudentReportsPage() {
  const { studentId } = useParams();
  if (!studentId) return <StudentNotFound />;
  return (
    <StudentViewShell key={studentId} studentId={studentId} section="relatorios">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Relatórios</h1>
        <p className="text-pretty text-muted-foreground">
          Progresso no TAF: simulados, medalhas e relatório corporal do aluno.
        </p>
      </header>
      <SimulationsCard studentId={studentId} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <MedalsCard studentId={studentId} />
        <BodyReportCard studentId={studentId} />
      </div>
    </StudentViewShell>
  );
}
