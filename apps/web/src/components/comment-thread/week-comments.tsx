import { formatPlainDate } from '@prontidao/domain/format/date';
import { CommentThread } from './comment-thread';
import { currentWeekStart } from './current-week';

/**
 * 'Comentários da semana': the thread on this week (from its Monday, São Paulo time) between the
 * student and their trainer; `studentId` is the student a trainer reads, none for the candidate's own.
 */
export function WeekComments({ studentId = null }: { studentId?: string | null }) {
  const weekStart = currentWeekStart();
  return (
    <section aria-labelledby="week-comments-title" className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h2 id="week-comments-title" className="font-semibold text-xl">
          Comentários da semana
        </h2>
        <p className="text-pretty text-muted-foreground text-sm">
          {studentId
            ? `Converse com o aluno sobre a semana de ${formatPlainDate(weekStart)}.`
            : `Sua conversa com o treinador sobre a semana de ${formatPlainDate(weekStart)}.`}
        </p>
      </div>
      <CommentThread thread={{ kind: 'week', weekStart, studentId }} label="Comentários da semana" />
    </section>
  );
}
