import { MEDAL_LABELS, type Medal } from '@prontidao/domain/scoring/medal';
import { CircleCheck, CircleX, Medal as MedalIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const MEDAL_BADGE: Record<Medal, Pick<BadgeProps, 'variant' | 'className'>> = {
  ouro: { variant: 'accent' },
  prata: { variant: 'secondary', className: 'border-stone-400' },
  bronze: { variant: 'outline', className: 'border-amber-700 text-amber-800' },
  nenhuma: { variant: 'outline', className: 'text-muted-foreground' },
};

export function MedalBadge({ medal }: { medal: Medal }) {
  return (
    <Badge {...MEDAL_BADGE[medal]}>
      <MedalIcon aria-hidden="true" />
      {MEDAL_LABELS[medal]}
    </Badge>
  );
}

export function AptoBadge({ isApto }: { isApto: boolean }) {
  return isApto ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      Apto
    </Badge>
  ) : (
    <Badge variant="destructive">
      <CircleX aria-hidden="true" />
      Inapto
    </Badge>
  );
}
