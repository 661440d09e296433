import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import type { CoinWallet, RankStatus } from '@prontidao/domain/training/activity-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import { queryKeys } from '@/lib/queries/query-keys';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import DashboardPage from './dashboard-page';
// The cards below the first screen load lazily (dashboard-page.tsx): loaded here once, the page's
// lazy import finds the module ready instead of transforming it while a test waits.
import './later-cards';

const profile: FullProfile = {
  id: 'u1',
  plano_code: 'AVAN_MENSAL',
  taf_dt: null,
  sexo: 'M',
  peso_kg: 80,
  altura_cm: 180,
  altura_m: 1.8,
  email: 'a@b.com',
  nickname: 'Beto',
  consent_ranking: false,
  cargo_code: 'SOLDADO',
  full_name: 'Roberto',
  birth_date: null,
  edital_id: null,
  role: 'aluno',
};

const wallet: CoinWallet = {
  balance: 1234,
  breakdown: { RUN: 25, SWIM: 40, BARRA: 3, BONUS: 50, TEST: 800 },
  workouts: 13,
  test_grant_enabled: true,
};

const rank = (workouts: number, overrides: Partial<RankStatus> = {}): RankStatus => ({
  workouts,
  rank: 'Soldado 1ª Classe',
  next: 'Cabo',
  progress: workouts % 10,
  goal: 10,
  pending_promotion: null,
  ...overrides,
});

const medals: RecentMedal[] = [
  {
    test_id: 't2',
    created_at: '2026-11-20T12:00:00.000Z',
    test_key: 'barra',
    label: 'Barra',
    medalha: 'ouro',
    nota: 9.25,
  },
  {
    test_id: 't1',
    created_at: '2026-11-10T12:00:00.000Z',
    test_key: 'natacao_100m',
    label: 'Natação 100 m',
    medalha: 'bronze',
    nota: 5.5,
  },
];

function serve(
  overrides: { rank?: RankStatus; medals?: RecentMedal[]; failWallet?: boolean; plan?: PlanCode } = {},
) {
  const plan = overrides.plan ?? 'AVAN_MENSAL';
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ nickname: 'Beto', sexo: 'M', profile_complete: true, has_profile_data: true }),
    ),
    rpcHandler('get_perfil_completo', () => [profile]),
    rpcHandler('get_last_simulado', () => null),
    overrides.failWallet
      ? rpcError('get_coin_wallet', 500, { code: 'INTERNAL', message: 'Falhou.' })
      : rpcHandler('get_coin_wallet', () => wallet),
    rpcHandler('get_rank_status', () => overrides.rank ?? rank(13)),
    rpcHandler('get_medalhas_recentes', () => overrides.medals ?? medals),
    // The upgrade card reads the plan itself (its links are tested in upgrade-card.test.tsx).
    rpcHandler('get_plano_atual', () => ({
      plano_code: plan,
      name: PLAN_NAMES[plan],
      is_free: plan === 'FREE',
      entitlements: entitlementsOf(plan),
      purchase_links: { COMUM: null, AVAN_MENSAL: null, AVAN_SEMESTRE: null, consult: null },
    })),
    // The week card: no plan yet (its own states are tested in this-week-card.test.tsx).
    rpcHandler('get_training_plan', () => ({
      status: 'needs_settings' as const,
      message: 'Escolha quantos treinos por semana você consegue fazer.',
      settings: null,
      goal_tests: [],
      entitled: false,
      targets: [],
      weeks: [],
      this_week: null,
      projection: [],
      days_left: null,
      is_reta_final: false,
    })),
    // The tracker card: not connected (its own states are tested in strava-card.test.tsx).
    rpcHandler('get_oauth_connection_status', () => ({
      provider: 'strava',
      athlete_id: null,
      token_expires_at: null,
      is_connected: false,
      last_sync_at: null,
    })),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/dashboard', element: <DashboardPage /> }], '/aluno/dashboard');

describe('Dashboard: rank, coins and medals', () => {
  it('shows the real rank, progress to the next one, and the wallet broken down by source', async () => {
    serve();
    renderPage();
    // The first render of the file loads the page's modules: give it longer on a busy machine.
    const rankName = await screen.findByTestId('dashboard-rank', {}, { timeout: 5000 });
    expect(rankName.textContent).toBe('Soldado 1ª Classe');
    expect(screen.getByTestId('dashboard-workouts').textContent).toBe('13 treinos concluídos');
    expect(screen.getByText('Próxima: Cabo')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Treinos para Cabo: 3 de 10' })).toBeTruthy();

    expect((await screen.findByTestId('dashboard-coins')).textContent).toBe('1.234 moedas');
    const coins = within(
      screen.getByRole('heading', { name: 'Moedas' }).closest('[data-slot="card"]') as HTMLElement,
    );
    const row = (label: RegExp) => coins.getByText(label).closest('div') as HTMLElement;
    expect(within(row(/^Corrida/)).getByText('25')).toBeTruthy();
    expect(within(row(/^Natação/)).getByText('40')).toBeTruthy();
    expect(within(row(/^Barra/)).getByText('3')).toBeTruthy();
    expect(within(row(/^Bônus/)).getByText('50')).toBeTruthy();
    expect(within(row(/^Moedas de teste/)).getByText('800')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver recompensas' }).getAttribute('href')).toBe('/recompensas');
  });

  it('at the top rank, says so instead of a next rank', async () => {
    serve({ rank: rank(125, { rank: 'Coronel', next: null, progress: 0 }) });
    renderPage();
    expect((await screen.findByTestId('dashboard-rank')).textContent).toBe('Coronel');
    expect(screen.getByText('Parabéns! Você alcançou a graduação máxima!')).toBeTruthy();
    expect(screen.queryByText(/Próxima:/)).toBeNull();
  });

  it('lists the recent medals newest first, or invites to the first simulation', async () => {
    serve();
    const view = renderPage();
    const list = await screen.findByTestId('recent-medals');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BarraNota 9,25 · 20/11/2026Ouro',
      'Natação 100 mNota 5,50 · 10/11/2026Bronze',
    ]);
    view.unmount();
    serve({ medals: [] });
    renderPage();
    expect(await screen.findByText(/Nenhuma medalha ainda/)).toBeTruthy();
  });

  it('reads the medals again once a simulation is saved (its invalidation reaches the strip)', async () => {
    serve({ medals: [] });
    const view = renderPage();
    expect(await screen.findByText(/Nenhuma medalha ainda/)).toBeTruthy();
    server.use(rpcHandler('get_medalhas_recentes', () => medals));
    // What saving a simulation invalidates (lib/queries/taf.ts useSaveUserTest).
    await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.userTests }));
    const list = await screen.findByTestId('recent-medals');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a wallet that fails to load says so and retries', async () => {
    serve({ failWallet: true });
    renderPage();
    expect(await screen.findByText('Não foi possível carregar suas moedas.')).toBeTruthy();
    server.use(rpcHandler('get_coin_wallet', () => wallet));
    const card = screen
      .getByText('Não foi possível carregar suas moedas.')
      .closest('[data-slot="card"]') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByTestId('dashboard-coins')).textContent).toBe('1.234 moedas');
  });

  it('shows the upgrade card on the free tier only, as get_plano_atual says', async () => {
    serve({ plan: 'FREE' });
    const view = renderPage();
    expect(await screen.findByTestId('upgrade-card')).toBeTruthy();
    view.unmount();
    serve({ plan: 'AVAN_MENSAL' });
    const paid = renderPage();
    await screen.findByTestId('dashboard-rank');
    // The plan has arrived, and the card stays away.
    await waitFor(() => expect(paid.queryClient.getQueryState(['plano-atual'])?.status).toBe('success'));
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });
});
