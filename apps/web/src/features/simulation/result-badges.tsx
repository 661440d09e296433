import { MEDAL_LABELS, type Medal } from '@prontidao/domain/scoring/medal';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const MEDAL_EMOJI: Record<Medal, string | null> = { ouro: '🥇', prata: '🥈', bronze: '🥉', nenhuma: null };

const MEDAL_CLASS: Record<Medal, string> = {
  ouro: 'border-warning bg-warning-subtle text-warning-subtle-foreground',
  prata: 'border-input bg-muted text-foreground',
  bronze: 'border-accent bg-card text-foreground',
  nenhuma: 'border-input bg-transparent text-muted-foreground',
};

export function MedalBadge({ medal, className }: { medal: Medal; className?: string }) {
  const emoji = MEDAL_EMOJI[medal];
  return (
    <Badge variant="outline" className={cn(MEDAL_CLASS[medal], className)}>
      {emoji ? <span aria-hidden="true">{emoji}</span> : null}
      {MEDAL_LABELS[medal]}
    </Badge>
  );
}

type AptoBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { apto: boolean };

export function AptoBadge({ apto, ...props }: AptoBadgeProps) {
  return (
    <Badge variant={apto ? 'success' : 'destructive'} {...props}>
      {apto ? 'APTO' : 'INAPTO'}
    </Badge>
  );
}
