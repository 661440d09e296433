import { formatNumber } from '@prontidao/domain/format/number';
import { useQuery } from '@tanstack/react-query';
import { Dumbbell, RotateCw, ShieldAlert, UserCheck, UserRound, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { type AdminStats, adminStatsQuery } from '../api/dashboard-queries';

// Spec §8 'Admin stats': the error's words, word for word.
export const STATS_ERROR_TITLE = 'Erro ao carregar dados';
export const STATS_ERROR_MESSAGE = 'Não foi possível carregar as estatísticas do sistema.';

const CARDS: { key: keyof AdminStats; label: string; icon: ReactNode }[] = [
  { key: 'total_users', label: 'Total de usuários', icon: <Users aria-hidden="true" /> },
  { key: 'candidates', label: 'Candidatos', icon: <UserRound aria-hidden="true" /> },
  { key: 'trainers', label: 'Treinadores', icon: <Dumbbell aria-hidden="true" /> },
  { key: 'active_30d', label: 'Ativos nos últimos 30 dias', icon: <UserCheck aria-hidden="true" /> },
  {
    key: 'trainers_unverified',
    label: 'Treinadores com CREF não verificado',
    icon: <ShieldAlert aria-hidden="true" />,
  },
];

/** The five counts of the system, read live from the profiles. */
export function StatCards() {
  const stats = useQuery(adminStatsQuery);
  const failedAt = stats.isError ? stats.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(STATS_ERROR_TITLE, { description: STATS_ERROR_MESSAGE });
  }, [failedAt]);

  if (stats.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">
          <AlertTitle>{STATS_ERROR_TITLE}</AlertTitle>
          <AlertDescription>{STATS_ERROR_MESSAGE}</AlertDescription>
        </Alert>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="admin-stats-title" className="grid gap-3">
      <h2 id="admin-stats-title" className="sr-only">
        Estatísticas do sistema
      </h2>
      {stats.isPending ? (
        <span className="sr-only" role="status">
          Carregando estatísticas…
        </span>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {CARDS.map(({ key, label, icon }) => (
          <div
            key={key}
            data-testid={`stat-${key}`}
            className="grid min-w-0 gap-2 rounded-lg border bg-card p-4 shadow-xs"
          >
            <dt className="flex items-start gap-2 text-muted-foreground text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
              {icon}
              <span className="min-w-0 text-pretty">{label}</span>
            </dt>
            <dd className="font-bold text-3xl tabular-nums">
              {stats.data ? formatNumber(stats.data[key]) : <Skeleton className="h-9 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
