import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One figure of the metrics page: its name, the value, and a line on where it comes from. */
export function MetricCard({
  title,
  value,
  children,
}: {
  title: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="min-w-0">
      <Card className="h-full">
        <CardHeader className="pb-2 sm:pb-2">
          <CardTitle asChild>
            <h2 className="text-base">{title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1">
          <p className="break-words font-bold text-2xl tabular-nums">{value}</p>
          {children ? <div className="text-pretty text-muted-foreground text-sm">{children}</div> : null}
        </CardContent>
      </Card>
    </li>
  );
}
