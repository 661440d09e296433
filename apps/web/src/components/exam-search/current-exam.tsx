import type { EditalSummary } from '@/lib/queries/taf';
import { ARCHIVED_NOTE, ESTIMATE_NOTE, PARTIAL_NOTE } from './exam-labels';
import { ExamLines } from './exam-lines';

export interface CurrentExamProps {
  exam: EditalSummary;
  /** Nothing chosen yet: this is the default one. */
  isDefault: boolean;
}

/** The exam that drives the simulations now, with what its state means for the candidate. */
export function CurrentExam({ exam, isDefault }: CurrentExamProps) {
  return (
    <div aria-live="polite" className="grid min-w-0 gap-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-muted-foreground text-sm">
        {isDefault ? 'Concurso padrão, até você escolher o seu' : 'Concurso escolhido'}
      </p>
      <ExamLines exam={exam} />
      {exam.completeness === 'partial' ? <p className="text-pretty text-sm">{PARTIAL_NOTE}</p> : null}
      {exam.is_estimate ? <p className="text-muted-foreground text-sm">{ESTIMATE_NOTE}</p> : null}
      {exam.is_archived ? <p className="text-muted-foreground text-sm">{ARCHIVED_NOTE}</p> : null}
    </div>
  );
}
