import { Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CHALLENGE_METRIC_LABELS } from '@/components/turma-challenge/challenge-format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useCreateTurmaChallenge } from './api/turma-challenges';
import {
  type ChallengeFormErrors,
  type ChallengeFormValues,
  challengeErrors,
  MAX_CHALLENGE_DAYS,
  thisMonth,
} from './challenge-dates';

const METRICS = ['treinos', 'pontos'] as const;

const blankChallenge = (): ChallengeFormValues => {
  const month = thisMonth();
  return { title: '', metric: 'treinos', startsOn: month.startsOn, endsOn: month.endsOn };
};

/** Nome, Métrica (treinos feitos or coins), De and Até (this month in São Paulo unless changed). */
export function NewChallengeForm({ turmaId }: { turmaId: string }) {
  const create = useCreateTurmaChallenge(turmaId);
  const [values, setValues] = useState(blankChallenge);
  const [errors, setErrors] = useState<ChallengeFormErrors>({});
  const set = <K extends keyof ChallengeFormValues>(field: K, value: ChallengeFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = challengeErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        title: values.title.trim(),
        metric: values.metric,
        starts_on: values.startsOn,
        ends_on: values.endsOn,
      },
      {
        onSuccess: () => {
          toast.success('Desafio criado', { description: values.title.trim() });
          setValues(blankChallenge());
        },
        onError: (error) => toast.error('Erro ao criar o desafio', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-4" aria-label="Novo desafio">
      <FormField id="desafio-nome" label="Nome" required error={errors.title}>
        <Input
          maxLength={80}
          autoComplete="off"
          placeholder="Ex.: Mais treinos do mês"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </FormField>
      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-2 font-medium text-sm">Métrica</legend>
        <div className="flex min-w-0 flex-wrap gap-x-6">
          {METRICS.map((metric) => (
            <label
              key={metric}
              htmlFor={`desafio-metrica-${metric}`}
              className="flex min-h-10 cursor-pointer items-center gap-3 text-sm"
            >
              <input
                id={`desafio-metrica-${metric}`}
                type="radio"
                name="desafio-metrica"
                className="size-5 shrink-0 cursor-pointer accent-primary"
                checked={values.metric === metric}
                onChange={() => set('metric', metric)}
              />
              {CHALLENGE_METRIC_LABELS[metric]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <FormField id="desafio-de" label="De" error={errors.startsOn}>
          <Input
            type="date"
            value={values.startsOn}
            onChange={(event) => set('startsOn', event.target.value)}
          />
        </FormField>
        <FormField
          id="desafio-ate"
          label="Até"
          error={errors.endsOn}
          description={`Até ${MAX_CHALLENGE_DAYS} dias.`}
        >
          <Input type="date" value={values.endsOn} onChange={(event) => set('endsOn', event.target.value)} />
        </FormField>
      </div>
      <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
        <Trophy aria-hidden="true" />
        {create.isPending ? 'Criando...' : 'Criar desafio'}
      </Button>
    </form>
  );
}
