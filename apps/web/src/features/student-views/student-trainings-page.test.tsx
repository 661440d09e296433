import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import StudentTrainingsPage from './student-trainings-page';
import { renderStudentPage } from './testing/render-student-page';
import { STUDENT_ID, studentSummary, trainingActivity } from './testing/student-fixtures';

const renderPage = () =>
  renderStudentPage(StudentTrainingsPage, ['/aluno/:studentId/treinos'], `/aluno/${STUDENT_ID}/treinos`);

const firstPage = [
  trainingActivity({ id: 'a3', workout_date: '2026-03-22', value_primary: 5000, value_secondary: 1500 }),
  trainingActivity({
    id: 'a2',
    activity_type: 'SWIM',
    source: 'file',
    workout_date: '2026-03-21',
    value_primary: 400,
    value_secondary: 480,
    duration_minutes: 8,
    notes: 'Treino de respiração',
  }),
];
const secondPage = [
  trainingActivity({
    id: 'a1',
    activity_type: 'BARRA',
    workout_date: '2026-03-01',
    value_primary: 12,
    value_secondary: null,
    duration_minutes: null,
  }),
];

function serve() {
  const calls: unknown[] = [];
  server.use(
    rpcHandler('get_student_summary', () => studentSummary()),
    rpcHandler('get_user_training_activities', (input) => {
      calls.push(input);
      return input.cursor === 'c2'
        ? { items: secondPage, next_cursor: null }
        : { items: firstPage, next_cursor: 'c2' };
    }),
  );
  return calls;
}

/** Each workout's text, without its comments' toggle (the last button of the row). */
const rows = () =>
  within(screen.getByRole('list', { name: 'Treinos do aluno' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/Comentários do treino de \d{2}\/\d{2}\/\d{4}$/, ''));

describe('Student trainings (trainer, read-only)', () => {
  it('lists the history newest first, loads more, and offers no edit or delete', async () => {
    const calls = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Treinos' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Treinos do aluno' });
    expect(rows()).toEqual([
      'Corrida22/03/20265,0 km · 25:00 · 5:00/km',
      'Natação21/03/2026Arquivo do relógio400 m · 8:00 · 2:00/100 mTreino de respiração',
    ]);
    expect(screen.getByText('2 treinos')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('3 treinos — fim do histórico')).toBeTruthy();
    expect(rows()[2]).toBe('Barra01/03/202612 repetições');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls).toEqual([
      { user_id: STUDENT_ID, limit: 20 },
      { user_id: STUDENT_ID, limit: 20, cursor: 'c2' },
    ]);

    // Read-only: the only buttons of a workout open its comments, never an edit, delete or open.
    const main = screen.getByRole('list', { name: 'Treinos do aluno' });
    expect(
      within(main)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Comentários do treino de 22/03/2026',
      'Comentários do treino de 21/03/2026',
      'Comentários do treino de 01/03/2026',
    ]);
    expect(screen.queryByRole('button', { name: /editar|excluir|apagar/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /editar|excluir/i })).toBeNull();
  });

  it('a workout imported from Strava shows its date, type and coins, and that its details are the student’s', async () => {
    // As the server sends it to anyone but the student (decision 048): every detail null.
    const redacted = trainingActivity({
      id: 's1',
      source: 'strava',
      workout_date: '2026-03-23',
      value_primary: null,
      value_secondary: null,
      duration_minutes: null,
      exercise: null,
      sets: null,
      coins: 9,
      created_at: '2026-03-23T03:00:00.000Z',
      ranking_status: null,
      strava_redacted: true,
    });
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcHandler('get_user_training_activities', () => ({
        items: [redacted, ...firstPage],
        next_cursor: null,
      })),
    );
    renderPage();
    await screen.findByRole('list', { name: 'Treinos do aluno' });
    expect(rows()[0]).toBe(
      'Corrida23/03/2026Strava9 moedasImportado do Strava — detalhes visíveis só para o aluno',
    );
    // The other workouts keep their details.
    expect(rows()[1]).toBe('Corrida22/03/20265,0 km · 25:00 · 5:00/km');
    expect(screen.getAllByText('Importado do Strava — detalhes visíveis só para o aluno')).toHaveLength(1);
    expect(screen.queryByText('Sem medidas')).toBeNull();
  });

  it('‘Comentários’ opens a workout’s thread: the trainer comments, the toggle then counts them', async () => {
    serve();
    const posts: RpcInput<'post_session_comment'>[] = [];
    const reads: RpcInput<'get_session_comments'>[] = [];
    let thread: RpcOutput<'post_session_comment'> = [];
    server.use(
      rpcHandler('get_session_comments', (input) => {
        reads.push(input);
        return thread;
      }),
      rpcHandler('post_session_comment', (input) => {
        posts.push(input);
        thread = [
          {
            id: 'c1',
            body: input.body,
            created_at: '2026-03-22T23:00:00.000Z',
            author_name: 'Tiago Treinador',
            author_role: 'treinador',
            mine: true,
          },
        ];
        return thread;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Treinos do aluno' });
    // Nothing is asked before a thread is opened.
    expect(reads).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Comentários do treino de 22/03/2026' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(region).findByText('Sem comentários.')).toBeTruthy();
    expect(toggle.textContent).toBe('Comentar do treino de 22/03/2026');
    await user.type(
      within(region).getByRole('textbox', { name: 'Seu comentário' }),
      'Boa! Na próxima, segure 2 s no alto.',
    );
    await user.click(within(region).getByRole('button', { name: 'Enviar' }));
    const comments = await within(region).findByRole('list', { name: 'Comentários do treino de 22/03/2026' });
    expect(comments.textContent).toBe(
      'Tiago Treinador (você)Treinador22/03 às 20:00Boa! Na próxima, segure 2 s no alto.',
    );
    expect(reads).toEqual([{ activity_id: 'a3', user_id: STUDENT_ID }]);
    expect(posts).toEqual([
      { activity_id: 'a3', user_id: STUDENT_ID, body: 'Boa! Na próxima, segure 2 s no alto.' },
    ]);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Comentários do treino de 22/03/2026' })).toBeNull();
    expect(toggle.textContent).toBe('Comentários (1) do treino de 22/03/2026');
  });

  it('says so when the student has no workouts yet', async () => {
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcHandler('get_user_training_activities', () => ({ items: [], next_cursor: null })),
    );
    renderPage();
    expect(await screen.findByText('O aluno ainda não registrou treinos.')).toBeTruthy();
  });

  it('shows loading, then an error with a retry', async () => {
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcHandler('get_user_training_activities', async () => {
        await delay('infinite');
        return { items: [], next_cursor: null };
      }),
    );
    const { unmount } = renderPage();
    expect(await screen.findByText('Carregando treinos...')).toBeTruthy();
    unmount();

    server.resetHandlers();
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcError('get_user_training_activities', 500, {
        code: 'INTERNAL',
        message: 'Erro interno. Tente novamente.',
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro: Erro interno. Tente novamente.');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Treinos do aluno' })).toBeTruthy();
  });

  it('a student the trainer may not see is “Aluno não encontrado”, with the way back', async () => {
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcError('get_user_training_activities', 404, {
        code: 'NOT_FOUND',
        message: 'Recurso não encontrado.',
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aluno não encontrado' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Treinos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao painel do treinador' }).getAttribute('href')).toBe(
      '/treinador/dashboard',
    );
  });
});
