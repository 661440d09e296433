import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommentThreadRef } from '@/lib/queries/comments';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { CommentThread } from './comment-thread';
import { currentWeekStart } from './current-week';

type Comment = RpcOutput<'get_session_comments'>[number];
type MyTrainer = RpcOutput<'get_my_trainers'>[number];

const ACTIVITY_ID = '6f0c2d1e-3b4a-4c5d-8e9f-0000000000a1';
const TURMA_ID = '6f0c2d1e-3b4a-4c5d-8e9f-0000000000b1';

const comment = (overrides: Partial<Comment> & { id: string; body: string }): Comment => ({
  created_at: '2026-11-22T15:00:00.000Z',
  author_name: 'Carla Treinadora',
  author_role: 'treinador',
  mine: false,
  ...overrides,
});

const fromTrainer = comment({
  id: 'c1',
  body: 'Boa! Na próxima, segure 2 s no alto.',
  created_at: '2026-11-22T15:00:00.000Z', // 12:00 in Brasília
});
const fromStudent = comment({
  id: 'c2',
  body: 'Combinado, vou segurar.',
  created_at: '2026-11-23T01:30:00.000Z', // 22:30 of the 22nd in Brasília
  author_name: 'Bruno Lima',
  author_role: 'aluno',
  mine: true,
});

const trainer: MyTrainer = {
  link_id: '11111111-1111-4111-8111-111111111111',
  trainer_id: 't1',
  full_name: 'Carla Treinadora',
  cref_number: '012345-G/DF',
  cref_region: 'DF',
  cref_status: 'verificado',
  approved_at: '2026-11-01T12:00:00.000Z',
  ended: null,
};

/** The session thread as the server keeps it: a post appends and answers the whole thread. */
function serveSession(initial: Comment[]) {
  let thread = [...initial];
  const reads: RpcInput<'get_session_comments'>[] = [];
  const posts: RpcInput<'post_session_comment'>[] = [];
  server.use(
    rpcHandler('get_session_comments', (input) => {
      reads.push(input);
      return thread;
    }),
    rpcHandler('post_session_comment', (input) => {
      posts.push(input);
      thread = [
        ...thread,
        comment({
          id: `new-${posts.length}`,
          body: input.body,
          created_at: '2026-11-24T13:05:00.000Z',
          author_name: input.user_id ? 'Carla Treinadora' : 'Bruno Lima',
          author_role: input.user_id ? 'treinador' : 'aluno',
          mine: true,
        }),
      ];
      return thread;
    }),
  );
  return { reads, posts };
}

const renderThread = (thread: CommentThreadRef, props: { readOnly?: boolean; latest?: number } = {}) =>
  renderRoutes(
    [{ path: '/', element: <CommentThread thread={thread} label="Comentários do treino" {...props} /> }],
    '/',
  );

const items = () =>
  within(screen.getByRole('list', { name: 'Comentários do treino' })).getAllByRole('listitem');

const field = () => screen.getByRole('textbox', { name: 'Seu comentário' }) as HTMLTextAreaElement;

describe('CommentThread', () => {
  it('lists the thread oldest first: author, role, date and time in Brasília, and which are mine', async () => {
    serveSession([fromTrainer, fromStudent]);
    renderThread({ kind: 'session', activityId: ACTIVITY_ID, studentId: 'aluno-1' });
    await screen.findByRole('list', { name: 'Comentários do treino' });
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first.textContent).toBe(
      'Carla TreinadoraTreinador22/11 às 12:00Boa! Na próxima, segure 2 s no alto.',
    );
    expect(second.textContent).toBe('Bruno Lima (você)Aluno22/11 às 22:30Combinado, vou segurar.');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T15:00:00.000Z');
    // New comments are read out.
    expect(
      screen.getByRole('list', { name: 'Comentários do treino' }).parentElement?.getAttribute('aria-live'),
    ).toBe('polite');
  });

  it('a trainer posts on a student’s session: sent with the student’s id, the field clears, the comment shows', async () => {
    const { reads, posts } = serveSession([]);
    const user = userEvent.setup();
    renderThread({ kind: 'session', activityId: ACTIVITY_ID, studentId: 'aluno-1' });
    expect(await screen.findByText('Sem comentários.')).toBeTruthy();
    await user.type(field(), '  Boa! Na próxima, segure 2 s no alto.  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('list', { name: 'Comentários do treino' });
    expect(posts).toEqual([
      { activity_id: ACTIVITY_ID, user_id: 'aluno-1', body: 'Boa! Na próxima, segure 2 s no alto.' },
    ]);
    expect(reads).toEqual([{ activity_id: ACTIVITY_ID, user_id: 'aluno-1' }]);
    expect(items().map((item) => item.textContent)).toEqual([
      'Carla Treinadora (você)Treinador24/11 às 10:05Boa! Na próxima, segure 2 s no alto.',
    ]);
    expect(field().value).toBe('');
  });

  it('Enter sends; a pasted line break becomes a space (a comment is one line)', async () => {
    const { posts } = serveSession([fromTrainer]);
    const user = userEvent.setup();
    renderThread({ kind: 'session', activityId: ACTIVITY_ID, studentId: 'aluno-1' });
    await screen.findByRole('list', { name: 'Comentários do treino' });
    await user.click(field());
    await user.paste('Segure\nno alto');
    expect(field().value).toBe('Segure no alto');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(posts.map((post) => post.body)).toEqual(['Segure no alto']);
  });

  it('says under the field why a comment was refused, by the browser or by the server', async () => {
    const { posts } = serveSession([]);
    server.use(
      rpcError('post_session_comment', 400, {
        code: 'VALIDATION_FAILED',
        message: 'O comentário pode ter no máximo 1.000 caracteres.',
      }),
    );
    const user = userEvent.setup();
    renderThread({ kind: 'session', activityId: ACTIVITY_ID, studentId: 'aluno-1' });
    await screen.findByText('Sem comentários.');

    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escreva o comentário.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await user.clear(field());
    await user.type(field(), 'Boa!');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const refusal = await screen.findByText('O comentário pode ter no máximo 1.000 caracteres.');
    expect(field().getAttribute('aria-describedby')).toContain(refusal.id);
    expect(field().value).toBe('Boa!');
    expect(screen.getByText('Sem comentários.')).toBeTruthy();
  });

  it('the candidate’s own session: no form without a trainer and no comment; with a trainer, the form', async () => {
    const { reads } = serveSession([]);
    server.use(
      rpcHandler('get_my_trainers', () => [{ ...trainer, ended: { by: 'admin', at: trainer.approved_at } }]),
    );
    const view = renderThread({ kind: 'session', activityId: ACTIVITY_ID });
    expect(await screen.findByText('Sem comentários.')).toBeTruthy();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(reads).toEqual([{ activity_id: ACTIVITY_ID }]);
    view.unmount();

    server.use(rpcHandler('get_my_trainers', () => [trainer]));
    renderThread({ kind: 'session', activityId: ACTIVITY_ID });
    expect(await screen.findByRole('textbox', { name: 'Seu comentário' })).toBeTruthy();
  });

  it('the candidate answers a comment on their own session, even with no trainer left', async () => {
    const { posts } = serveSession([fromTrainer]);
    server.use(rpcHandler('get_my_trainers', () => []));
    const user = userEvent.setup();
    renderThread({ kind: 'session', activityId: ACTIVITY_ID });
    await user.type(await screen.findByRole('textbox', { name: 'Seu comentário' }), 'Combinado!');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(posts).toEqual([{ activity_id: ACTIVITY_ID, body: 'Combinado!' }]);
    expect(items()[1]?.textContent).toContain('Bruno Lima (você)Aluno');
  });

  it('a week’s thread is asked by its Monday', async () => {
    const weeks: RpcInput<'get_week_comments'>[] = [];
    server.use(
      rpcHandler('get_week_comments', (input) => {
        weeks.push(input);
        return [fromTrainer];
      }),
    );
    renderThread({ kind: 'week', weekStart: '2026-11-23', studentId: 'aluno-1' });
    await screen.findByRole('list', { name: 'Comentários do treino' });
    expect(weeks).toEqual([{ week_start: '2026-11-23', user_id: 'aluno-1' }]);
    // This week's Monday, São Paulo time: a Sunday night there is still the week before.
    expect(currentWeekStart(new Date('2026-11-30T02:00:00.000Z'))).toBe('2026-11-23');
    expect(currentWeekStart(new Date('2026-11-30T03:00:00.000Z'))).toBe('2026-11-30');
  });

  it('read-only, the newest ones: a member reads a turma’s latest notes, no form', async () => {
    const notes = ['a', 'b', 'c', 'd'].map((id, index) =>
      comment({ id, body: `Recado ${id}`, created_at: `2026-11-2${index}T12:00:00.000Z` }),
    );
    server.use(rpcHandler('get_turma_notes', () => notes));
    renderThread({ kind: 'turma', turmaId: TURMA_ID }, { readOnly: true, latest: 3 });
    await screen.findByRole('list', { name: 'Comentários do treino' });
    expect(items().map((item) => item.querySelector('p:last-child')?.textContent)).toEqual([
      'Recado b',
      'Recado c',
      'Recado d',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a turma’s trainer posts a note', async () => {
    const posts: RpcInput<'post_turma_note'>[] = [];
    server.use(
      rpcHandler('get_turma_notes', () => []),
      rpcHandler('post_turma_note', (input) => {
        posts.push(input);
        return [comment({ id: 'n1', body: input.body, mine: true })];
      }),
    );
    const user = userEvent.setup();
    renderThread({ kind: 'turma', turmaId: TURMA_ID });
    await user.type(
      await screen.findByRole('textbox', { name: 'Seu comentário' }),
      'Treino coletivo sábado 7h',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('list', { name: 'Comentários do treino' });
    expect(posts).toEqual([{ turma_id: TURMA_ID, body: 'Treino coletivo sábado 7h' }]);
  });
});
