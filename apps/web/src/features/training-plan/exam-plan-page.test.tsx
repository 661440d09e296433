import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noComments } from '@/testing/comments';
import { server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import type { PlanView } from './api/plan-view';
import PlanPage from './plan-page';
import { examNeedsSettings, examPlan } from './testing/exam-plan-fixtures';
import { planHandler } from './testing/plan-fixtures';

// Decision 047: a candidate whose exam is one of pass marks sees its events — a goal per event, as
// her sex does it — and each session of the exam's exercises with its text and its source.

const PLAN_PATH = '/aluno/plano';

function serve(plan: PlanView, saved: PlanView = examPlan()) {
  const saves: unknown[] = [];
  server.use(
    planHandler('get_training_plan', () => plan),
    planHandler('set_training_plan_settings', () => saved, saves),
  );
  return { saves };
}

const renderPage = () =>
  renderRoutes(
    [
      { path: PLAN_PATH, element: <PlanPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    PLAN_PATH,
  );

// The pages show comment threads (issue 24): empty here.
beforeEach(() => {
  server.use(...noComments());
});

describe('Plan page of an exam of pass marks', () => {
  it('the events’ pass marks as the targets, without a projection', async () => {
    serve(examPlan());
    renderPage();
    const targets = await screen.findByRole('region', { name: 'Suas metas' });
    const items = within(targets).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Teste estático de barra fixa: 25 s para passarVocê já alcança esta meta.',
      'Flexão de braço com apoio (solo): 18 repetições para passar',
      'Corrida de 12 minutos: 2.000 m em 12 minutos para passar',
    ]);
    expect(screen.queryByText(/Estimativa/)).toBeNull();
  });

  it('each session: the exercise, its text, volume and intensity, and its source under “Por que”', async () => {
    serve(examPlan());
    renderPage();
    const thisWeek = await screen.findByRole('region', { name: 'Esta semana' });
    const [flexao, cooper] = within(thisWeek).getAllByTestId('plan-session') as [HTMLElement, HTMLElement];
    expect(within(flexao).getByText('Flexão de braço')).toBeTruthy();
    expect(within(flexao).getByRole('heading', { level: 3, name: 'Flexão: séries submáximas' })).toBeTruthy();
    expect(within(flexao).getByText('4 × 7 flexões (60% do seu máximo), pausa de 60 a 90 s.')).toBeTruthy();
    expect(within(flexao).getByText('30 min · 4 × 7 repetições · 28 repetições no total')).toBeTruthy();
    const why = within(flexao).getByText('Por que este treino?');
    await userEvent.click(why);
    expect(why.closest('details')?.open).toBe(true);
    expect(within(flexao).getByText(/^Fonte: ACSM, “Progression models/)).toBeTruthy();
    expect(within(cooper).getByText('Corrida')).toBeTruthy();
    expect(within(cooper).getByText('Ritmo-alvo dos 12 minutos — 6:00 /km')).toBeTruthy();
    expect(within(cooper).getByText(/^Fonte: Daniels/)).toBeTruthy();
  });

  it('the settings: a goal per event as she does it — the pass mark or the margin — and saving sends them', async () => {
    const { saves } = serve(examNeedsSettings());
    renderPage();
    const bar = await screen.findByRole('group', { name: 'Teste estático de barra fixa' });
    const flexao = screen.getByRole('group', { name: 'Flexão de braço com apoio (solo)' });
    const run = screen.getByRole('group', { name: 'Corrida de 12 minutos' });
    expect(within(bar).getByText('Sugerido: passar com folga (29 s) · hoje: 27 s')).toBeTruthy();
    expect((within(bar).getByRole('radio', { name: 'Com folga: 29 s' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(bar).queryByRole('radio', { name: 'Medalha' })).toBeNull();
    expect(within(bar).queryByRole('radio', { name: 'Uma nota' })).toBeNull();
    expect(within(flexao).getByText('Sugerido: passar (18 repetições) · hoje: 12 repetições')).toBeTruthy();
    expect(
      (within(flexao).getByRole('radio', { name: 'Passar: 18 repetições' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(run).getByText('Sugerido: passar (2.000 m em 12 minutos)')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '5 por semana' }));
    await userEvent.click(within(run).getByRole('radio', { name: 'Com folga: 2.080 m em 12 minutos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    await waitFor(() =>
      expect(saves).toEqual([
        { sessions_per_week: 5, goal: { barra: 'folga', flexao_braco: 'apto', corrida_12min: 'folga' } },
      ]),
    );
  });

  it('a stored edital goal (a grade, a medal) reads as the pass mark on an exam’s events', async () => {
    serve(examPlan({ settings: { sessions_per_week: 3, goal: { barra: 8, flexao_braco: 'folga' } } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar treinos por semana ou meta' }));
    const bar = screen.getByRole('group', { name: 'Teste estático de barra fixa' });
    const flexao = screen.getByRole('group', { name: 'Flexão de braço com apoio (solo)' });
    expect((within(bar).getByRole('radio', { name: 'Passar: 25 s' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(flexao).getByRole('radio', { name: 'Com folga: 20 repetições' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
