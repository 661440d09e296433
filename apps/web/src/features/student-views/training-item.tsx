import { formatPlainDate } from '@prontidao/domain/format/date';
import { activityFacts, formatCoins } from '@prontidao/domain/training/activity-format';
import {
  ACTIVITY_TYPE_LABELS,
  STRAVA_REDACTED_TEXT,
  type TrainingActivity,
} from '@prontidao/domain/training/activity-types';
import { useQuery } from '@tanstack/react-query';
import { Lock, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { sessionCommentsQuery } from '@/lib/queries/comments';

const SOURCE_LABELS: Record<TrainingActivity['source'], string> = {
  manual: 'Manual',
  file: 'Arquivo do relógio',
  strava: 'Strava',
};

/**
 * One workout of the student's history, read-only: type, date, distance, duration, pace, notes. A
 * workout imported from Strava comes redacted (decision 048): its date, type and coins, and why.
 * 'Comentários' opens the session's thread with the student.
 */
export function TrainingItem({ activity, studentId }: { activity: TrainingActivity; studentId: string }) {
  const facts = activityFacts(activity);
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border bg-card p-3">
      <Badge variant={activity.activity_type === 'BARRA' ? 'secondary' : 'accent'}>
        {ACTIVITY_TYPE_LABELS[activity.activity_type]}
      </Badge>
      <time dateTime={activity.workout_date} className="text-muted-foreground text-sm tabular-nums">
        {formatPlainDate(activity.workout_date)}
      </time>
      {activity.source !== 'manual' ? (
        <Badge variant="outline">{SOURCE_LABELS[activity.source]}</Badge>
      ) : null}
      {activity.strava_redacted ? (
        <>
          <span className="ms-auto font-semibold text-sm tabular-nums">{formatCoins(activity.coins)}</span>
          <span className="flex basis-full items-start gap-1.5 text-muted-foreground text-sm">
            <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {STRAVA_REDACTED_TEXT}
          </span>
        </>
      ) : (
        <>
          <span className="basis-full text-sm tabular-nums">{facts.join(' · ') || 'Sem medidas'}</span>
          {activity.notes ? (
            <span className="min-w-0 basis-full whitespace-pre-line text-muted-foreground text-sm wrap-anywhere">
              {activity.notes}
            </span>
          ) : null}
        </>
      )}
      <SessionComments activity={activity} studentId={studentId} />
    </li>
  );
}

/** The toggle and, open, the thread; once read, the toggle says how many comments there are. */
function SessionComments({ activity, studentId }: { activity: TrainingActivity; studentId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const threadId = useId();
  // Read when opened; closed again, the count stays from the cache.
  const thread = useQuery({ ...sessionCommentsQuery(activity.id, studentId), enabled: isOpen });
  const count = thread.data?.length;
  const date = formatPlainDate(activity.workout_date);
  return (
    <div className="grid min-w-0 basis-full gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={isOpen}
        aria-controls={isOpen ? threadId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <MessageSquare aria-hidden="true" />
        {count === undefined ? 'Comentários' : count === 0 ? 'Comentar' : `Comentários (${count})`}{' '}
        <span className="sr-only">do treino de {date}</span>
      </Button>
      {isOpen ? (
        <div id={threadId} className="min-w-0">
          <CommentThread
            thread={{ kind: 'session', activityId: activity.id, studentId }}
            label={`Comentários do treino de ${date}`}
          />
        </div>
      ) : null}
    </div>
  );
}
