import type { ActivityFeedback, FeedbackLevel } from '@prontidao/domain/training/activity-feedback';
import { formatCoins } from '@prontidao/domain/training/activity-format';
import type { LogActivityResult } from '@prontidao/domain/training/activity-types';
import { Coins, Sparkles } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LEVEL_BADGE: Record<FeedbackLevel, { label: string; variant: BadgeProps['variant'] }> = {
  excelente: { label: 'Excelente', variant: 'success' },
  bom: { label: 'Bom', variant: 'accent' },
  regular: { label: 'Regular', variant: 'secondary' },
  'em-evolucao': { label: 'Em evolução', variant: 'outline' },
};

export interface SaveResultCardProps {
  result: LogActivityResult;
  feedback: ActivityFeedback | null;
}

/** What the saved workout says (§9 feedback) and what it earned, from the call's answer. */
export function SaveResultCard({ result, feedback }: SaveResultCardProps) {
  const badge = feedback ? LEVEL_BADGE[feedback.level] : null;
  return (
    <div
      data-testid="resultado-treino"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      {feedback && badge ? (
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {feedback.title}
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </p>
          <p className="text-pretty text-sm">{feedback.message}</p>
        </div>
      ) : null}
      {result.duplicate ? (
        <p className="text-muted-foreground text-sm">
          Este treino já estava registrado; nada foi somado de novo.
        </p>
      ) : (
        <ul className="grid gap-1 text-sm">
          <li className="flex items-center gap-2">
            <Coins aria-hidden="true" className="size-4 text-primary" />
            <span>
              <strong className="tabular-nums">+{formatCoins(result.coins_earned)}</strong> com este treino
            </span>
          </li>
          {result.bonus > 0 ? (
            <li className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              <span>
                <strong className="tabular-nums">+{formatCoins(result.bonus)}</strong> de bônus de
                regularidade (3 treinos por semana, duas semanas seguidas)
              </span>
            </li>
          ) : null}
        </ul>
      )}
      <p className="text-muted-foreground text-sm tabular-nums">
        Saldo: {formatCoins(result.balance)} · {result.workouts}{' '}
        {result.workouts === 1 ? 'treino concluído' : 'treinos concluídos'}
      </p>
    </div>
  );
}
