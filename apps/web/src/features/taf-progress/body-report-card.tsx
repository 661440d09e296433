import { useQuery } from '@tanstack/react-query';
import { Loader2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { BodyReportView } from '@/components/body-report/body-report-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { bodyReportQuery } from '@/lib/queries/body-report';

/**
 * 'Relatório corporal' on /aluno/progresso-taf: age, height, weight and its history, BMI with its WHO
 * category. Only the candidate and their trainers see it; never a public surface (spec §6).
 */
export function BodyReportCard() {
  const report = useQuery(bodyReportQuery());
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Relatório corporal</h2>
        </CardTitle>
        <CardDescription>Visível apenas para você e para os treinadores com acesso.</CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Carregando relatório corporal...
          </p>
        ) : report.isError ? (
          <Alert variant="destructive">
            <AlertTitle className="break-words">Erro: {errorMessage(report.error)}</AlertTitle>
            <AlertDescription>
              <Button
                variant="outline"
                size="sm"
                className="mt-1 w-fit"
                onClick={() => void report.refetch()}
                disabled={report.isFetching}
              >
                <RotateCw aria-hidden="true" className={report.isFetching ? 'animate-spin' : undefined} />
                Tentar novamente
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <BodyReportView report={report.data} missingAge={<MissingBirthDate />} />
        )}
      </CardContent>
    </Card>
  );
}

function MissingBirthDate() {
  return (
    <>
      Não informada.{' '}
      <Link to={paths.candidate.profile} className="font-medium text-primary underline underline-offset-4">
        Informe sua data de nascimento no perfil
      </Link>
    </>
  );
}
