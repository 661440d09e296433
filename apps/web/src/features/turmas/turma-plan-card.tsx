import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { useSetTurmaPlan } from './api/turma-plan';
import type { Turma } from './api/turmas';
import { EmphasisField } from './emphasis-field';
import { TurmaSelect } from './turma-select';

export const SESSION_CHOICES = [2, 3, 4, 5, 6] as const;
const DEFAULT_SESSIONS = 4;

export const CLASS_PLAN_TEXT =
  'Vale para o plano de cada aluno que compartilha os dados: com as marcas e ritmos de cada um.';

/** 'A turma segue 4 treinos por semana.', or that each student follows their own plan. */
function currentPlanText(plan: Turma['plan']): string {
  if (!plan) return 'A turma ainda não tem plano: cada aluno segue o seu.';
  const count = plan.emphasis.length;
  const emphasis =
    count === 0 ? 'sem ênfase' : `com ênfase em ${count === 1 ? '1 prova' : `${count} provas`}`;
  return `Plano em vigor: ${plan.sessions_per_week} treinos por semana, ${emphasis}.`;
}

/**
 * 'Plano da turma': sessions per week and the tests to emphasise, written into the plan of every
 * member who shares (and of each one who joins later); each plan keeps the student's own marks.
 */
export function TurmaPlanCard({ turma }: { turma: Turma }) {
  const save = useSetTurmaPlan(turma.id);
  const [sessions, setSessions] = useState(turma.plan?.sessions_per_week ?? DEFAULT_SESSIONS);
  const [emphasis, setEmphasis] = useState<string[]>(turma.plan?.emphasis ?? []);
  const isArchived = turma.archived_at !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { sessions_per_week: sessions, emphasis: turma.edital_id ? emphasis : [] },
      {
        onSuccess: () => toast.success('Plano da turma salvo', { description: CLASS_PLAN_TEXT }),
        onError: (error) =>
          toast.error('Erro ao salvar o plano da turma', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <SectionCard
      titleId="plano-turma-titulo"
      icon={CalendarCheck}
      title="Plano da turma"
      description={CLASS_PLAN_TEXT}
    >
      <CardContent className="grid min-w-0 gap-4">
        <p className="text-pretty text-sm" data-testid="turma-plan-status">
          {currentPlanText(turma.plan)}
        </p>
        {isArchived ? (
          <p className="text-pretty text-sm">Esta turma está arquivada: reative-a para mudar o plano.</p>
        ) : (
          <form noValidate onSubmit={submit} className="grid min-w-0 gap-4" aria-label="Plano da turma">
            <FormField id="plano-treinos" label="Treinos por semana" className="sm:max-w-56">
              <TurmaSelect value={sessions} onChange={(event) => setSessions(Number(event.target.value))}>
                {SESSION_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </TurmaSelect>
            </FormField>
            <EmphasisField editalId={turma.edital_id} chosen={emphasis} onChange={setEmphasis} />
            <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar plano da turma'}
            </Button>
          </form>
        )}
      </CardContent>
    </SectionCard>
  );
}
