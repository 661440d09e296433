import type { RankingsPage } from '@prontidao/domain/rankings/ranking-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import RankingPage from './ranking-page';
import {
  distanceEntry,
  emptyBoard,
  rankingsPage,
  runDistanceTop5,
  timeEntry,
} from './testing/ranking-fixtures';

function serve(page: RankingsPage | (() => Promise<RankingsPage>), sexo: 'M' | 'F' = 'F') {
  const calls: unknown[] = [];
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ sexo, nickname: 'Ana Corre', profile_complete: true, has_profile_data: true }),
    ),
    rpcHandler('get_rankings', (input) => {
      calls.push(input);
      return typeof page === 'function' ? page() : page;
    }),
  );
  return calls;
}

const renderPage = (path: string = paths.ranking) =>
  renderRoutes(
    [
      {
        path: paths.ranking,
        element: (
          <>
            <RankingPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );

const board = (key: string) => within(screen.getByTestId(`board-${key}`));

describe('Ranking page', () => {
  it('shows the six running boards: medals, #n, nicknames, the viewer’s row, distances and times', async () => {
    serve(
      rankingsPage({
        run_distance_alltime: runDistanceTop5,
        run_2400_female_alltime: {
          entries: [timeEntry(1, 'Gazela', 581.07), timeEntry(2, 'Ana Corre', 612.345, true)],
          me: { rk: 2, value: 612.345 },
          my_status: 'listed',
        },
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranking' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Corrida', selected: true })).toBeTruthy();

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Distância total',
      'Distância no mês',
      '2400 m masculino',
      '2400 m feminino',
      '2400 m masculino no mês',
      '2400 m feminino no mês',
    ]);

    const table = screen.getByRole('table', { name: 'Distância total (Corrida)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Trovão42,2 km',
      '2Relâmpago12,3 km',
      '3Brisa5,0 km',
      '#4Ana CorreVocê999 m',
      '#5Passo Firme850 m',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('img', { name: '1º lugar, medalha de ouro' }),
    ).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByRole('img', { name: '2º lugar, medalha de prata' }),
    ).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByRole('img', { name: '3º lugar, medalha de bronze' }),
    ).toBeTruthy();
    expect(within(rows[3] as HTMLElement).queryByRole('img')).toBeNull();
    // Only the viewer's own row carries 'Você'.
    expect(within(table).getAllByText('Você')).toHaveLength(1);
    expect(within(rows[3] as HTMLElement).getByText('Você')).toBeTruthy();

    const times = screen.getByRole('table', { name: '2400 m feminino (Corrida)' });
    expect(
      within(times)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Gazela9:41.07', '2Ana CorreVocê10:12.35']);
    expect(within(times).getByRole('columnheader', { name: 'Tempo' })).toBeTruthy();
  });

  it('Denunciar: asks first, reports the entry by board, place and nickname, then says it was sent; never on the viewer’s own row', async () => {
    serve(rankingsPage({ run_distance_alltime: runDistanceTop5 }));
    const sent: unknown[] = [];
    server.use(
      rpcHandler('report_ranking_entry', (input) => {
        sent.push(input);
        return { reported: true, message: 'Denúncia enviada. A moderação vai conferir esta marca.' };
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Distância total (Corrida)' });
    // Four flags: one per entry but the viewer's.
    expect(within(table).getAllByRole('button', { name: /^Denunciar / })).toHaveLength(4);
    expect(within(table).queryByRole('button', { name: /Ana Corre/ })).toBeNull();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Denunciar Trovão, 1º lugar em Distância total' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta marca?' });
    expect(dialog.textContent).toContain('Trovão está em 1º lugar em Distância total com 42,2 km');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await userEvent.click(
      within(table).getByRole('button', { name: 'Denunciar Trovão, 1º lugar em Distância total' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Denunciar' }),
    );
    const done = await within(table).findByRole('button', {
      name: 'Denunciado: Trovão, 1º lugar em Distância total',
    });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([{ board: 'run_distance_alltime', rk: 1, display_name: 'Trovão' }]);
  });

  it('Denunciar an entry already reported says so and leaves the flag pressed', async () => {
    serve(rankingsPage({ run_distance_alltime: runDistanceTop5 }));
    server.use(
      rpcError('report_ranking_entry', 409, {
        code: 'ALREADY_REPORTED',
        message: 'Você já denunciou esta posição. A moderação vai conferir.',
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Distância total (Corrida)' });
    await userEvent.click(within(table).getByRole('button', { name: /^Denunciar Brisa/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Denunciar' }),
    );
    expect(await within(table).findByRole('button', { name: /^Denunciado: Brisa/ })).toBeTruthy();
  });

  it('says under each time board what counts there, and nothing under the distance boards', async () => {
    serve(rankingsPage());
    renderPage();
    await screen.findByRole('tab', { name: 'Corrida', selected: true });
    expect(board('run_2400_male_alltime').getByTestId('board-rule').textContent).toBe(
      'Vale o trecho mais rápido de 2400\u00a0m dentro de uma corrida gravada por relógio. Treinos digitados e marcas perto do recorde mundial não contam.',
    );
    expect(board('run_2400_female_monthly').getByTestId('board-rule')).toBeTruthy();
    expect(board('run_distance_alltime').queryByTestId('board-rule')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Natação' }));
    expect((await screen.findByTestId('board-swim_100_male_alltime')).textContent).toContain(
      'Vale o trecho mais rápido de 100\u00a0m dentro de uma natação gravada',
    );
  });

  it('marks the monthly boards with “Mês” and says which month they are', async () => {
    serve(rankingsPage({}, { month: '2026-11' }));
    renderPage();
    await screen.findByRole('tab', { name: 'Corrida', selected: true });
    for (const key of ['run_distance_monthly', 'run_2400_male_monthly', 'run_2400_female_monthly']) {
      expect(board(key).getByText('Mês')).toBeTruthy();
    }
    for (const key of ['run_distance_alltime', 'run_2400_male_alltime', 'run_2400_female_alltime']) {
      expect(board(key).queryByText('Mês')).toBeNull();
    }
    expect(screen.getByText(/novembro de 2026/)).toBeTruthy();
  });

  it('says “Sem participantes ainda” on an empty board, and no table there', async () => {
    serve(rankingsPage({ run_distance_alltime: runDistanceTop5 }));
    renderPage();
    await screen.findByRole('table', { name: 'Distância total (Corrida)' });
    expect(board('run_distance_monthly').getByText('Sem participantes ainda')).toBeTruthy();
    expect(board('run_distance_monthly').queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Sem participantes ainda')).toHaveLength(5);
  });

  it('shows the viewer’s own place under a board when outside the top 5', async () => {
    serve(
      rankingsPage({
        run_distance_alltime: { ...runDistanceTop5, me: { rk: 12, value: 3_420 }, my_status: 'outside' },
        run_2400_female_monthly: {
          entries: [timeEntry(1, 'Gazela', 581.07)],
          me: { rk: 7, value: 700.5 },
          my_status: 'outside',
        },
      }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Distância total (Corrida)' });
    expect(board('run_distance_alltime').getByTestId('board-my-position').textContent).toBe(
      'Sua posição: #12 · 3,4 km',
    );
    expect(board('run_2400_female_monthly').getByTestId('board-my-position').textContent).toBe(
      'Sua posição: #7 · 11:40.50',
    );
    expect(board('run_distance_monthly').queryByTestId('board-my-position')).toBeNull();
  });

  it('without consent, every board says so with a link to the profile’s ranking card', async () => {
    const noConsent = { ...emptyBoard(), my_status: 'no_consent' as const };
    serve(
      rankingsPage(
        {
          run_distance_alltime: {
            entries: [distanceEntry(1, 'Trovão', 42_195)],
            me: null,
            my_status: 'no_consent',
          },
          run_distance_monthly: noConsent,
          run_2400_female_alltime: noConsent,
        },
        { consent: false },
      ),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Distância total (Corrida)' });
    expect(board('run_distance_alltime').getByText(/Você não aparece nos rankings/)).toBeTruthy();
    expect(board('run_distance_monthly').getByText(/Você não aparece nos rankings/)).toBeTruthy();
    const link = board('run_2400_female_alltime').getByRole('link', { name: 'Ativar no perfil' });
    expect(link.getAttribute('href')).toBe('/aluno/perfil#rankings-titulo');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/perfil'));
  });

  it('explains a missing place by the kind of board, and says nothing on the other sex’s boards', async () => {
    serve(rankingsPage(), 'F');
    renderPage();
    await screen.findByRole('tab', { name: 'Corrida', selected: true });
    expect(board('run_distance_alltime').getByTestId('board-my-status').textContent).toBe(
      'Você ainda não tem corridas. Registre um treino para aparecer aqui.',
    );
    expect(board('run_distance_monthly').getByTestId('board-my-status').textContent).toMatch(
      /^Você ainda não tem corridas neste mês\./,
    );
    const female = board('run_2400_female_alltime');
    expect(female.getByTestId('board-my-status').textContent).toMatch(/relógio ou GPS/);
    expect(female.getByRole('link', { name: 'Enviar arquivo' }).getAttribute('href')).toBe('/integracoes');
    // The viewer's sex comes with the session (get_auth_context).
    await waitFor(() => expect(board('run_2400_male_alltime').queryByTestId('board-my-status')).toBeNull());
    expect(board('run_2400_male_monthly').queryByTestId('board-my-status')).toBeNull();
    expect(board('run_2400_female_monthly').getByTestId('board-my-status')).toBeTruthy();
  });

  it('moves to “Natação” with the keyboard and keeps the tab in the address', async () => {
    serve(
      rankingsPage({
        swim_100_male_alltime: {
          entries: [timeEntry(1, 'Tubarão', 58.4)],
          me: null,
          my_status: 'no_activity',
        },
        swim_distance_alltime: {
          entries: [distanceEntry(1, 'Golfinho', 1_500)],
          me: null,
          my_status: 'outside',
        },
      }),
      'M',
    );
    renderPage();
    const run = await screen.findByRole('tab', { name: 'Corrida', selected: true });
    run.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Natação', selected: true })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ranking?modalidade=natacao');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Distância total',
      'Distância no mês',
      '100 m masculino',
      '100 m feminino',
      '100 m masculino no mês',
      '100 m feminino no mês',
    ]);
    const times = screen.getByRole('table', { name: '100 m masculino (Natação)' });
    expect(within(times).getAllByRole('row')[1]?.textContent).toBe('1Tubarão0:58.40');
    expect(screen.getByRole('table', { name: 'Distância total (Natação)' }).textContent).toContain('1,5 km');
    expect(board('swim_100_male_alltime').getByTestId('board-my-status').textContent).toMatch(
      /nos 100\u00a0m/,
    );

    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Corrida', selected: true })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ranking');
  });

  it('opens on “Natação” from the address', async () => {
    serve(rankingsPage());
    renderPage('/ranking?modalidade=natacao');
    expect(await screen.findByRole('tab', { name: 'Natação', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '100 m feminino' })).toBeTruthy();
  });

  it('says it is loading while the boards are on their way', async () => {
    serve(async () => {
      await delay('infinite');
      return rankingsPage();
    });
    renderPage();
    expect(await screen.findByText('Carregando ranking…')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows a pt-BR error with a retry that loads the boards', async () => {
    serve(rankingsPage({ run_distance_alltime: runDistanceTop5 }));
    // The first answer fails; the retry gets the boards.
    server.use(
      rpcError('get_rankings', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar o ranking.');
    expect(alert.textContent).toContain('Erro interno. Tente novamente.');
    server.resetHandlers();
    const calls = serve(rankingsPage({ run_distance_alltime: runDistanceTop5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Distância total (Corrida)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([{}]);
  });
});

describe('Ranking page: Meu concurso (issue 23)', () => {
  const examBoard = {
    edital_id: 'pmesp-2025-soldado',
    name: 'PMESP — Soldado (2025)',
    score_kind: 'index' as const,
    consent: true,
    boards: {
      M: {
        entries: [
          { rk: 1, display_name: 'Caio', apto: true, score: 117.5, is_me: false },
          { rk: 2, display_name: 'Bruno', apto: false, score: 131.2, is_me: false },
        ],
        me: null,
      },
      F: {
        entries: [{ rk: 1, display_name: 'Ana Corre', apto: true, score: 104.3, is_me: true }],
        me: { rk: 1, apto: true, score: 104.3 },
      },
    },
  };

  it('reads the exam board only when its tab opens, and shows each sex with apto and the index', async () => {
    serve(rankingsPage({}));
    const examCalls: unknown[] = [];
    server.use(
      rpcHandler('get_exam_ranking', (input) => {
        examCalls.push(input);
        return examBoard;
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Meu concurso' }));
    expect(
      await screen.findByRole('heading', { name: 'Ranking do concurso: PMESP — Soldado (2025)' }),
    ).toBeTruthy();
    expect(examCalls).toEqual([{}]);
    const male = within(screen.getByTestId('exam-board-M'));
    expect(male.getAllByRole('row')[0]?.textContent).toBe('PosiçãoApelidoÍndice');
    expect(male.getByRole('rowheader', { name: 'Caio' })).toBeTruthy();
    expect(male.getByText('117,5')).toBeTruthy();
    expect(male.getByText('Inapto')).toBeTruthy();
    expect(within(screen.getByTestId('exam-board-F')).getByText('Você')).toBeTruthy();
    expect(screen.getByText(/Resultados de simulados informados pelos próprios candidatos/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('modalidade=concurso');
  });
});
