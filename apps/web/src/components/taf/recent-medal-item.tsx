import { formatDate } from '@prontidao/domain/format/date';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import { MedalBadge } from '@/components/taf/result-badges';

/** One medal of a recent simulation: the test, its grade and date, and the medal. */
export function RecentMedalItem({ medal }: { medal: RecentMedal }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      <span className="grid min-w-0">
        <span className="font-medium">{medal.label}</span>
        <span className="text-muted-foreground text-xs">
          Nota {formatGrade(medal.nota)} · {formatDate(medal.created_at)}
        </span>
      </span>
      <MedalBadge medal={medal.medalha} />
    </li>
  );
}
