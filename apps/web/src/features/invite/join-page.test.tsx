import {
  INVITE_FALLBACK,
  INVITE_MISSING_TOKEN,
  INVITE_SUCCESS,
  type InviteStatus,
} from '@prontidao/domain/trainers/invite-status';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { type ReactNode, StrictMode } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthContext } from '@/hooks/use-auth-context';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import JoinPage, { INVITE_REDIRECT_MS } from './join-page';

const signedIn = () =>
  rpcHandler('get_auth_context', () =>
    authContext({ nickname: 'Ana', full_name: 'Ana Souza', profile_complete: true, has_profile_data: true }),
  );

/** Answers accept_trainer_invite with `status` (once `answered` resolves) and records every token sent. */
function serve(status: InviteStatus = 'approved', answered: Promise<void> = Promise.resolve()) {
  const tokens: string[] = [];
  server.use(
    signedIn(),
    rpcHandler('accept_trainer_invite', async ({ p_token }) => {
      tokens.push(p_token);
      await answered;
      return { status, trainer_name: status === 'approved' ? 'Carlos Souza' : null };
    }),
  );
  return tokens;
}

/** Like the app's guard: the page mounts once the session is known, so its first effects can call. */
function AfterSessionCheck({ children }: { children: ReactNode }) {
  return useAuthContext().data ? children : null;
}

const renderPage = (path = '/join?token=abc123', { strict = false } = {}) => {
  const page = (
    <>
      <JoinPage />
      <LocationProbe />
    </>
  );
  return renderRoutes(
    [
      {
        path: '/join',
        element: strict ? (
          <AfterSessionCheck>
            <StrictMode>{page}</StrictMode>
          </AfterSessionCheck>
        ) : (
          page
        ),
      },
      { path: '/join-by-token', element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
};

/** The page's own status line (sonner's toasts are status regions too). */
const statusLine = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P')?.textContent;
const location = () => screen.getByTestId('location').textContent;
const title = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.useRealTimers();
  // Sonner's toasts outlive a test: dismissed, none of them answers for the next one.
  toast.dismiss();
});

describe('Join page (/join, /join-by-token)', () => {
  it('accepts on open: validating, then accepted with the toast, the text and a button to go now', async () => {
    let answer = () => {};
    const tokens = serve('approved', new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await title('Validando Convite')).toBeTruthy();
    expect(statusLine()).toBe('Aguarde enquanto validamos o seu convite...');
    answer();
    expect(await title('Convite Aceito')).toBeTruthy();
    expect(statusLine()).toBe(`${INVITE_SUCCESS}Treinador: Carlos Souza`);
    expect(await screen.findByText('Convite aceito')).toBeTruthy();
    expect(tokens).toEqual(['abc123']);
    // Focus follows the state so a screen reader reads the new title.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Ir para o dashboard' }));
    await waitFor(() => expect(location()).toBe('/aluno/dashboard'));
  });

  it("says 'Vincular ao Treinador' and calls nothing while the session is being checked", async () => {
    const tokens: string[] = [];
    server.use(
      rpcHandler('get_auth_context', () => new Promise(() => {})),
      rpcHandler('accept_trainer_invite', ({ p_token }) => {
        tokens.push(p_token);
        return { status: 'approved', trainer_name: null };
      }),
    );
    renderPage();
    expect(await title('Vincular ao Treinador')).toBeTruthy();
    expect(statusLine()).toBe('Preparando o vínculo com o seu treinador...');
    expect(tokens).toEqual([]);
  });

  it('goes to the dashboard by itself 3 s after accepting, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serve();
    renderPage('/join-by-token?token=abc123');
    expect(await title('Convite Aceito')).toBeTruthy();
    act(() => vi.advanceTimersByTime(INVITE_REDIRECT_MS - 500));
    expect(location()).toBe('/join-by-token?token=abc123');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(location()).toBe('/aluno/dashboard'));
    expect(INVITE_REDIRECT_MS).toBe(3000);
  });

  it('calls accept_trainer_invite exactly once under StrictMode', async () => {
    const tokens = serve();
    renderPage('/join?token=once', { strict: true });
    expect(await title('Convite Aceito')).toBeTruthy();
    // Give a duplicated request time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tokens).toEqual(['once']);
    expect(screen.getAllByText('Convite aceito')).toHaveLength(1);
  });

  it.each([
    ['invalid_token', 'Token de convite inválido ou não encontrado.'],
    ['expired_token', 'Este convite expirou. Solicite um novo convite ao seu treinador.'],
    ['already_used', 'Este convite já foi utilizado por outro usuário.'],
    ['not_authenticated', 'Você precisa estar logado para aceitar o convite.'],
    ['own_invite', 'Este convite é seu: envie o link ao seu aluno.'],
  ] as const)('shows %s as an error with its text and a way back', async (status, text) => {
    serve(status);
    renderPage();
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Voltar ao dashboard' }).getAttribute('href')).toBe(
      '/aluno/dashboard',
    );
    expect(screen.queryByText('Convite aceito')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it("shows a status it does not know as 'Erro: {status}'", async () => {
    server.use(
      signedIn(),
      http.post('http://localhost:3000/api/rpc/accept_trainer_invite', () =>
        HttpResponse.json({ data: { status: 'blocked', trainer_name: null } }),
      ),
    );
    renderPage();
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Erro: blocked');
  });

  it("says the fallback text and toasts 'Erro ao aceitar convite' when the server fails", async () => {
    server.use(
      signedIn(),
      rpcError('accept_trainer_invite', 500, { code: 'INTERNAL', message: 'Erro interno.' }),
    );
    renderPage();
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVITE_FALLBACK);
    expect(await screen.findByText('Erro ao aceitar convite')).toBeTruthy();
  });

  it('says the fallback text when the network is down', async () => {
    server.use(
      signedIn(),
      http.post('http://localhost:3000/api/rpc/accept_trainer_invite', () => HttpResponse.error()),
    );
    renderPage();
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVITE_FALLBACK);
    expect(await screen.findByText('Erro ao aceitar convite')).toBeTruthy();
  });

  it('shows a 401 as not_authenticated with a sign-in link back to the invite', async () => {
    server.use(
      signedIn(),
      rpcError('accept_trainer_invite', 401, { code: 'UNAUTHENTICATED', message: 'Faça login.' }),
    );
    renderPage();
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Você precisa estar logado para aceitar o convite.');
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fjoin%3Ftoken%3Dabc123',
    );
  });

  it('without a token says so at once and calls nothing', async () => {
    const tokens = serve();
    renderPage('/join');
    expect(await title('Erro no Convite')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVITE_MISSING_TOKEN);
    expect(tokens).toEqual([]);
  });

  it('sends a signed-out visitor to /auth with the invite address to come back to', async () => {
    const tokens: string[] = [];
    server.use(
      rpcHandler('get_auth_context', () => null),
      rpcHandler('accept_trainer_invite', ({ p_token }) => {
        tokens.push(p_token);
        return { status: 'not_authenticated', trainer_name: null };
      }),
    );
    renderPage('/join-by-token?token=abc123');
    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fjoin-by-token%3Ftoken%3Dabc123'));
    expect(tokens).toEqual([]);
  });

  it('explains what the trainer sees and that access can be revoked on the profile page', async () => {
    serve();
    renderPage();
    const info = await screen.findByRole('region', { name: 'O que seu treinador verá' });
    expect(info.textContent).toContain('Seus testes e simulados do TAF');
    expect(info.textContent).toContain('Suas sessões de treino');
    expect(info.textContent).toContain('Suas métricas de desempenho e resistência');
    expect(info.textContent).toContain('revogar o acesso a qualquer momento');
    expect(screen.getByRole('link', { name: 'Meu Perfil' }).getAttribute('href')).toBe('/aluno/perfil');
  });
});
