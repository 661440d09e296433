import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PlanStatus, PlanView } from './api/plan-view';
import { SettingsForm } from './settings-form';

const FALLBACK_MESSAGES: Record<Exclude<PlanStatus, 'ok'>, string> = {
  needs_settings: 'Conte quantos treinos por semana você consegue fazer e qual é a sua meta.',
  needs_profile: 'Complete o perfil com o edital, o cargo e a data do TAF para montar o plano.',
  needs_simulation: 'Registre um simulado com seus resultados atuais para montar o plano.',
  taf_passed: 'A data do seu TAF já passou. Atualize a data no perfil para montar um novo plano.',
};

const ACTIONS: Partial<Record<PlanStatus, { to: string; label: string }>> = {
  needs_profile: { to: '/aluno/perfil', label: 'Completar o perfil' },
  needs_simulation: { to: '/aluno/testes', label: 'Registrar um simulado' },
  taf_passed: { to: '/aluno/perfil', label: 'Atualizar a data do TAF' },
};

/** Why there is no plan yet and what to do: the settings form, or a link to the page that fixes it. */
export function PlanStatusNotice({ plan }: { plan: PlanView }) {
  if (plan.status === 'ok') return null;
  const message = plan.message ?? FALLBACK_MESSAGES[plan.status];
  const action = ACTIONS[plan.status];
  return (
    <section aria-labelledby="plan-status-title" className="grid gap-4">
      <Alert>
        <AlertTitle>
          <h2 id="plan-status-title">
            {plan.status === 'needs_settings' ? 'Vamos montar seu plano' : 'Ainda não dá para montar o plano'}
          </h2>
        </AlertTitle>
        <AlertDescription>
          <p className="text-pretty">{message}</p>
        </AlertDescription>
      </Alert>
      {plan.status === 'needs_settings' ? (
        <SettingsForm settings={plan.settings} goalTests={plan.goal_tests} />
      ) : null}
      {action ? (
        <Button asChild className="w-fit">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </section>
  );
}
