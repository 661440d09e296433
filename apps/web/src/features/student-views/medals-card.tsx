import { useQuery } from '@tanstack/react-query';
import { RecentMedalItem } from '@/components/taf/recent-medal-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { recentMedalsQuery } from '@/lib/queries/medals';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';

/** 'Medalhas recentes' of the student's latest simulations, test by test, newest first. */
export function MedalsCard({ studentId }: { studentId: string }) {
  const medals = useQuery(recentMedalsQuery(studentId));
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
              <RecentMedalItem key={`${medal.test_id}-${medal.test_key}`} medal={medal} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
