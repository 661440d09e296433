import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface SectionCardProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  /** h2 where the card stands on the page, h3 inside a section of its own. */
  headingLevel?: 'h2' | 'h3';
  icon?: LucideIcon;
  /** The icon's colour. */
  iconClassName?: string;
  description: ReactNode;
  /** The card's own classes. */
  className?: string;
  /** The card's content and footer. */
  children: ReactNode;
}

/** A page section drawn as a card: its heading (with an optional icon) names it for screen readers. */
export function SectionCard({
  titleId,
  title,
  headingLevel: Heading = 'h2',
  icon: Icon,
  iconClassName = 'text-primary',
  description,
  className,
  children,
}: SectionCardProps) {
  return (
    <section aria-labelledby={titleId}>
      <Card className={className}>
        <CardHeader>
          <CardTitle asChild>
            <Heading id={titleId} className={Icon ? 'flex items-center gap-2' : undefined}>
              {Icon ? <Icon aria-hidden="true" className={cn('size-5', iconClassName)} /> : null}
              {title}
            </Heading>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </section>
  );
}
