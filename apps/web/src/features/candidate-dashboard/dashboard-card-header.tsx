import type { LucideIcon } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The dashboard cards' header: an h2 title, a line of description and the card's icon. */
export function DashboardCardHeader({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: React.ReactNode;
  icon: LucideIcon;
}) {
  return (
    <CardHeader>
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </div>
    </CardHeader>
  );
}
