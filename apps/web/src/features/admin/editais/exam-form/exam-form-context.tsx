import { createContext, type ReactNode, useContext } from 'react';
import type { DraftAction } from './exam-draft-reducer';
import { fieldId, type IssueMap } from './exam-issues';

// What every field of the exam form needs: where to send its change, and its issues by path.

interface ExamFormContextValue {
  formId: string;
  issues: IssueMap;
  change: (action: DraftAction) => void;
}

const ExamFormContext = createContext<ExamFormContextValue | null>(null);

export function ExamFormProvider({ value, children }: { value: ExamFormContextValue; children: ReactNode }) {
  return <ExamFormContext.Provider value={value}>{children}</ExamFormContext.Provider>;
}

export function useExamForm() {
  const context = useContext(ExamFormContext);
  if (!context) throw new Error('useExamForm fora do formulário do concurso');
  const { formId, issues } = context;
  return {
    ...context,
    /** The control id of a path ('events.0.key'). */
    idOf: (path: string) => fieldId(formId, path),
    /** The issues of a path, as one text; null when it has none. */
    errorOf: (path: string) => issues.get(path)?.join(' ') ?? null,
  };
}
