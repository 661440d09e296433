import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { ThisWeekCard } from './this-week-card';

const URL = 'http://localhost:3000/api/rpc/get_training_plan';

const session = (id: string, date: string, title: string, done: boolean) => ({
  id,
  type: 'RUN',
  kind: 'rodagem_z2',
  date,
  title,
  what: '…',
  volume: { durationMin: 40 },
  intensity: { rpe: [3, 4], label: 'Z2' },
  why: '…',
  done,
  activity_id: done ? 'a1' : null,
  moved_from: null,
});

const plan = (overrides: object) => ({
  status: 'ok',
  message: null,
  settings: { sessions_per_week: 3, goal: 'apto' },
  entitled: false,
  targets: [],
  weeks: [],
  this_week: null,
  projection: [],
  days_left: 60,
  is_reta_final: false,
  ...overrides,
});

function serve(answer: object) {
  const calls: unknown[] = [];
  server.use(
    http.post(URL, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return calls;
}

const renderCard = () =>
  renderRoutes(
    [
      { path: '/', element: <ThisWeekCard /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/',
  );

describe('ThisWeekCard (dashboard)', () => {
  it('lists this week’s sessions with “Feito” on the done ones and links to the full plan', async () => {
    const calls = serve(
      plan({
        this_week: {
          week_start: '2026-03-02',
          sessions: [
            session('w1-1', '2026-03-02', 'Rodagem leve em Z2', true),
            session('w1-2', '2026-03-05', 'Negativas na barra', false),
          ],
          dropped: [],
        },
      }),
    );
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Esta semana' })).toBeTruthy();
    const items = await screen.findAllByTestId('week-session');
    expect(calls).toEqual([{}]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Rodagem leve em Z2')).toBeTruthy();
    expect(within(first).getByText('seg 02/03')).toBeTruthy();
    expect(within(first).getByText('Feito')).toBeTruthy();
    expect(within(second).getByText('qui 05/03')).toBeTruthy();
    expect(within(second).queryByText('Feito')).toBeNull();
    expect(screen.getByText('1 de 2 treinos feitos')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Ver plano completo' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/plano'));
  });

  it('shows a missed session moved to a free day and what was dropped, never piled up', async () => {
    serve(
      plan({
        this_week: {
          week_start: '2026-03-02',
          sessions: [
            { ...session('w1-2', '2026-03-06', 'Negativas na barra', false), moved_from: '2026-03-03' },
          ],
          dropped: ['w1-3', 'w1-4'],
        },
      }),
    );
    renderCard();
    const [item] = await screen.findAllByTestId('week-session');
    expect(within(item as HTMLElement).getByText('sex 06/03 · remarcado de 03/03')).toBeTruthy();
    expect(screen.getByText('2 treinos perdidos saíram da semana para não acumular.')).toBeTruthy();
  });

  it('says when the trainer adjusted this week — who, when, what changed, the note — and not another week', async () => {
    const adjustment = {
      by_name: 'Tiago Treinador',
      // 01:30 UTC on the 3rd is still the 2nd in Brasília.
      at: '2026-03-03T01:30:00.000Z',
      volume_percent: 70,
      removed: [{ date: '2026-03-04', kind: 'intervalado_vam', title: 'Intervalado na VAM' }],
      note: 'Semana de provas: menos volume.',
    };
    serve(
      plan({
        weeks: [
          { start: '2026-03-02', end: '2026-03-08', adjustment },
          { start: '2026-03-09', end: '2026-03-15', adjustment: { ...adjustment, note: 'Outra semana.' } },
        ],
        this_week: {
          week_start: '2026-03-02',
          sessions: [session('w1-1', '2026-03-02', 'Rodagem leve em Z2', false)],
          dropped: [],
        },
      }),
    );
    renderCard();
    const notice = await screen.findByTestId('plan-adjustment');
    expect(notice.textContent).toContain('Ajustada por Tiago Treinador em 02/03/2026');
    expect(within(notice).getByText('Volume em 70% do planejado')).toBeTruthy();
    expect(notice.textContent).toContain('Retirado: qua, 04/03, Intervalado na VAM');
    expect(notice.textContent).toContain('Observação: Semana de provas: menos volume.');
    expect(screen.getAllByTestId('plan-adjustment')).toHaveLength(1);
    expect(screen.queryByText(/Outra semana/)).toBeNull();
    // The session taken out is not listed.
    expect(screen.getAllByTestId('week-session')).toHaveLength(1);
  });

  it('an unadjusted week shows no notice', async () => {
    serve(
      plan({
        weeks: [{ start: '2026-03-02', end: '2026-03-08', adjustment: null }],
        this_week: {
          week_start: '2026-03-02',
          sessions: [session('w1-1', '2026-03-02', 'Rodagem leve em Z2', false)],
          dropped: [],
        },
      }),
    );
    renderCard();
    expect(await screen.findByTestId('week-session')).toBeTruthy();
    expect(screen.queryByTestId('plan-adjustment')).toBeNull();
    expect(screen.queryByText(/Ajustada por/)).toBeNull();
  });

  it.each([
    ['needs_settings', 'Conte quantos treinos por semana você consegue fazer.'],
    ['needs_simulation', 'Registre um simulado para montar o plano.'],
  ])('%s: the message and a call to /aluno/plano, no sessions', async (status, message) => {
    serve(plan({ status, message, settings: null }));
    renderCard();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('week-session')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver plano completo' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Montar meu plano' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/plano'));
  });

  it('a failed load says so, with a retry', async () => {
    server.use(
      http.post(URL, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
    );
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar o plano.');
    serve(plan({ this_week: { week_start: '2026-03-02', sessions: [], dropped: [] } }));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum treino nesta semana: descanse.')).toBeTruthy();
  });
});
