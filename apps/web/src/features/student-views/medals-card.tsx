import { formatDate } from '@prontidao/domain/format/date';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import { useQuery } from '@tanstack/react-query';
import { MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';
import { studentMedalsQuery } from './student-queries';

/** 'Medalhas recentes' of the student's latest simulations, test by test, newest first. */
export function MedalsCard({ studentId }: { studentId: string }) {
  const medals = useQuery(studentMedalsQuery(studentId));
  const isHidden = useHideOnNotFound(medals.error);
  if (isHidden) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Medalhas recentes</h2>
        </CardTitle>
        <CardDescription>Conquistadas nos simulados mais recentes.</CardDescription>
      </CardHeader>
      <CardContent>
        {medals.isPending ? (
          <SectionLoading label="Carregando medalhas..." />
        ) : medals.isError ? (
          <SectionError
            error={medals.error}
            onRetry={() => void medals.refetch()}
            isRetrying={medals.isFetching}
          />
        ) : medals.data.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma medalha ainda.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Medalhas recentes do aluno">
            {medals.data.map((medal) => (
              <li
                key={`${medal.test_id}-${medal.test_key}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2"
              >
                <span className="grid min-w-0">
                  <span className="font-medium">{medal.label}</span>
                  <span className="text-muted-foreground text-xs">
                    Nota {formatGrade(medal.nota)} · {formatDate(medal.created_at)}
                  </span>
                </span>
                <MedalBadge medal={medal.medalha} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
