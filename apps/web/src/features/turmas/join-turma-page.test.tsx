import { TURMA_SHARES, turmaJoinMessage } from '@prontidao/domain/turmas/turma-join-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { MISSING_LINK } from './join-phase';
import JoinTurmaPage from './join-turma-page';
import { PMESP_EXAM } from './testing/turma-fixtures';

type Preview = RpcOutput<'preview_turma_invite'>;
type Status = Preview['status'];

const TOKEN = 'b'.repeat(43);
const FACTS = {
  turma_id: 't-1',
  turma_name: 'Turma PMESP sábado',
  trainer_name: 'Carla Treinadora',
  exam: PMESP_EXAM,
  taf_date: '2031-03-01',
};
const EMPTY = { turma_id: null, turma_name: null, trainer_name: null, exam: null, taf_date: null };

/** The link's preview says `status`; joining answers `joined` (or `joinStatus`). Tokens sent are kept. */
function serve(status: Status = 'valid', joinStatus: RpcOutput<'join_turma'>['status'] = 'joined') {
  const calls = { previews: [] as string[], joins: [] as string[] };
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({
        nickname: 'Ana',
        full_name: 'Ana Souza',
        profile_complete: true,
        has_profile_data: true,
      }),
    ),
    rpcHandler('preview_turma_invite', ({ p_token }) => {
      calls.previews.push(p_token);
      return status === 'invalid_token' ? { status, ...EMPTY } : { status, ...FACTS };
    }),
    rpcHandler('join_turma', ({ p_token }) => {
      calls.joins.push(p_token);
      return { status: joinStatus, ...FACTS };
    }),
  );
  return calls;
}

const renderPage = (path = `/turma/entrar?token=${TOKEN}`) =>
  renderRoutes(
    [
      {
        path: '/turma/entrar',
        element: (
          <>
            <JoinTurmaPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  toast.dismiss();
});

describe('Join a turma (/turma/entrar)', () => {
  it('shows whose turma, the exam, the TAF date and what the trainer will see; approving joins', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    expect(await title('Entrar na turma Turma PMESP sábado')).toBeTruthy();
    const facts = screen.getByTestId('turma-preview');
    expect(facts.textContent).toContain('TreinadorCarla Treinadora');
    expect(facts.textContent).toContain(`Concurso${PMESP_EXAM.short_name}`);
    expect(facts.textContent).toContain('Data do TAF01/03/2031');
    const shares = screen.getByRole('region', { name: 'O que o treinador verá' });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...TURMA_SHARES]);
    expect(calls.joins).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Aprovar e entrar' }));
    expect(await title('Você entrou na turma')).toBeTruthy();
    expect(screen.getAllByRole('status').some((line) => line.textContent?.includes('Carla Treinadora'))).toBe(
      true,
    );
    expect(calls).toEqual({ previews: [TOKEN], joins: [TOKEN] });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.click(screen.getByRole('link', { name: 'Ir para o dashboard' }));
    await waitFor(() => expect(location()).toBe('/aluno/dashboard'));
  });

  it("'Agora não' leaves without joining", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(location()).toBe('/aluno/dashboard'));
    expect(calls.joins).toEqual([]);
  });

  it.each(['already_member', 'invalid_token', 'expired_token', 'full', 'own_turma'] as const)(
    'a link that says %s shows its sentence and no way to approve',
    async (status) => {
      serve(status);
      renderPage();
      expect(await screen.findByText(turmaJoinMessage(status) as string)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Aprovar e entrar' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Voltar ao dashboard' }).getAttribute('href')).toBe(
        '/aluno/dashboard',
      );
    },
  );

  it('a link that filled up between opening and approving says so', async () => {
    serve('valid', 'full');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Aprovar e entrar' }));
    expect(await screen.findByText(turmaJoinMessage('full') as string)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar e entrar' })).toBeNull();
  });

  it('without a token says so and calls nothing', async () => {
    const calls = serve();
    renderPage('/turma/entrar');
    expect((await screen.findByRole('alert')).textContent).toBe(MISSING_LINK);
    expect(calls.previews).toEqual([]);
  });

  it('a failing server: the page offers to try again; a failed approval keeps the offer', async () => {
    serve();
    server.use(rpcError('preview_turma_invite', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    const user = userEvent.setup();
    renderPage();
    expect(await title('Não foi possível abrir o link')).toBeTruthy();
    serve();
    server.use(rpcError('join_turma', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await user.click(await screen.findByRole('button', { name: 'Aprovar e entrar' }));
    expect(await screen.findByText('Erro ao entrar na turma')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprovar e entrar' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, coming back to the link', async () => {
    const calls = serve();
    server.use(rpcHandler('get_auth_context', () => null));
    renderPage();
    await waitFor(() =>
      expect(location()).toBe(`/auth?redirect=${encodeURIComponent(`/turma/entrar?token=${TOKEN}`)}`),
    );
    expect(calls.previews).toEqual([]);
  });
});
