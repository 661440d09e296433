import type { ExamMeasure } from '@prontidao/domain/exams/exam-schema';
import type { KbSnippet, PremiumCatalog } from '@prontidao/domain/rewards/reward-types';
import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import type { CoinWallet } from '@prontidao/domain/training/activity-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditalSummary } from '@/lib/queries/taf';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import RewardsPage from './rewards-page';

const wallet = (balance: number, overrides: Partial<CoinWallet> = {}): CoinWallet => ({
  balance,
  breakdown: { RUN: balance, SWIM: 0, BARRA: 0, EXERCISE: 0, BONUS: 0, TEST: 0 },
  workouts: 3,
  test_grant_enabled: false,
  ...overrides,
});

const snippet = (position: number, unlocked: boolean): KbSnippet => ({
  id: `s${position}`,
  position,
  topic: position === 0 ? 'Hidratação' : 'Corrida',
  title: position === 0 ? 'Beba antes de ter sede' : `Pílula ${position}`,
  min_coins: 100 + 50 * position,
  unlocked,
  body: unlocked ? 'Perdas de 2% do peso em suor já reduzem o desempenho.' : null,
  source: unlocked ? 'ACSM Position Stand (2007)' : null,
  source_url: unlocked ? 'https://doi.org/10.1249/mss.0b013e31802ca597' : null,
  extended: unlocked ? 'Primeiro parágrafo do texto completo.\n\nSegundo parágrafo.' : null,
  file_ref: null,
});

const premium = (balance: number, regulationUrl: string | null = null): PremiumCatalog => ({
  items: [
    { id: 'video', name: 'Vídeo de nutrição', cost: 500, type: 'video', description: 'Aula em vídeo.' },
    { id: 'pdf', name: 'Guia de suplementação', cost: 1500, type: 'pdf', description: 'Guia em PDF.' },
    { id: 'dicas', name: 'Dicas para o dia do TAF', cost: 3000, type: 'conteudo', description: 'Dicas.' },
  ].map((item) => ({
    ...item,
    type: item.type as PremiumCatalog['items'][number]['type'],
    available: balance >= item.cost,
    missing: Math.max(0, item.cost - balance),
    url: item.id === 'video' && balance >= item.cost ? 'https://exemplo.com/video' : null,
    content:
      balance >= item.cost
        ? {
            intro: `${item.name}: o texto que vem com o app.`,
            sections: [
              { heading: 'Na semana da prova', paragraphs: ['Reduza o volume e mantenha a intensidade.'] },
            ],
            sources: [
              {
                citation: 'Bosquet L et al. (2007). Effects of tapering on performance.',
                url: 'https://doi.org/10.1249/mss.0b013e31806010e0',
              },
            ],
          }
        : null,
  })),
  regulation_url: regulationUrl,
});

interface Serve {
  editalId?: string | null;
  wallet?: CoinWallet;
  stravaConnected?: boolean;
  snippets?: KbSnippet[] | (() => KbSnippet[]);
  regulationUrl?: string | null;
}

function serve({
  editalId = null,
  wallet: w = wallet(120),
  snippets = [snippet(0, true), snippet(1, false)],
  regulationUrl,
  stravaConnected = false,
}: Serve) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ sexo: 'M', edital_id: editalId, profile_complete: true, has_profile_data: true }),
    ),
    rpcHandler('get_coin_wallet', () => w),
    rpcHandler('get_oauth_connection_status', () => ({
      provider: 'strava',
      athlete_id: stravaConnected ? '123' : null,
      token_expires_at: null,
      is_connected: stravaConnected,
      last_sync_at: null,
    })),
    rpcHandler('get_user_kb_snippets', () => (typeof snippets === 'function' ? snippets() : snippets)),
    rpcHandler('get_premium_contents', () => premium(w.balance, regulationUrl ?? null)),
  );
}

const pmespTest = (
  key: string,
  labels: [string, string],
  measures: [ExamMeasure, ExamMeasure],
  passMarks: [number, number],
  distance: number | null,
): EditalSummary['tests'][number] => ({
  key,
  label: labels[0],
  labels: { M: labels[0], F: labels[1] },
  measures: { M: measures[0], F: measures[1] },
  pass_marks: { M: passMarks[0], F: passMarks[1] },
  time_window_s: null,
  distance_m: distance,
});

/** list_editais' PMESP entry, as catalogue-summary.ts lists it. */
const pmespEntry: EditalSummary = {
  id: 'pmesp-2025-soldado',
  version: 1,
  format: 'exam',
  name: 'PMESP — Soldado PM de 2ª Classe (novo ISF, editais após 31/03/2025)',
  short_name: 'PMESP — Soldado (2025)',
  body: 'Polícia Militar do Estado de São Paulo',
  uf: 'SP',
  year: 2025,
  cargos: ['Soldado PM de 2ª Classe'],
  completeness: 'complete',
  is_estimate: false,
  is_default: false,
  is_archived: false,
  tests: [
    pmespTest('barra', ['Barra fixa', 'Isometria na barra fixa'], ['reps', 'seconds_hang'], [13, 7], null),
    pmespTest(
      'abdominal_remador',
      ['Abdominal remador', 'Abdominal remador'],
      ['reps', 'reps'],
      [36, 32],
      null,
    ),
    pmespTest(
      'corrida_50m',
      ['Corrida de 50 metros', 'Corrida de 50 metros'],
      ['seconds_time', 'seconds_time'],
      [8.25, 9.5],
      50,
    ),
    pmespTest(
      'corrida_2400m',
      ['Corrida de 2.400 metros', 'Corrida de 2.400 metros'],
      ['seconds_time', 'seconds_time'],
      [780, 900],
      2400,
    ),
  ],
};

const renderPage = () =>
  renderRoutes(
    [
      { path: '/recompensas', element: <RewardsPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/recompensas',
  );

describe('Rewards page', () => {
  it('shows the balance, an unlocked snippet with its source and full text, a locked one with what it needs', async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Troque suas moedas' })).toBeTruthy();
    expect((await screen.findByTestId('rewards-balance')).textContent).toBe('120 moedas');
    expect(await screen.findByText('1/2 desbloqueadas')).toBeTruthy();

    const [open, locked] = screen.getAllByTestId('kb-snippet');
    const unlockedCard = within(open as HTMLElement);
    expect(unlockedCard.getByText('Hidratação')).toBeTruthy();
    expect(unlockedCard.getByText('Perdas de 2% do peso em suor já reduzem o desempenho.')).toBeTruthy();
    const source = unlockedCard.getByRole('link', { name: /ACSM Position Stand/ });
    expect(source.getAttribute('href')).toBe('https://doi.org/10.1249/mss.0b013e31802ca597');

    const lockedCard = within(locked as HTMLElement);
    expect(lockedCard.getByText('Requer 150 moedas')).toBeTruthy();
    expect(lockedCard.getByText('(você tem 120)')).toBeTruthy();
    expect(lockedCard.queryByText(/Perdas de 2%/)).toBeNull();
    await userEvent.click(lockedCard.getByRole('link', { name: 'Ganhar Moedas' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/aluno/treinos');
  });

  it('opens the full text of an unlocked snippet in a dialog', async () => {
    serve({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver Conteúdo Completo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beba antes de ter sede' });
    expect(within(dialog).getByText('Primeiro parágrafo do texto completo.')).toBeTruthy();
    expect(within(dialog).getByText('Segundo parágrafo.')).toBeTruthy();
  });

  it('hides the test grant where the server does not offer it and warns at a zero balance', async () => {
    serve({ wallet: wallet(0), snippets: [snippet(0, false)] });
    renderPage();
    expect(await screen.findByText('Você ainda não tem moedas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+800 Moedas (Teste)' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Sincronizar Strava' })).getAttribute('href')).toBe(
      '/integracoes',
    );
  });

  it('offers no Strava sync once the tracker is connected', async () => {
    serve({ stravaConnected: true });
    renderPage();
    expect(await screen.findByText('1/2 desbloqueadas')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sincronizar Strava' })).toBeNull());
  });

  it('credits the test coins, says so and reads the balance again', async () => {
    let balance = 0;
    serve({ wallet: wallet(0, { test_grant_enabled: true }) });
    server.use(
      rpcHandler('get_coin_wallet', () => wallet(balance, { test_grant_enabled: true })),
      rpcHandler('add_test_coins', () => {
        balance += 800;
        return { balance };
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+800 Moedas (Teste)' }));
    expect(await screen.findByText('Moedas adicionadas!')).toBeTruthy();
    expect(screen.getByText('800 moedas de teste foram creditadas na sua conta.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('rewards-balance').textContent).toBe('800 moedas'));
  });

  it('says why the test grant failed', async () => {
    serve({ wallet: wallet(0, { test_grant_enabled: true }) });
    server.use(rpcError('add_test_coins', 403, { code: 'FORBIDDEN', message: 'Indisponível aqui.' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+800 Moedas (Teste)' }));
    expect(await screen.findByText('Erro ao adicionar moedas')).toBeTruthy();
    expect(screen.getByText('Indisponível aqui.')).toBeTruthy();
  });

  it('refetches snippets the balance already reaches and keeps a warning while the server disagrees', async () => {
    let calls = 0;
    serve({
      wallet: wallet(200),
      snippets: () => {
        calls += 1;
        return [snippet(0, true), snippet(1, false)];
      },
    });
    renderPage();
    expect(await screen.findByText('Seu saldo já libera pílulas que aparecem bloqueadas')).toBeTruthy();
    expect(calls).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar pílulas' }));
    await waitFor(() => expect(calls).toBe(3));
  });

  it('shows the next three locked snippets and the rest on request', async () => {
    serve({ snippets: [0, 1, 2, 3, 4, 5].map((position) => snippet(position, position === 0)) });
    renderPage();
    expect(await screen.findByText('1/6 desbloqueadas')).toBeTruthy();
    expect(screen.getAllByTestId('kb-snippet')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais 2 pílulas bloqueadas' }));
    expect(screen.getAllByTestId('kb-snippet')).toHaveLength(6);
    expect(screen.getByText('Requer 350 moedas')).toBeTruthy();
  });

  it('offers a retry when the list of snippets comes back empty', async () => {
    let calls = 0;
    serve({
      snippets: () => {
        calls += 1;
        return calls === 1 ? [] : [snippet(0, true)];
      },
    });
    renderPage();
    expect(
      await screen.findByText('Nenhuma pílula científica encontrada. Isso pode ser um erro temporário.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Beba antes de ter sede')).toBeTruthy();
  });

  it("premium: an available item opens its address or its own text (never 'Em preparação'); locked ones say what is missing", async () => {
    serve({ wallet: wallet(1600) });
    renderPage();
    const items = await screen.findAllByTestId('premium-content');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: /Acessar conteúdo/ })
        .getAttribute('href'),
    ).toBe('https://exemplo.com/video');
    expect(within(items[1] as HTMLElement).queryByText(/Em preparação/)).toBeNull();
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Ler conteúdo' }));
    const reader = await screen.findByRole('dialog', { name: 'Guia de suplementação' });
    expect(within(reader).getByRole('heading', { name: 'Na semana da prova' })).toBeTruthy();
    expect(
      within(reader)
        .getByRole('link', { name: /Bosquet L et al\. \(2007\)/ })
        .getAttribute('href'),
    ).toBe('https://doi.org/10.1249/mss.0b013e31806010e0');
    await userEvent.keyboard('{Escape}');
    expect(within(items[2] as HTMLElement).getByText('Bloqueado: faltam 1.400 moedas')).toBeTruthy();
  });

  it('free contents: the real score table of the candidate’s edital and the regulation link only when configured', async () => {
    serve({ regulationUrl: 'https://exemplo.gov.br/edital.pdf' });
    const { cbmdf } = { cbmdf: cbmdf2025Estimada };
    server.use(
      rpcHandler('get_edital_table', (input) => {
        expect(input.edital_id).toBe('cbmdf-2025-estimada');
        return {
          id: cbmdf.id,
          version: cbmdf.version,
          name: cbmdf.name,
          is_estimate: cbmdf.isEstimate,
          points_scale: cbmdf.pointsScale,
          tests: cbmdf.tests,
        };
      }),
    );
    renderPage();
    expect((await screen.findByRole('link', { name: /Abrir regulamento/ })).getAttribute('href')).toBe(
      'https://exemplo.gov.br/edital.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver tabela de pontuação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tabela de pontuação do TAF' });
    const run = await within(dialog).findByRole('table', { name: 'Corrida 2400 m · masculino' });
    expect(within(run).getByRole('row', { name: 'até 8:44 10,00' })).toBeTruthy();
    expect(within(run).getByRole('row', { name: 'acima de 12:45 0,00' })).toBeTruthy();
    // Only the candidate's sex: the women's hang is not shown to a man.
    expect(within(dialog).queryByRole('table', { name: 'Barra · feminino' })).toBeNull();
    expect(within(dialog).getByRole('table', { name: 'Barra · masculino' })).toBeTruthy();
  });

  it('for an exam (no 0–10 table): its pass marks for the person’s sex, titled by the exam, with the source note', async () => {
    serve({ editalId: 'pmesp-2025-soldado' });
    const tableCalls: unknown[] = [];
    server.use(
      rpcHandler('list_editais', () => [pmespEntry]),
      // The server answers 404 for an exam: the dialog never asks.
      rpcHandler('get_edital_table', (input) => {
        tableCalls.push(input);
        throw new Error('an exam has no table');
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver tabela de pontuação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tabela de pontuação do TAF' });
    const marks = await within(dialog).findByRole('table', { name: 'PMESP — Soldado (2025) · masculino' });
    expect(within(marks).getByRole('row', { name: 'Barra fixa 13 repetições' })).toBeTruthy();
    expect(within(marks).getByRole('row', { name: 'Abdominal remador 36 repetições' })).toBeTruthy();
    expect(within(marks).getByRole('row', { name: 'Corrida de 50 metros 8,25 s' })).toBeTruthy();
    expect(within(marks).getByRole('row', { name: 'Corrida de 2.400 metros 13:00' })).toBeTruthy();
    // Only the person's sex: the women's static bar is not shown to a man.
    expect(within(dialog).queryByText('Isometria na barra fixa')).toBeNull();
    expect(within(dialog).getByText('Conforme divulgado — confira o edital oficial')).toBeTruthy();
    expect(within(dialog).getByText('PMESP — Soldado (2025)')).toBeTruthy();
    expect(tableCalls).toEqual([]);
  });

  it('without a configured link the regulation entry stays and says where the edital is (no dead button)', async () => {
    serve({ regulationUrl: null });
    renderPage();
    expect(await screen.findAllByTestId('premium-content')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Regulamento oficial' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Abrir regulamento/ })).toBeNull();
    expect(screen.getByTestId('regulation-where').textContent).toContain('Diário Oficial');
  });

  it('states the one coin rule in "Como ganhar moedas"', async () => {
    serve({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Como ganhar moedas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Como ganhar moedas' });
    expect(within(dialog).getByText('1 moeda a cada 400 m')).toBeTruthy();
    expect(within(dialog).getByText('1 moeda a cada 50 m')).toBeTruthy();
    expect(within(dialog).getByText('1 moeda a cada 10 repetições')).toBeTruthy();
    expect(within(dialog).getByText(/\+50 moedas em cada semana/)).toBeTruthy();
    // The TAF exercises (decision 046): each rule, the exercises sharing it, and the caps.
    const exercises = within(dialog).getByRole('list', { name: 'Moedas dos exercícios do TAF' });
    expect(
      within(exercises)
        .getAllByRole('listitem')
        .map((item) => Array.from(item.children, (part) => part.textContent)),
    ).toEqual([
      ['Flexão de braço e abdominal', '1 moeda a cada 20 repetições'],
      ['Isometria na barra', '1 moeda a cada 30 s sustentados'],
      ['Impulsão horizontal, salto em altura, corrida de velocidade e shuttle run', '2 moedas por sessão'],
    ]);
    expect(within(dialog).getByTestId('exercise-coins').textContent).toContain(
      'Até 10 moedas por treino e 60 por semana (segunda a domingo), somando todos os exercícios.',
    );
  });
});
