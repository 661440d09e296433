import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { TurmaChallenge } from '@/lib/queries/turma-challenges';
import {
  CHALLENGE_METRIC_LABELS,
  challengeDatesText,
  challengeScoreText,
  challengeStatus,
} from './challenge-format';

export interface ChallengeSummaryProps {
  challenge: TurmaChallenge;
  /** h3 on a page's card, h4 under a turma of the profile's list. */
  headingLevel?: 'h3' | 'h4';
  /** What the viewer may do with it (the trainer's 'Apagar'). */
  actions?: ReactNode;
}

/**
 * A turma's challenge: its name, status, dates and metric, and the standings by nickname (ties share
 * a place), the viewer's own row marked 'Você'.
 */
export function ChallengeSummary({
  challenge,
  headingLevel: Heading = 'h3',
  actions,
}: ChallengeSummaryProps) {
  const status = challengeStatus(challenge.status);
  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Heading className="font-semibold [overflow-wrap:anywhere]">{challenge.title}</Heading>
            <Badge variant={status.variant}>{status.text}</Badge>
          </div>
          <p className="text-muted-foreground text-sm">
            {challengeDatesText(challenge)} · {CHALLENGE_METRIC_LABELS[challenge.metric]}
          </p>
        </div>
        {actions}
      </div>
      {challenge.standings.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum aluno que compartilha os dados na turma ainda.</p>
      ) : (
        <ol className="grid gap-1 text-sm" aria-label={`Classificação: ${challenge.title}`}>
          {challenge.standings.map((row, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: standings have no id (nicknames may repeat); their order is the server's
              key={index}
              className={cn(
                'grid min-w-0 grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-2 rounded-md px-2 py-1.5',
                row.me && 'bg-primary/10 font-semibold',
              )}
              aria-current={row.me ? 'true' : undefined}
            >
              <span className="tabular-nums">{row.position}º</span>
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 [overflow-wrap:anywhere]">
                {row.nickname}
                {row.me ? <Badge variant="default">Você</Badge> : null}
              </span>
              <span className="text-end tabular-nums">{challengeScoreText(challenge.metric, row.score)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
