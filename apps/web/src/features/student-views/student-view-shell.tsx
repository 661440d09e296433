import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { studentSummaryQuery } from './api/student-queries';
import { HideStudentContext, isNotFound } from './hidden-student';
import { StudentHeader } from './student-header';
import { StudentNotFound } from './student-not-found';
import type { StudentSection } from './student-sections';

interface StudentViewShellProps {
  /** The student in the address; null on the candidate's own page. */
  studentId: string | null;
  /** Shown with the trainer's header (name, tabs, back link); without one, no header. */
  section?: StudentSection;
  children: ReactNode;
}

/**
 * Frames a student view. A NOT_FOUND from the header's call or from any section's call (reported
 * through the context) replaces everything with the one 'Aluno não encontrado' page. Key it by the
 * student's id so another student starts afresh.
 */
export function StudentViewShell({ studentId, section, children }: StudentViewShellProps) {
  const [isHidden, setHidden] = useState(false);
  const hide = useCallback(() => setHidden(true), []);
  const hasHeader = studentId !== null && section !== undefined;
  const summary = useQuery({ ...studentSummaryQuery(studentId ?? ''), enabled: hasHeader });

  if (isHidden || isNotFound(summary.error)) return <StudentNotFound />;
  return (
    <HideStudentContext.Provider value={hide}>
      <div className="grid min-w-0 gap-6">
        {hasHeader ? <StudentHeader studentId={studentId} section={section} /> : null}
        {children}
      </div>
    </HideStudentContext.Provider>
  );
}
