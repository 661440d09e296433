import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { noComments } from '@/testing/comments';
import { server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { ExportCard } from './export-card';
import PlanPage from './plan-page';
import { emptyPlan, okPlan, planHandler, session, week } from './testing/plan-fixtures';

/** A week whose only session is at the bar. */
function barOnly(index: number) {
  const {
    done: _d,
    activity_id: _a,
    moved_from: _m,
    ...planned
  } = session({
    id: `w${index}-1`,
    type: 'BARRA',
    kind: 'barra_gtg',
    title: 'Barra ao longo do dia',
  });
  return week(index, { sessions: [planned] });
}

// The pages show comment threads (issue 24): empty here.
beforeEach(() => {
  server.use(...noComments());
});

describe('Export card', () => {
  it('offers the calendar and the watch workouts as downloads, each with how to import it', async () => {
    server.use(planHandler('get_training_plan', () => okPlan()));
    renderRoutes([{ path: '/aluno/plano', element: <PlanPage /> }], '/aluno/plano');
    const card = await screen.findByRole('region', { name: 'Exportar' });

    const calendar = within(card).getByRole('link', { name: 'Adicionar ao calendário (.ics)' });
    expect(calendar.getAttribute('href')).toBe('/api/training-plan/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(calendar.getAttribute('aria-describedby')).toBe('plan-export-ics-help');
    expect(document.getElementById('plan-export-ics-help')?.textContent).toMatch(/Google Agenda.*Importar/);

    const watch = within(card).getByRole('link', { name: 'Treinos para o relógio (.fit)' });
    expect(watch.getAttribute('href')).toBe('/api/training-plan/workouts.zip');
    expect(watch.hasAttribute('download')).toBe(true);
    expect(document.getElementById('plan-export-fit-help')?.textContent).toMatch(/Garmin Connect.*Importar/);
    expect(within(card).getByText(/Leve o plano para a sua agenda/)).toBeTruthy();
  });

  it('says a FREE candidate exports this week only', () => {
    render(
      <ExportCard
        plan={okPlan({ entitled: false, weeks: [week(1), week(2, { locked: true, sessions: [] })] })}
      />,
    );
    expect(screen.getByText(/Leve esta semana.*plano Avançado/)).toBeTruthy();
  });

  it('is not shown until the plan is ready', () => {
    for (const status of ['needs_settings', 'needs_profile', 'needs_simulation', 'taf_passed'] as const) {
      const { container, unmount } = render(<ExportCard plan={emptyPlan(status, 'Falta algo.')} />);
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it('offers no watch file when no run or swim is left to do (done or bar only)', () => {
    const plan = okPlan({ weeks: [week(1), barOnly(2), week(3, { locked: true, sessions: [] })] });
    const thisWeek = plan.this_week;
    if (!thisWeek) throw new Error('no week');
    // This week: the run is done and the bar session is not for a watch; week 2 is bar only.
    render(<ExportCard plan={plan} />);
    expect(thisWeek.sessions.filter((s) => s.type === 'RUN').every((s) => s.done)).toBe(true);
    expect(screen.queryByRole('link', { name: /relógio/ })).toBeNull();
    expect(screen.getByText(/Não há treino de corrida ou natação/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar ao calendário (.ics)' })).toBeTruthy();
  });
});
