import { feedbackForActivity } from '@prontidao/domain/training/activity-feedback';
import type { LogActivityResult, ManualActivityType } from '@prontidao/domain/training/activity-types';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ActivityForm } from './activity-form';
import type { ActivityCallFields } from './activity-form-schema';
import { ActivityTypePicker } from './activity-type-picker';
import { QUEUED_MESSAGE, QUEUED_TITLE } from './offline/pending-activity';
import { SaveResultCard } from './save-result-card';
import { useSaveActivity } from './use-save-activity';

export const SAVED_TITLE = '✅ Treino registrado';
export const SAVED_MESSAGE = 'Atividade salva no histórico com sucesso.';

const DESCRIPTIONS: Record<ManualActivityType, string> = {
  BARRA: 'Quantas barras você fez na série ou no treino.',
  SWIM: 'Distância nadada em metros e o tempo total.',
  RUN: 'Distância em km (vírgula aceita) e o tempo total.',
};

interface Saved {
  result: LogActivityResult;
  fields: ActivityCallFields;
}

/** 'Registrar': choose bar, swim or run, fill its form; the answer shows feedback and coins. */
export function RegisterPanel() {
  const [type, setType] = useState<ManualActivityType>('BARRA');
  const [saved, setSaved] = useState<Saved | null>(null);
  const { save, isPending } = useSaveActivity();

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
        primary: saved.fields.p_value_primary,
        secondary: saved.fields.p_value_secondary,
      })
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Registrar treino</h2>
        </CardTitle>
        <CardDescription>{DESCRIPTIONS[type]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ActivityTypePicker value={type} onChange={setType} />
        <ActivityForm
          key={type}
          type={type}
          idPrefix="treino"
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
