import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { EditalSummary } from '@/lib/queries/taf';
import { CurrentExam } from './current-exam';
import { currentExam, examsFor, matchExams, matchesText, offeredExams } from './exam-choices';
import { ExamOptions } from './exam-options';
import { useActiveOption } from './use-active-option';

export const EXAM_SEARCH_LABEL = 'Qual é o seu concurso?';
export const EXAM_SEARCH_HINT =
  'Busque pela corporação, estado ou nome — ex.: PM SP, bombeiros, Polícia Penal';

export interface ExamSearchProps {
  /** The field's id; the hint, status, list and option ids derive from it. */
  id: string;
  /** Every listed edital and exam (list_editais). */
  exams: readonly EditalSummary[];
  /** Only the exams that grade this sex are offered (all of them while it is unknown), none archived. */
  sex: 'M' | 'F' | null;
  /** The chosen exam's id; null while nothing is chosen (the default one applies). */
  chosenId: string | null;
  /** Called with another exam than the current one. */
  onChoose: (exam: EditalSummary) => void;
  /** The field's label: the candidate's question unless told (a trainer's turma: 'Concurso'). */
  label?: string;
  /** Nothing chosen shows the default exam as current (a candidate's); false: none (a turma's). */
  withDefault?: boolean;
}

/** 'Qual é o seu concurso?': the current exam, and a search field over the exams as a combobox. */
export function ExamSearch({
  id,
  exams,
  sex,
  chosenId,
  onChoose,
  label = EXAM_SEARCH_LABEL,
  withDefault = true,
}: ExamSearchProps) {
  const [query, setQuery] = useState('');
  const followed = useMemo(() => examsFor(exams, sex), [exams, sex]);
  const matches = useMemo(() => matchExams(offeredExams(followed), query), [followed, query]);
  const current = withDefault
    ? currentExam(followed, chosenId)
    : followed.find((exam) => exam.id === chosenId);
  const optionId = useCallback((index: number) => `${id}-opcao-${index}`, [id]);
  const options = useActiveOption(matches.shown, optionId);
  const ids = { hint: `${id}-dica`, status: `${id}-status`, list: `${id}-lista` };

  const choose = (exam: EditalSummary) => {
    if (exam.id !== current?.id) onChoose(exam);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') setQuery('');
    const chosen = options.onKeyDown(event);
    if (chosen) choose(chosen);
  };

  return (
    <div className="grid min-w-0 gap-4">
      {current ? <CurrentExam exam={current} isDefault={current.id !== chosenId} /> : null}
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={matches.shown.length > 0}
          aria-controls={ids.list}
          aria-activedescendant={options.active >= 0 ? optionId(options.active) : undefined}
          aria-describedby={ids.hint}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            options.reset();
          }}
          onKeyDown={onKeyDown}
        />
        <p id={ids.hint} className="text-muted-foreground text-sm">
          {EXAM_SEARCH_HINT}
        </p>
        <p id={ids.status} role="status" className="text-pretty text-sm">
          {matchesText(matches, query)}
        </p>
        <ExamOptions
          id={ids.list}
          exams={matches.shown}
          active={options.active}
          optionId={optionId}
          currentId={current?.id}
          onChoose={choose}
        />
      </div>
    </div>
  );
}
