import { MEDAL_LABELS, type Medal } from '@prontidao/domain/scoring/medal';
import { formatGrade, type GradeTone, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { CircleCheck, CircleX, Medal as MedalIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// The TAF result vocabulary shared by the simulation, progress and dashboard pages.

/** Score colours (green ≥ 8, yellow ≥ 6, red below), each AA (≥ 4.5:1) as text on white and muted. */
export const GRADE_TONE_TEXT: Record<GradeTone, string> = {
  good: 'text-success',
  fair: 'text-yellow-800',
  poor: 'text-red-700',
};

export const GRADE_TONE_BAR: Record<GradeTone, string> = {
  good: 'bg-success',
  fair: 'bg-warning',
  poor: 'bg-destructive',
};

/** A grade as "7,25", coloured by its tone. */
export function GradeValue({ nota, className, ...props }: ComponentProps<'span'> & { nota: number }) {
  return (
    <span
      className={cn('font-semibold tabular-nums', GRADE_TONE_TEXT[gradeTone(nota)], className)}
      {...props}
    >
      {formatGrade(nota)}
    </span>
  );
}

const MEDAL_BADGE: Record<Medal, Pick<BadgeProps, 'variant' | 'className'>> = {
  ouro: { variant: 'accent' },
  prata: { variant: 'secondary', className: 'border-stone-400' },
  bronze: { variant: 'outline', className: 'border-amber-700 text-amber-800' },
  nenhuma: { variant: 'outline', className: 'text-muted-foreground' },
};

export function MedalBadge({ medal, className }: { medal: Medal; className?: string }) {
  const style = MEDAL_BADGE[medal];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)}>
      <MedalIcon aria-hidden="true" />
      {MEDAL_LABELS[medal]}
    </Badge>
  );
}

type AptoBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { apto: boolean };

export function AptoBadge({ apto, ...props }: AptoBadgeProps) {
  return (
    <Badge variant={apto ? 'success' : 'destructive'} {...props}>
      {apto ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
      {apto ? 'Apto' : 'Inapto'}
    </Badge>
  );
}
