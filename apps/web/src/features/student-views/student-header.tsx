import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type StudentSummary, studentSummaryQuery } from './api/student-queries';
import { BackToDashboard } from './student-not-found';
import { STUDENT_SECTIONS, type StudentSection, studentSectionPath } from './student-sections';

const displayName = (student: StudentSummary) =>
  student.full_name?.trim() || student.nickname?.trim() || student.email;

/** The trainer's header over a student's views: back link, the student's name, and the three tabs. */
export function StudentHeader({ studentId, section }: { studentId: string; section: StudentSection }) {
  const summary = useQuery(studentSummaryQuery(studentId));
  return (
    <div className="grid min-w-0 gap-3">
      <BackToDashboard variant="ghost" />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-muted-foreground text-sm">Aluno</p>
        {summary.isPending ? (
          <Skeleton className="h-7 w-48 max-w-full" />
        ) : (
          <p className="break-words font-semibold text-xl" data-testid="student-name">
            {summary.data ? displayName(summary.data) : 'Nome indisponível'}
          </p>
        )}
        {summary.data && displayName(summary.data) !== summary.data.email ? (
          <p className="break-all text-muted-foreground text-sm">{summary.data.email}</p>
        ) : null}
      </div>
      <nav aria-label="Dados do aluno">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {STUDENT_SECTIONS.map(({ key, label }) => {
            const isCurrent = key === section;
            return (
              <li key={key} className="flex-1">
                <Link
                  to={studentSectionPath(studentId, key)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex h-10 items-center justify-center rounded-md px-2 font-medium text-sm transition-colors sm:px-3',
                    'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                    isCurrent
                      ? 'bg-card text-foreground shadow-xs'
                      : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
