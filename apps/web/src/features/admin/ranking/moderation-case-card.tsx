import { Check, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ModerationCase } from '../api/ranking-moderation-queries';
import { caseFacts, caseReasons, whoOf } from './case-facts';

interface ModerationCaseCardProps {
  item: ModerationCase;
  /** A decision on this workout is being recorded. */
  isBusy: boolean;
  onRemove: () => void;
  onKeep: () => void;
}

/** One workout waiting on /admin/ranking: whose, why it is here, its numbers, and the two decisions. */
export function ModerationCaseCard({ item, isBusy, onRemove, onKeep }: ModerationCaseCardProps) {
  return (
    <li
      data-testid={`case-${item.activity_id}`}
      className="grid min-w-0 content-start gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{whoOf(item)}</h2>
        {item.full_name && item.nickname ? (
          <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{item.full_name}</p>
        ) : null}
      </div>
      <ul className="grid gap-1" aria-label="Motivos">
        {caseReasons(item).map((reason) => (
          <li key={reason}>
            <Badge variant={item.flag ? 'warning' : 'outline'} className="whitespace-normal text-left">
              {reason}
            </Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {caseFacts(item).map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="tabular-nums [overflow-wrap:anywhere]">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={isBusy}
          onClick={onRemove}
          aria-label={`Remover do ranking o treino de ${whoOf(item)}`}
        >
          <Trash2 aria-hidden="true" />
          Remover do ranking
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={onKeep}
          aria-label={`Manter o treino de ${whoOf(item)} no ranking`}
        >
          <Check aria-hidden="true" />
          Manter
        </Button>
      </div>
    </li>
  );
}
