import { METRICS_INSUFFICIENT, METRICS_LOADING } from '@prontidao/domain/endurance/endurance-metrics';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '@/components/ui/card';
import { enduranceMetricsQuery } from './api/student-queries';
import { useHideOnNotFound } from './hidden-student';
import { MetricCards } from './metric-cards';
import { OriginTestCard } from './origin-test-card';
import { SectionError, SectionLoading } from './section-states';
import { ZonesCard } from './zones-table';

/** endurance_metrics of the student (or the viewer's own when `studentId` is null), in its states. */
export function MetricsContent({ studentId, isOwn }: { studentId: string | null; isOwn: boolean }) {
  const metrics = useQuery(enduranceMetricsQuery(studentId));
  const isHidden = useHideOnNotFound(metrics.error);
  if (isHidden) return null;
  if (metrics.isPending) return <SectionLoading label={METRICS_LOADING} />;
  if (metrics.isError) {
    return (
      <SectionError
        error={metrics.error}
        onRetry={() => void metrics.refetch()}
        isRetrying={metrics.isFetching}
      />
    );
  }
  if (metrics.data === null) {
    return (
      <>
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <p className="text-pretty font-medium">{METRICS_INSUFFICIENT}</p>
          </CardContent>
        </Card>
        <ZonesCard zones={[]} />
      </>
    );
  }
  return (
    <>
      <MetricCards metrics={metrics.data} isOwn={isOwn} />
      <OriginTestCard test={metrics.data.origin_test} />
      <ZonesCard zones={metrics.data.zones} />
    </>
  );
}
