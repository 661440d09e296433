import { feedbackForActivity } from '@prontidao/domain/training/activity-feedback';
import type { LogActivityResult } from '@prontidao/domain/training/activity-types';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ActivityForm } from './activity-form';
import { type ActivityCallFields, EMPTY_FORM } from './activity-form-schema';
import { ActivityTypePicker } from './activity-type-picker';
import { useExamChoices } from './api/use-exam-choices';
import { ExerciseChoice } from './exercise-choice';
import { exerciseCoinsText, FORM_DESCRIPTIONS, type FormKind, isExerciseKind } from './form-kinds';
import { BASE_CHOICES, type LogChoice, OTHER_CHOICE_ID } from './log-choices';
import { QUEUED_MESSAGE, QUEUED_TITLE } from './offline/pending-activity';
import { SaveResultCard } from './save-result-card';
import { useSaveActivity } from './use-save-activity';

export const SAVED_TITLE = '✅ Treino registrado';
export const SAVED_MESSAGE = 'Atividade salva no histórico com sucesso.';

interface Saved {
  result: LogActivityResult;
  fields: ActivityCallFields;
}

/** What the chosen form is for: the exam's pass mark and the exercise's coin rule. */
function FormHints({ kind, choice }: { kind: FormKind; choice: LogChoice | undefined }) {
  const passMark = choice?.exam?.passMark;
  if (!passMark && !isExerciseKind(kind)) return null;
  return (
    <ul className="grid gap-1 text-muted-foreground text-sm" data-testid="dicas-do-treino">
      {passMark ? (
        <li>
          Mínimo no {choice?.exam?.name}: <strong className="text-foreground">{passMark}</strong>
        </li>
      ) : null}
      {isExerciseKind(kind) ? <li>{exerciseCoinsText(kind)}</li> : null}
    </ul>
  );
}

/**
 * 'Registrar': choose the bar, a swim, a run, an event of the candidate's exam or any other TAF
 * exercise, fill its form; the answer shows feedback and coins.
 */
export function RegisterPanel() {
  const [choiceId, setChoiceId] = useState<string>('BARRA');
  const [otherKind, setOtherKind] = useState<FormKind>('flexao');
  const [saved, setSaved] = useState<Saved | null>(null);
  const { save, isPending } = useSaveActivity();
  const exam = useExamChoices();
  const choice = [...BASE_CHOICES, ...exam.choices].find((candidate) => candidate.id === choiceId);
  const kind = choiceId === OTHER_CHOICE_ID ? otherKind : (choice?.kind ?? 'BARRA');
  const distance = choice?.exam?.distanceM;
  const defaultValues =
    kind === 'sprint' && distance ? { ...EMPTY_FORM, distance: String(distance) } : EMPTY_FORM;

  const onSave = async (fields: ActivityCallFields) => {
    setSaved(null);
    const outcome = await save(fields);
    if (outcome.queued) {
      toast(QUEUED_TITLE, { description: QUEUED_MESSAGE });
      return;
    }
    toast.success(SAVED_TITLE, { description: SAVED_MESSAGE });
    setSaved({ result: outcome.result, fields });
  };

  const feedback = saved
    ? feedbackForActivity({
        type: saved.fields.p_activity_type,
        primary: saved.fields.p_value_primary ?? 0,
        secondary: saved.fields.p_value_secondary,
      })
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Registrar treino</h2>
        </CardTitle>
        <CardDescription>{FORM_DESCRIPTIONS[kind]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ActivityTypePicker
          value={choiceId}
          onChange={setChoiceId}
          examChoices={exam.choices}
          examName={exam.examName}
        />
        {choiceId === OTHER_CHOICE_ID ? <ExerciseChoice value={otherKind} onChange={setOtherKind} /> : null}
        <FormHints kind={kind} choice={choiceId === OTHER_CHOICE_ID ? undefined : choice} />
        <ActivityForm
          key={`${choiceId}-${kind}`}
          kind={kind}
          idPrefix="treino"
          defaultValues={defaultValues}
          submitLabel="Registrar treino"
          pendingLabel="Salvando..."
          isPending={isPending}
          onSave={onSave}
        />
        <div aria-live="polite">
          {saved ? <SaveResultCard result={saved.result} feedback={feedback} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
