import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { EditalSummary } from '@/lib/queries/taf';
import { ExamLines } from './exam-lines';

export interface ExamOptionsProps {
  id: string;
  exams: readonly EditalSummary[];
  /** The option the arrow keys point at (-1: none). */
  active: number;
  optionId: (index: number) => string;
  currentId: string | undefined;
  onChoose: (exam: EditalSummary) => void;
}

/** The combobox's list: each exam an option, the pointed one outlined, the current one ticked. */
export function ExamOptions({ id, exams, active, optionId, currentId, onChoose }: ExamOptionsProps) {
  return (
    <div id={id} role="listbox" aria-label="Concursos" className="grid min-w-0 gap-2">
      {exams.map((exam, index) => (
        // Keyboard: the field's ↓/↑ and Enter (aria-activedescendant); the pointer: a click.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys for its options
        <div
          key={exam.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(exam)}
          className={cn(
            'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-card px-3 py-2.5',
            'transition-colors hover:bg-muted',
            index === active && 'bg-muted outline-2 outline-ring outline-offset-2',
          )}
        >
          <span className="min-w-0 flex-1">
            <ExamLines exam={exam} />
          </span>
          {exam.id === currentId ? (
            <span className="flex shrink-0 items-center gap-1 text-primary text-sm">
              <CheckIcon aria-hidden="true" className="size-4" />
              Atual
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
