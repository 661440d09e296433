import {
  DATA_UNAVAILABLE,
  DOSE_REPLIES,
  GENERIC_REPLY,
  GREETING_REPLY,
  QUICK_QUESTIONS,
  THINKING_MESSAGE,
  TOPIC_REPLIES,
  WELCOME_MESSAGE,
} from '@prontidao/domain/chat/canned-replies';
import type { ChatMessage } from '@prontidao/domain/chat/chat-message';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { examById } from '@prontidao/domain/exams/catalogue/index';
import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import ChatPage from './chat-page';

const REPLY = { timeout: 5000 };
const STORAGE_KEY = 'prontidao.chat-history.u1';

const inDays = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000));

const profile = (overrides: Partial<FullProfile> = {}): FullProfile => ({
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: inDays(40),
  sexo: 'F',
  peso_kg: 60,
  altura_cm: 165,
  altura_m: 1.65,
  email: 'ana@exemplo.com',
  nickname: 'Ana',
  consent_ranking: true,
  cargo_code: 'SOLDADO',
  full_name: 'Ana Souza',
  birth_date: null,
  edital_id: null,
  role: 'aluno',
  ...overrides,
});

/** list_editais: the chat reads it to tell an edital of tables from an exam of pass marks. */
const catalogueEntry = (id: string, format: 'grade_table' | 'exam') => ({
  id,
  version: 1,
  format,
  name: id,
  short_name: id,
  body: null,
  uf: null,
  year: null,
  cargos: [],
  completeness: 'complete' as const,
  is_estimate: format === 'grade_table',
  is_default: id === 'cbmdf-2025-estimada',
  is_archived: false,
  tests: [],
});

function serve(userId = 'u1') {
  const calls: string[] = [];
  const editalIds: string[] = [];
  const log = (name: string) => calls.push(name);
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({
        user: { id: userId, email: 'ana@exemplo.com', name: 'Ana' },
        sexo: 'F',
        nickname: 'Ana',
        profile_complete: true,
        has_profile_data: true,
      }),
    ),
    rpcHandler('get_perfil_completo', () => {
      log('get_perfil_completo');
      return [profile()];
    }),
    rpcHandler('list_editais', () => [
      catalogueEntry('cbmdf-2025-estimada', 'grade_table'),
      catalogueEntry('pmesp-2025-soldado', 'exam'),
    ]),
    rpcHandler('get_exam', (input) => {
      log('get_exam');
      editalIds.push(input.edital_id);
      return examById(input.edital_id) as NonNullable<ReturnType<typeof examById>>;
    }),
    rpcHandler('get_edital_table', (input) => {
      log('get_edital_table');
      editalIds.push(input.edital_id);
      const { id, version, name, isEstimate, pointsScale, tests } = cbmdf2025Estimada;
      return { id, version, name, is_estimate: isEstimate, points_scale: pointsScale, tests };
    }),
    rpcHandler('get_rank_status', () => {
      log('get_rank_status');
      return {
        workouts: 23,
        rank: 'Cabo',
        next: '3º Sargento',
        progress: 3,
        goal: 10,
        pending_promotion: null,
      };
    }),
    rpcHandler('get_user_kb_snippets', () => {
      log('get_user_kb_snippets');
      return [
        snippet('s1', 'Natação', 'Respiração bilateral', true),
        snippet('s2', 'Corrida', 'Ritmo de prova', true),
        snippet('s3', 'Natação', 'Virada olímpica', false),
      ];
    }),
  );
  return { calls, editalIds };
}

function snippet(id: string, topic: 'Natação' | 'Corrida', title: string, unlocked: boolean) {
  return {
    id,
    position: 0,
    topic,
    title,
    min_coins: 150,
    unlocked,
    body: unlocked ? 'Texto' : null,
    source: null,
    source_url: null,
    extended: null,
    file_ref: null,
  };
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/chat',
  );

const questionInput = () => screen.findByRole('textbox', { name: 'Sua pergunta' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar pergunta' });
const conversation = () => within(screen.getByRole('log', { name: 'Conversa com o assistente' }));
const botMessages = () => screen.queryAllByTestId('message-bot');
const userMessages = () =>
  screen.queryAllByTestId('message-user').map((m) => m.querySelector('p')?.textContent);
/** The reply's text, once the assistant has answered the last question. */
const lastBotText = async () => {
  await waitFor(() => {
    expect(screen.queryByText(THINKING_MESSAGE)).toBeNull();
    const log = screen.getByRole('log', { name: 'Conversa com o assistente' });
    expect((log.querySelector('ol')?.lastElementChild as HTMLElement | null)?.dataset.testid).toBe(
      'message-bot',
    );
  }, REPLY);
  return botMessages().at(-1)?.querySelector('p')?.textContent;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('Chat page', () => {
  it('sends on Enter, keeps focus in the field and answers by keyword with related snippets', async () => {
    serve();
    renderPage();
    const input = await questionInput();
    const log = screen.getByRole('log', { name: 'Conversa com o assistente' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(conversation().getByText(WELCOME_MESSAGE)).toBeTruthy();

    await userEvent.type(input, 'dicas de nataçao pra prova{Enter}');
    expect(userMessages()).toEqual(['dicas de nataçao pra prova']);
    expect(conversation().getByText(THINKING_MESSAGE)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(sendButton()).toHaveProperty('disabled', true);

    expect(await lastBotText()).toBe(TOPIC_REPLIES.natacao.text);
    expect(sendButton()).toHaveProperty('disabled', false);
    const reply = botMessages().at(-1) as HTMLElement;
    // The unlocked swimming snippet, not the running one nor the locked one.
    expect(within(reply).getByRole('link', { name: 'Respiração bilateral' }).getAttribute('href')).toBe(
      '/recompensas',
    );
    expect(within(reply).queryByText('Ritmo de prova')).toBeNull();
    expect(within(reply).queryByText('Virada olímpica')).toBeNull();
    expect(within(reply).getByRole('link', { name: 'Registrar treino' }).getAttribute('href')).toBe(
      '/aluno/treinos',
    );
    expect(within(reply).getByText(/^\d{2}:\d{2}$/)).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('ignores empty and whitespace-only questions', async () => {
    const { calls } = serve();
    renderPage();
    const input = await questionInput();
    await userEvent.click(sendButton());
    await userEvent.type(input, '    {Enter}');
    await userEvent.type(input, '\t ');
    await userEvent.click(sendButton());
    expect(userMessages()).toEqual([]);
    expect(screen.queryByText(THINKING_MESSAGE)).toBeNull();
    expect(conversation().getByText(WELCOME_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('shows “Analisando sua pergunta...” for exactly 1.5 s, with sending disabled meanwhile', async () => {
    serve();
    renderPage();
    const input = await questionInput();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    fireEvent.change(input, { target: { value: 'oi' } });
    fireEvent.click(sendButton());
    expect(userMessages()).toEqual(['oi']);
    expect(screen.getByText(THINKING_MESSAGE)).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    for (const question of screen.getAllByRole('button', { name: /\?$/ })) {
      expect(question).toHaveProperty('disabled', true);
    }

    // A second question while waiting is not sent (Enter on the form included).
    fireEvent.change(input, { target: { value: 'outra pergunta' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(userMessages()).toEqual(['oi']);

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByText(THINKING_MESSAGE)).toBeTruthy();
    expect(botMessages()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(THINKING_MESSAGE)).toBeNull();
    expect(botMessages().at(-1)?.querySelector('p')?.textContent).toBe(GREETING_REPLY);
    expect(sendButton()).toHaveProperty('disabled', false);
    // The text typed while waiting is still there, ready to send.
    expect((input as HTMLInputElement).value).toBe('outra pergunta');
  });

  it('sends a quick question as if typed and keeps focus in the field', async () => {
    serve();
    renderPage();
    const input = await questionInput();
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual([
      'Qual o tempo ideal para os 2400 m?',
      'Como melhorar a técnica da barra dinâmica?',
      'Como respirar nos 100 m de natação?',
      'Qual o treino semanal mínimo?',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Como melhorar a técnica da barra dinâmica?' }));
    expect(userMessages()).toEqual(['Como melhorar a técnica da barra dinâmica?']);
    expect(document.activeElement).toBe(input);
    expect(await lastBotText()).toBe(TOPIC_REPLIES.barra.text);

    await userEvent.click(screen.getByRole('button', { name: 'Qual o tempo ideal para os 2400 m?' }));
    expect(await lastBotText()).toBe(TOPIC_REPLIES.corrida.text);
  });

  it('answers the question asked, and says so with the quick questions to tap when it cannot', async () => {
    serve();
    renderPage();
    const input = await questionInput();
    await userEvent.type(input, 'Quantas vezes por semana devo nadar para melhorar os 100m?{Enter}');
    expect(await lastBotText()).toBe(DOSE_REPLIES.natacao.frequencia);

    await userEvent.type(input, 'posso treinar de noite?{Enter}');
    expect(await lastBotText()).toBe(GENERIC_REPLY);
    const offered = within(await conversation().findByRole('list', { name: 'Perguntas sugeridas' }));
    expect(offered.getAllByRole('button').map((b) => b.textContent)).toEqual([...QUICK_QUESTIONS]);
    await userEvent.click(offered.getByRole('button', { name: 'Qual o treino semanal mínimo?' }));
    expect(await lastBotText()).toBe(TOPIC_REPLIES.semanal.text);
    // Only the newest reply offers them.
    expect(conversation().queryByRole('list', { name: 'Perguntas sugeridas' })).toBeNull();
  });

  it('answers personal questions from the candidate’s edital, rank and TAF date', async () => {
    const { calls, editalIds } = serve();
    renderPage();
    const input = await questionInput();

    await userEvent.type(input, 'Quanto preciso na corrida para nota 7?{Enter}');
    expect(await lastBotText()).toBe(
      [
        'Para nota 7 no edital CBMDF 2025 — referência estimada (sexo feminino):',
        '• Corrida 2400 m: até 11:40',
        'Tabela de referência estimada — confira o edital oficial',
      ].join('\n'),
    );
    expect(editalIds).toEqual(['cbmdf-2025-estimada']);
    const reply = botMessages().at(-1) as HTMLElement;
    expect(within(reply).getByRole('link', { name: 'Fazer novo simulado' }).getAttribute('href')).toBe(
      '/aluno/testes',
    );

    await userEvent.type(input, 'qual minha patenti{Enter}');
    expect(await lastBotText()).toBe(
      'Sua patente é Cabo (23 treinos concluídos).\nFaltam 7 treinos para 3º Sargento: cada 10 treinos concluídos rendem uma promoção.',
    );

    await userEvent.type(input, 'qnts dias falta pro taf{Enter}');
    expect(await lastBotText()).toMatch(/^Faltam 40 dias para o seu TAF/);
    expect(calls).toContain('get_rank_status');
  });

  it('answers from the exam the candidate follows when it is one of pass marks (issue 23)', async () => {
    const { editalIds } = serve();
    server.use(rpcHandler('get_perfil_completo', () => [profile({ edital_id: 'pmesp-2025-soldado' })]));
    renderPage();
    await userEvent.type(await questionInput(), 'Quantas barras preciso?{Enter}');
    expect(await lastBotText()).toBe(
      [
        'PMESP — Soldado (2025) — para passar no TAF:',
        '• Isometria na barra fixa: no mínimo 7 s',
        'Conforme divulgado — confira o edital oficial.',
      ].join('\n'),
    );
    expect(editalIds).toEqual(['pmesp-2025-soldado']);
  });

  it('says when the data could not be loaded', async () => {
    serve();
    server.use(rpcError('get_rank_status', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    await userEvent.type(await questionInput(), 'Qual minha patente?{Enter}');
    expect(await lastBotText()).toBe(DATA_UNAVAILABLE);
  });

  it('keeps the conversation on the device across reloads, per account, until cleared', async () => {
    serve();
    const first = renderPage();
    await userEvent.type(await questionInput(), 'valeu{Enter}');
    await lastBotText();
    first.unmount();

    renderPage();
    await questionInput();
    expect(userMessages()).toEqual(['valeu']);
    expect(botMessages()).toHaveLength(1);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as ChatMessage[];
    expect(stored.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'valeu'],
      ['bot', 'Por nada! Bons treinos — qualquer dúvida, é só perguntar.'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar conversa' }));
    expect(userMessages()).toEqual([]);
    expect(conversation().getByText(WELCOME_MESSAGE)).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(document.activeElement).toBe(await questionInput());
  });

  it('shows another account nothing of this one, and answers a question left waiting', async () => {
    const waiting: ChatMessage[] = [
      {
        id: 'a',
        sender: 'user',
        text: 'Qual o treino semanal mínimo?',
        timestamp: '2026-03-01T12:00:00.000Z',
      },
    ];
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(waiting));
    serve('u2');
    const other = renderPage();
    await questionInput();
    expect(userMessages()).toEqual([]);
    other.unmount();

    serve('u1');
    renderPage();
    await questionInput();
    expect(userMessages()).toEqual(['Qual o treino semanal mínimo?']);
    expect(await lastBotText()).toBe(TOPIC_REPLIES.semanal.text);
  });
});
