import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, RotateCw } from 'lucide-react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { buildCsv, downloadCsv } from '@/lib/csv';
import {
  allWeeklyCsvRows,
  csvFileName,
  DEFAULT_WEEKS,
  funnelCsvRows,
  funnelSteps,
  WEEK_OPTIONS,
  WEEKLY_CHARTS,
  type WeekOption,
  weeklyCsvRows,
} from './analytics/analytics-charts-spec';
import { ChartCard } from './analytics/chart-card';
import { FunnelTable, WeeklyTable } from './analytics/data-tables';
import { type AdminAnalytics, analyticsQuery } from './api/analytics-queries';
import { NativeSelect } from './native-select';

// recharts is heavy: its chunk is fetched when the charts mount.
const WeeklyChart = lazy(() => import('./analytics/weekly-chart'));
const FunnelChart = lazy(() => import('./analytics/funnel-chart'));

const readWeeks = (value: string | null): WeekOption =>
  WEEK_OPTIONS.find((option) => String(option) === value) ?? DEFAULT_WEEKS;

/** /admin/analytics: weekly sign-ups, active users, simulations and workouts, apto rate, the funnel. */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const weeks = readWeeks(params.get('semanas'));
  const analytics = useQuery({ ...analyticsQuery(weeks), placeholderData: keepPreviousData });
  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-1">
          <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Análises</h1>
          <p className="text-pretty text-muted-foreground">
            Como o app está sendo usado, semana a semana (segunda a domingo, horário de Brasília).
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-2">
            <Label htmlFor="analytics-weeks">Período</Label>
            <NativeSelect
              id="analytics-weeks"
              value={weeks}
              className="w-auto"
              onChange={(event) => {
                const next = readWeeks(event.target.value);
                setParams(next === DEFAULT_WEEKS ? {} : { semanas: String(next) }, { replace: true });
              }}
            >
              {WEEK_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  Últimas {option} semanas
                </option>
              ))}
            </NativeSelect>
          </div>
          {analytics.data ? (
            <Button
              variant="outline"
              onClick={() =>
                exportCsv(
                  csvFileName('series-semanais', analytics.data),
                  allWeeklyCsvRows(analytics.data.weeks),
                )
              }
            >
              <Download aria-hidden="true" />
              Exportar todas as séries
            </Button>
          ) : null}
        </div>
      </header>
      {analytics.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2" role="status">
          <span className="sr-only">Carregando análises…</span>
          {['a', 'b', 'c', 'd'].map((id) => (
            <Skeleton key={id} className="h-80" />
          ))}
        </div>
      ) : analytics.isError ? (
        <div className="grid justify-items-start gap-3">
          <Alert variant="destructive">
            <AlertTitle>Erro ao carregar dados</AlertTitle>
            <AlertDescription>{errorMessage(analytics.error)}</AlertDescription>
          </Alert>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <Charts data={analytics.data} isUpdating={analytics.isPlaceholderData} />
      )}
    </div>
  );
}

function Charts({ data, isUpdating }: { data: AdminAnalytics; isUpdating: boolean }) {
  const steps = funnelSteps(data.funnel);
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2" aria-busy={isUpdating}>
      <p role="status" className="sr-only">
        {isUpdating ? 'Atualizando análises…' : `Mostrando ${data.weeks.length} semanas.`}
      </p>
      {WEEKLY_CHARTS.map((spec) => (
        <ChartCard
          key={spec.id}
          title={spec.title}
          description={spec.description}
          chart={<WeeklyChart spec={spec} weeks={data.weeks} />}
          table={<WeeklyTable spec={spec} weeks={data.weeks} />}
          onExport={() => exportCsv(csvFileName(spec.id, data), weeklyCsvRows(spec, data.weeks))}
        />
      ))}
      <ChartCard
        title="Funil de conversão"
        description="Desde o início: quantas pessoas se cadastraram, completaram o perfil, fizeram o primeiro simulado e registraram o primeiro treino."
        chart={<FunnelChart steps={steps} />}
        table={<FunnelTable steps={steps} />}
        onExport={() => exportCsv('prontidao-funil.csv', funnelCsvRows(data.funnel))}
      />
    </div>
  );
}

function exportCsv(filename: string, rows: Parameters<typeof buildCsv>[0]) {
  downloadCsv(filename, buildCsv(rows));
}
