import { Download } from 'lucide-react';
import { type ReactNode, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A chart with its numbers as a table (in a disclosure) and its CSV export. */
export function ChartCard({
  title,
  description,
  chart,
  table,
  onExport,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
  onExport: () => void;
}) {
  const titleId = useId();
  return (
    <Card className="min-w-0" aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onExport}>
          <Download aria-hidden="true" />
          Exportar CSV
          <span className="sr-only"> — {title}</span>
        </Button>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        <Suspense fallback={<Skeleton className="h-64" />}>{chart}</Suspense>
        <details className="group min-w-0">
          <summary className="cursor-pointer font-medium text-primary text-sm underline-offset-4 hover:underline">
            Ver dados em tabela
          </summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <div className="mt-2 max-w-full overflow-x-auto rounded-md border" tabIndex={0}>
            {table}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

export const th = 'px-3 py-2 text-start font-medium text-muted-foreground text-xs';
export const td = 'px-3 py-1.5 text-end tabular-nums';
