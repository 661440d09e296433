import { useQuery } from '@tanstack/react-query';
import { BodyReportView } from '@/components/body-report/body-report-view';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { bodyReportQuery } from '@/lib/queries/body-report';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';

/**
 * 'Relatório corporal' (get_relatorio_bio): age, height, weight and its history, BMI with its WHO
 * category. Only the student and their trainer see it; never a public surface (spec §6).
 */
export function BodyReportCard({ studentId }: { studentId: string }) {
  const report = useQuery(bodyReportQuery(studentId));
  const isHidden = useHideOnNotFound(report.error);
  if (isHidden) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Relatório corporal</h2>
        </CardTitle>
        <CardDescription>Visível apenas para o aluno e para você.</CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <SectionLoading label="Carregando relatório corporal..." />
        ) : report.isError ? (
          <SectionError
            error={report.error}
            onRetry={() => void report.refetch()}
            isRetrying={report.isFetching}
          />
        ) : (
          <BodyReportView report={report.data} />
        )}
      </CardContent>
    </Card>
  );
}
