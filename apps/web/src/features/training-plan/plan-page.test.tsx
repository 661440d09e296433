import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentWeekStart } from '@/components/comment-thread/current-week';
import { noComments } from '@/testing/comments';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import type { PlanView } from './api/plan-view';
import PlanPage from './plan-page';
import { emptyPlan, okPlan, planHandler, week } from './testing/plan-fixtures';

const PLAN_PATH = '/aluno/plano';

function serve(plan: PlanView, saved: PlanView = okPlan()) {
  const gets: unknown[] = [];
  const saves: unknown[] = [];
  server.use(
    planHandler('get_training_plan', () => plan, gets),
    planHandler('set_training_plan_settings', () => saved, saves),
  );
  return { gets, saves };
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

describe('Plan page', () => {
  it('shows the targets, the projection as an estimate with its band, and the previous projection', async () => {
    const { gets } = serve(okPlan());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano de treino' })).toBeTruthy();
    const targets = await screen.findByRole('region', { name: 'Suas metas' });
    const items = within(targets).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Corrida: 10:04 para nota 7');
    expect(items[1]?.textContent).toContain('Barra: 9 repetições para nota 7,2');
    expect(within(items[1] as HTMLElement).getByText('Você já alcança esta meta.')).toBeTruthy();
    const projection = screen.getByTestId('projection-corrida_2400');
    // The time people train for, its band, then the grades the band spans.
    expect(projection.textContent).toContain(
      'Estimativa para o dia do TAF: 11:05 (entre 10:40 e 11:30), nota 6,5 a 7,8',
    );
    expect(projection.textContent).toContain('Sua projeção 6,5 → 7,1');
    // Equal grades at both ends are said once.
    const bar = screen.getByTestId('projection-barra');
    expect(bar.textContent).toContain(
      'Estimativa para o dia do TAF: cerca de 14 repetições (entre 13 e 15), nota 10',
    );
    expect(bar.textContent).not.toMatch(/entre 10 e 10/);
    expect(screen.getByText(/Faltam 90 dias para o TAF/)).toBeTruthy();
    expect(screen.queryByText('Reta final')).toBeNull();
    expect(gets).toEqual([{}]);
  });

  it('says in words what to do when the band is too wide to help (issue 21 §9)', async () => {
    const plan = okPlan();
    const advice = 'ainda poucos dados: registre mais 2 simulados ou corridas de 2,4 km';
    serve({
      ...plan,
      projection: plan.projection.map((p) =>
        p.key === 'corrida_2400' ? { ...p, low_grade: 0, high_grade: 10, advice } : p,
      ),
    });
    renderPage();
    const projection = await screen.findByTestId('projection-corrida_2400');
    expect(projection.textContent).toContain(`Estimativa para o dia do TAF: ${advice}`);
    expect(projection.textContent).not.toMatch(/nota 0 a 10|entre/);
  });

  it('leaves out the previous projection when there is none', async () => {
    const plan = okPlan();
    serve({ ...plan, projection: plan.projection.map((p) => ({ ...p, previous_expected_grade: null })) });
    renderPage();
    const projection = await screen.findByTestId('projection-corrida_2400');
    expect(projection.textContent).not.toContain('Sua projeção');
  });

  it('lists this week’s sessions with what, volume, intensity, why, and “Feito” in words', async () => {
    serve(okPlan());
    renderPage();
    const thisWeek = await screen.findByRole('region', { name: 'Esta semana' });
    expect(within(thisWeek).getByText(/1 de 2 treinos feitos/)).toBeTruthy();
    const [run, bar] = within(thisWeek).getAllByTestId('plan-session') as [HTMLElement, HTMLElement];
    expect(within(run).getByRole('heading', { level: 3, name: 'Intervalado na VAM' })).toBeTruthy();
    expect(within(run).getByText('Feito')).toBeTruthy();
    expect(within(run).getByText('seg, 02/03')).toBeTruthy();
    expect(within(run).getByText('45 min · 6.400 m')).toBeTruthy();
    expect(within(run).getByText('Z4 — 3:50 a 4:05 /km nos tiros')).toBeTruthy();
    expect(within(bar).queryByText('Feito')).toBeNull();
    expect(within(bar).getByText('20 min · 5 × 3 repetições')).toBeTruthy();
    expect(within(bar).getByText('Remarcado de 03/03')).toBeTruthy();
    const why = within(bar).getByText('Por que este treino?');
    expect(why.closest('details')?.open).toBe(false);
    await userEvent.click(why);
    expect(why.closest('details')?.open).toBe(true);
    expect(within(bar).getByText(/A fase excêntrica/)).toBeTruthy();
  });

  it('groups the weeks by block with their dates; a full plan has no lock', async () => {
    serve(okPlan());
    renderPage();
    const weeks = await screen.findByRole('region', { name: 'Semanas até o TAF' });
    const blocks = within(weeks)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(blocks).toEqual(['Base02/03 a 15/03', 'Construção16/03 a 22/03']);
    expect(screen.getByTestId('plan-week-3').textContent).toContain('Semana 3 · 16/03 a 22/03');
    expect(screen.getByTestId('plan-week-3').textContent).toContain('Semana de testes');
    expect(within(weeks).queryByText('Bloqueada')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Conhecer os planos Avançados' })).toBeNull();
  });

  it('the preview locks the later weeks and points to the Avançado plans', async () => {
    serve(
      okPlan({
        entitled: false,
        weeks: [week(1), week(2, { locked: true, sessions: [] }), week(3, { locked: true, sessions: [] })],
      }),
    );
    renderPage();
    await screen.findByRole('region', { name: 'Semanas até o TAF' });
    expect(within(screen.getByTestId('plan-week-1')).queryByText('Bloqueada')).toBeNull();
    expect(within(screen.getByTestId('plan-week-2')).getByText('Bloqueada')).toBeTruthy();
    expect(within(screen.getByTestId('plan-week-3')).getByText('Bloqueada')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Conhecer os planos Avançados' });
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/planos'));
  });

  it('shows the “Reta final” banner under 30 days', async () => {
    serve(okPlan({ is_reta_final: true, days_left: 12 }));
    renderPage();
    const banner = await screen.findByText('Reta final');
    expect(banner.closest('[role="status"]')?.textContent).toContain('Faltam 12 dias para o TAF.');
  });

  it('needs settings: a goal per test, the suggestion preselected and said; saving sends each test’s goal', async () => {
    const { saves } = serve(emptyPlan('needs_settings', 'Conte quantos dias você treina.'));
    renderPage();
    expect(await screen.findByText('Conte quantos dias você treina.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    expect(screen.getByText('Escolha quantos treinos por semana.')).toBeTruthy();
    expect(saves).toEqual([]);

    const bar = screen.getByRole('group', { name: 'Barra' });
    const run = screen.getByRole('group', { name: 'Corrida' });
    const swim = screen.getByRole('group', { name: 'Natação' });
    // Each group says what is suggested (its description) and starts on it.
    expect(bar.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(bar).getByText('Sugerido: nota 9 (ouro) · hoje: nota 8')).toBeTruthy();
    expect((within(bar).getByRole('radio', { name: 'Uma nota' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(bar).getByRole('combobox', { name: 'Nota desejada (Barra)' }) as HTMLSelectElement).value,
    ).toBe('9');
    expect(within(run).getByText('Sugerido: apto com margem · hoje: nota 2')).toBeTruthy();
    expect((within(run).getByRole('radio', { name: 'Apto com margem' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(swim).getByText('Sugerido: apto com margem')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '3 por semana' }));
    await userEvent.click(within(run).getByRole('radio', { name: 'Medalha' }));
    await userEvent.click(within(swim).getByRole('radio', { name: 'Uma nota' }));
    await userEvent.selectOptions(
      within(swim).getByRole('combobox', { name: 'Nota desejada (Natação)' }),
      '8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    expect(await screen.findByRole('region', { name: 'Esta semana' })).toBeTruthy();
    expect(saves).toEqual([
      { sessions_per_week: 3, goal: { barra: 9, corrida_2400: 'medalha', natacao_100m: 8 } },
    ]);
  });

  it('each test’s goal is a radio group of its own, chosen with the keyboard', async () => {
    // user-event's Tab finds a radio group's checked radio with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    const { saves } = serve(emptyPlan('needs_settings'));
    renderPage();
    const run = await screen.findByRole('group', { name: 'Corrida' });
    const swim = screen.getByRole('group', { name: 'Natação' });
    await userEvent.click(screen.getByRole('radio', { name: '4 por semana' }));
    within(run).getByRole('radio', { name: 'Apto com margem' }).focus();
    // The arrows move within the test's group…
    await userEvent.keyboard('{ArrowRight}');
    expect((within(run).getByRole('radio', { name: 'Medalha' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(within(run).getByRole('radio', { name: 'Medalha' }));
    // …and leave the other tests as they were; Tab goes on to the next test's chosen goal.
    expect((within(swim).getByRole('radio', { name: 'Apto com margem' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(within(swim).getByRole('radio', { name: 'Apto com margem' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(swim).getByRole('radio', { name: 'Uma nota' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(
      within(swim).getByRole('combobox', { name: 'Nota desejada (Natação)' }),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves).toEqual([
      { sessions_per_week: 4, goal: { barra: 9, corrida_2400: 'medalha', natacao_100m: 7 } },
    ]);
    vi.unstubAllGlobals();
  });

  it('changes the settings of a plan from the form, prefilled with the stored single goal', async () => {
    const { saves } = serve(okPlan(), okPlan({ settings: { sessions_per_week: 5, goal: 'medalha' } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar treinos por semana ou meta' }));
    expect((screen.getByRole('radio', { name: '4 por semana' }) as HTMLInputElement).checked).toBe(true);
    // The stored goal, not the suggestion, on every test.
    for (const test of ['Barra', 'Corrida', 'Natação']) {
      const group = screen.getByRole('group', { name: test });
      expect(
        (within(group).getByRole('radio', { name: 'Apto com margem' }) as HTMLInputElement).checked,
      ).toBe(true);
    }
    await userEvent.click(screen.getByRole('radio', { name: '5 por semana' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Barra' })).getByRole('radio', { name: 'Medalha' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    await waitFor(() =>
      expect(saves).toEqual([
        { sessions_per_week: 5, goal: { barra: 'medalha', corrida_2400: 'apto', natacao_100m: 'apto' } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Mudar treinos por semana ou meta' })).toBeTruthy();
  });

  it('prefills a goal per test; a test without one starts on its suggestion', async () => {
    serve(okPlan({ settings: { sessions_per_week: 3, goal: { barra: 'medalha', corrida_2400: 6 } } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar treinos por semana ou meta' }));
    const bar = screen.getByRole('group', { name: 'Barra' });
    const run = screen.getByRole('group', { name: 'Corrida' });
    const swim = screen.getByRole('group', { name: 'Natação' });
    expect((within(bar).getByRole('radio', { name: 'Medalha' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(run).getByRole('combobox', { name: 'Nota desejada (Corrida)' }) as HTMLSelectElement).value,
    ).toBe('6');
    expect((within(swim).getByRole('radio', { name: 'Apto com margem' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('without the edital’s tests, one goal for every test', async () => {
    const { saves } = serve({ ...emptyPlan('needs_settings'), goal_tests: [] });
    renderPage();
    const all = await screen.findByRole('group', { name: 'Todos os testes' });
    expect(screen.queryByText(/Sugerido/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '3 por semana' }));
    await userEvent.click(within(all).getByRole('radio', { name: 'Uma nota' }));
    await userEvent.selectOptions(within(all).getByRole('combobox', { name: /Nota desejada/ }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    await waitFor(() => expect(saves).toEqual([{ sessions_per_week: 3, goal: 8 }]));
  });

  it('a refused save shows the server’s message', async () => {
    server.use(
      planHandler('get_training_plan', () => emptyPlan('needs_settings')),
      rpcError('set_training_plan_settings', 422, { code: 'VALIDATION_FAILED', message: 'Meta inválida.' }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '2 por semana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e montar o plano' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Meta inválida.');
  });

  it.each([
    ['needs_profile', 'Completar o perfil', '/aluno/perfil'],
    ['needs_simulation', 'Registrar um simulado', '/aluno/testes'],
  ] as const)('%s: the message and a link to fix it', async (status, label, path) => {
    serve(emptyPlan(status, 'Falta algo para montar o plano.'));
    renderPage();
    expect(await screen.findByText('Falta algo para montar o plano.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar e montar o plano' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: label }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
  });

  it('a failed load says so, and the retry loads the plan', async () => {
    server.use(rpcError('get_training_plan', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar o plano.');
    server.resetHandlers();
    server.use(...noComments());
    serve(okPlan());
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Esta semana' })).toBeTruthy();
  });

  it('a week a trainer adjusted says who, when, what changed and the note — in this week and in the list', async () => {
    const adjustment = {
      by_name: 'Tiago Treinador',
      // 01:30 UTC on the 3rd is still the 2nd in Brasília.
      at: '2026-03-03T01:30:00.000Z',
      volume_percent: 60,
      removed: [{ date: '2026-03-05', kind: 'rodagem_z2' as const, title: 'Rodagem leve (Z2)' }],
      note: 'Semana de provas: menos volume.',
    };
    const plan = okPlan();
    serve({
      ...plan,
      weeks: [
        week(1, { adjustment }),
        week(2),
        week(3, { adjustment: { ...adjustment, volume_percent: 100, removed: [] } }),
      ],
    });
    renderPage();
    const thisWeek = await screen.findByRole('region', { name: 'Esta semana' });
    const notice = within(thisWeek).getByTestId('plan-adjustment');
    expect(notice.textContent).toContain('Ajustada por Tiago Treinador em 02/03/2026');
    expect(within(notice).getByText('Volume em 60% do planejado')).toBeTruthy();
    expect(notice.textContent).toContain('Retirado: qui, 05/03, Rodagem leve (Z2)');
    expect(notice.textContent).toContain('Observação: Semana de provas: menos volume.');

    const weeks = screen.getByRole('region', { name: 'Semanas até o TAF' });
    expect(within(screen.getByTestId('plan-week-1')).getByTestId('plan-adjustment')).toBeTruthy();
    expect(within(screen.getByTestId('plan-week-2')).queryByTestId('plan-adjustment')).toBeNull();
    // A note alone: no volume line, no removals.
    const noteOnly = within(screen.getByTestId('plan-week-3')).getByTestId('plan-adjustment');
    expect(noteOnly.textContent).not.toContain('Volume');
    expect(noteOnly.textContent).not.toContain('Retirado');
    expect(within(weeks).queryByRole('button', { name: /Ajustar/ })).toBeNull();
  });

  it('‘Comentários da semana’: this week’s thread with the trainer, asked by its Monday', async () => {
    serve(okPlan());
    const asked: unknown[] = [];
    server.use(
      rpcHandler('get_week_comments', (input) => {
        asked.push(input);
        return [
          {
            id: 'w1',
            body: 'Semana puxada: descanse bem no domingo.',
            created_at: '2026-03-02T12:00:00.000Z',
            author_name: 'Tiago Treinador',
            author_role: 'treinador',
            mine: false,
          },
        ];
      }),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Comentários da semana' });
    const thread = await within(section).findByRole('list', { name: 'Comentários da semana' });
    expect(thread.textContent).toBe(
      'Tiago TreinadorTreinador02/03 às 09:00Semana puxada: descanse bem no domingo.',
    );
    expect(asked).toEqual([{ week_start: currentWeekStart() }]);
    expect(within(section).getByRole('textbox', { name: 'Seu comentário' })).toBeTruthy();
  });
});
