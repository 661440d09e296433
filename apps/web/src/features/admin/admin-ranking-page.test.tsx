import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcInput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import AdminRankingPage from './admin-ranking-page';
import type { ModerationCase } from './api/ranking-moderation-queries';

const crafted: ModerationCase = {
  activity_id: '11111111-1111-4111-8111-111111111111',
  nickname: 'BrunoGPX',
  full_name: 'Bruno Reta',
  activity_type: 'RUN',
  source: 'file',
  workout_date: '2026-11-10',
  distance_m: 3000,
  moving_s: 420,
  elapsed_s: 420,
  segment_s: 336,
  flag: 'record',
  reports: 0,
  boards: [],
  since: '2026-11-10T12:00:00.000Z',
};
const reported: ModerationCase = {
  activity_id: '22222222-2222-4222-8222-222222222222',
  nickname: 'GilRapido',
  full_name: null,
  activity_type: 'SWIM',
  source: 'manual',
  workout_date: '2026-11-12',
  distance_m: 20_000,
  moving_s: 20_000,
  elapsed_s: null,
  segment_s: null,
  flag: null,
  reports: 2,
  boards: ['swim_distance_alltime', 'swim_distance_monthly'],
  since: '2026-11-12T12:00:00.000Z',
};

function serve() {
  let cases = [crafted, reported];
  const decisions: RpcInput<'admin_moderate_ranking_entry'>[] = [];
  server.use(
    rpcHandler('admin_list_ranking_moderation', () => ({ cases })),
    rpcHandler('admin_moderate_ranking_entry', (input) => {
      decisions.push(input);
      cases = cases.filter((c) => c.activity_id !== input.activity_id);
      return { activity_id: input.activity_id, decision: input.decision, reports_resolved: 2 };
    }),
  );
  return decisions;
}

const renderPage = () =>
  renderRoutes([{ path: paths.adminRanking, element: <AdminRankingPage /> }], paths.adminRanking);
const item = (c: ModerationCase) => within(screen.getByTestId(`case-${c.activity_id}`));

describe('Moderação do ranking', () => {
  it('lists reported and flagged workouts with their facts in pt-BR and why each is there', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderação do ranking' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Treinos aguardando moderação' });
    expect(screen.getByText('2 treinos aguardando')).toBeTruthy();

    const first = item(crafted);
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe('BrunoGPX');
    expect(first.getByText('Bruno Reta')).toBeTruthy();
    expect(first.getByText(/Barrado automaticamente: ritmo perto ou além do recorde mundial/)).toBeTruthy();
    const facts = Object.fromEntries(
      first.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Treino: 'Corrida de 10/11/2026',
      Origem: 'Arquivo do relógio',
      Distância: '3,0 km',
      'Tempo em movimento': '7:00',
      'Tempo total': '7:00',
      'Ritmo médio': '2:20/km',
      'Melhor trecho de 2400\u00a0m': '5:36.00',
    });

    const second = item(reported);
    expect(
      second.getByText('2 denúncias em Distância total (Natação), Distância no mês (Natação)'),
    ).toBeTruthy();
    expect(second.getByText('Digitado à mão')).toBeTruthy();
    expect(second.getByText('1:40/100 m')).toBeTruthy();
  });

  it("'Remover do ranking' asks first, then sends the decision and the workout leaves the list", async () => {
    const decisions = serve();
    renderPage();
    await screen.findByRole('list', { name: 'Treinos aguardando moderação' });
    await userEvent.click(
      item(reported).getByRole('button', { name: 'Remover do ranking o treino de GilRapido' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remover do ranking?' });
    expect(dialog.textContent).toContain('O treino de GilRapido sai de todos os rankings');
    expect(decisions).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover do ranking' }));
    await waitFor(() => expect(screen.queryByTestId(`case-${reported.activity_id}`)).toBeNull());
    expect(decisions).toEqual([{ activity_id: reported.activity_id, decision: 'remove' }]);
    expect(screen.getByText('1 treino aguardando')).toBeTruthy();
  });

  it("'Manter' keeps the workout on the boards at once", async () => {
    const decisions = serve();
    renderPage();
    await screen.findByRole('list', { name: 'Treinos aguardando moderação' });
    await userEvent.click(
      item(crafted).getByRole('button', { name: 'Manter o treino de BrunoGPX no ranking' }),
    );
    await waitFor(() => expect(screen.queryByTestId(`case-${crafted.activity_id}`)).toBeNull());
    expect(decisions).toEqual([{ activity_id: crafted.activity_id, decision: 'keep' }]);
  });

  it('says when nothing waits, and shows a pt-BR error with a retry', async () => {
    server.use(rpcHandler('admin_list_ranking_moderation', () => ({ cases: [] })));
    const { unmount } = renderPage();
    expect(await screen.findByText('Nenhum treino aguardando moderação.')).toBeTruthy();
    unmount();
    server.use(
      rpcError('admin_list_ranking_moderation', 500, {
        code: 'INTERNAL',
        message: 'Erro interno. Tente novamente.',
      }),
    );
    renderPage();
    expect(await screen.findByText('Não foi possível carregar a moderação do ranking.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
