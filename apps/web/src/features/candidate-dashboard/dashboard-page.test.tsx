import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import type { CoinWallet, RankStatus } from '@prontidao/domain/training/activity-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import { queryKeys } from '@/lib/queries/query-keys';
import type { PassChance } from '@/lib/queries/taf';
import type { RpcOutput } from '@/lib/rpc';
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
  breakdown: { RUN: 25, SWIM: 40, BARRA: 3, EXERCISE: 12, BONUS: 50, TEST: 800 },
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

type LastSimulado = RpcOutput<'get_last_simulado'>;

/** PMESP (M) one repetition short on the bar, as save_user_test stores it (exams.test.ts). */
const pmespInapto: LastSimulado = {
  id: 't9',
  user_id: 'u1',
  created_at: '2026-11-20T12:00:00.000Z',
  json_resultado: {
    tests: {
      barra: {
        valor: 12,
        label: 'Barra fixa',
        measure: 'reps',
        minimo: 13,
        passou: false,
        margem: 'falta 1 repetição',
        eliminatoria: true,
      },
      abdominal_remador: {
        valor: 40,
        label: 'Abdominal remador',
        measure: 'reps',
        minimo: 36,
        passou: true,
        margem: 'sobram 4 repetições',
        eliminatoria: true,
      },
      corrida_50m: {
        valor: 7.9,
        label: 'Corrida de 50 metros',
        measure: 'seconds_time',
        minimo: 8.25,
        passou: true,
        margem: 'sobram 0,35 s',
        eliminatoria: true,
      },
      corrida_2400m: {
        valor: 700,
        label: 'Corrida de 2.400 metros',
        measure: 'seconds_time',
        minimo: 780,
        passou: true,
        margem: 'sobram 1 min 20 s',
        eliminatoria: true,
      },
    },
    nota_final: null,
    apto: false,
    motivos: ['Barra fixa: falta 1 repetição para o mínimo'],
    pontos: null,
    avisos: ['Conforme divulgado — confira o edital oficial'],
    edital: {
      id: 'pmesp-2025-soldado',
      version: 1,
      name: 'PMESP — Soldado (2025)',
      is_estimate: false,
      format: 'exam',
    },
  },
};

function serve(
  overrides: {
    rank?: RankStatus;
    medals?: RecentMedal[];
    failWallet?: boolean;
    plan?: PlanCode;
    last?: LastSimulado;
    chance?: PassChance | null;
    profile?: Partial<FullProfile>;
  } = {},
) {
  const plan = overrides.plan ?? 'AVAN_MENSAL';
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ nickname: 'Beto', sexo: 'M', profile_complete: true, has_profile_data: true }),
    ),
    rpcHandler('get_perfil_completo', () => [{ ...profile, ...overrides.profile }]),
    rpcHandler('get_last_simulado', () => overrides.last ?? null),
    // 'Chance de aprovação', computed by the server (decision 050).
    rpcHandler('get_pass_chance', () => overrides.chance ?? null),
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
      until: null,
      checkout: false,
      since: null,
      subscription: null,
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
    // The TAF exercises (decision 046), with their caps.
    expect(within(row(/^Exercícios do TAF/)).getByText('12')).toBeTruthy();
    expect(row(/^Exercícios do TAF/).textContent).toBe(
      'Exercícios do TAF (até 10 por treino e 60 por semana)12',
    );
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

describe('Dashboard: the last simulation of an exam', () => {
  it('PMESP inapto: the exam, Inapto, each mark with passed or not and its margin; no grade, no medal', async () => {
    serve({ last: pmespInapto });
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Último simulado' }, { timeout: 5000 });
    const card = within(heading.closest('[data-slot="card"]') as HTMLElement);
    expect(card.getByTestId('dashboard-exam-name').textContent).toBe('PMESP — Soldado (2025)');
    expect(card.getByText('Inapto')).toBeTruthy();
    expect(card.getByText('Barra fixa: falta 1 repetição para o mínimo')).toBeTruthy();
    const items = within(card.getByRole('list', { name: 'Resultado por prova' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Barra fixa 12 repetiçõesNão passou · falta 1 repetição · mínimo 13 repetições',
      'Corrida de 50 metros 7,9 sPassou · sobram 0,35 s · mínimo 8,25 s',
      'Corrida de 2.400 metros 11:40Passou · sobram 1 min 20 s · mínimo 13:00',
      'Abdominal remador 40 repetiçõesPassou · sobram 4 repetições · mínimo 36 repetições',
    ]);
    expect(card.getByText('Conforme divulgado — confira o edital oficial')).toBeTruthy();
    expect(card.queryByTestId('dashboard-nota-final')).toBeNull();
    expect(card.queryByText(/\/10/)).toBeNull();
    expect(card.queryByText(/medalha|Ouro|Prata|Bronze/i)).toBeNull();
  });
});

describe('Dashboard: chance of passing (issue 23)', () => {
  it('the card reads the server’s band and weakest test; the dashboard loads no grading table', async () => {
    const tableCalls: unknown[] = [];
    serve({
      last: pmespInapto,
      profile: { edital_id: 'pmesp-2025-soldado', sexo: 'M' },
      chance: {
        low: 0.35,
        high: 0.55,
        range: '35–55 %',
        advice: null,
        weakest: { key: 'barra', label: 'Barra fixa', low: 0.3, high: 0.5, range: '30–50 %' },
        note: null,
      },
    });
    server.use(
      rpcHandler('get_edital_table', (input) => {
        tableCalls.push(input);
        return null as never;
      }),
    );
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Chance de aprovação' }, { timeout: 5000 });
    const card = within(heading.closest('[data-slot="card"]') as HTMLElement);
    expect(card.getByText('35–55 %')).toBeTruthy();
    expect(card.getByText(/O que mais pesa:/).textContent).toBe(
      'O que mais pesa: Barra fixa (chance de atingir o mínimo: 30–50 %).',
    );
    expect(tableCalls).toEqual([]);
  });
});
