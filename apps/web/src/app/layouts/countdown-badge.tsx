import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export const DEFAULT_COUNTDOWN_LABEL = 'Defina a data prevista do seu TAF';

/**
 * The candidate's TAF countdown in the header, linking to the profile where the date is set.
 * It shows the label it is given ('Faltam N dias para o seu TAF', 'TAF passou'…); without one it
 * invites the candidate to set the date.
 */
export function CountdownBadge({
  label = DEFAULT_COUNTDOWN_LABEL,
  className,
  'data-testid': testId,
}: {
  label?: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <Link
      to={paths.candidate.profile}
      title={label}
      data-testid={testId}
      className={cn('inline-flex min-w-0 max-w-full rounded-full py-0.5', className)}
    >
      <Badge
        variant="outline"
        className="max-w-full whitespace-normal border-primary/30 bg-primary/5 text-primary leading-tight hover:bg-primary/10 sm:whitespace-nowrap"
      >
        <CalendarClock aria-hidden="true" />
        {/* Wraps on phones rather than hiding the number of days; one line from sm up. */}
        <span className="sm:truncate">{label}</span>
      </Badge>
    </Link>
  );
}
