import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import LoginPage from './login-page';
import TrainerAuthPage from './trainer-auth-page';

const EMAIL = 'mariaeduarda.santos6489@hotmail.com';
const PASSWORD = 'Bombeiro#2025x';
const auth = (path: string) => `http://localhost:3000/api/auth${path}`;

/** Records every body sent to an auth endpoint and answers as the server would. */
function fakeAuthApi({ verified }: { verified: boolean }) {
  const sent: Record<string, unknown[]> = { signUp: [], signIn: [], resend: [], setRole: [] };
  server.use(
    http.post(auth('/sign-up/email'), async ({ request }) => {
      sent.signUp?.push(await request.json());
      return HttpResponse.json({ user: { email: EMAIL } });
    }),
    http.post(auth('/sign-in/email'), async ({ request }) => {
      sent.signIn?.push(await request.json());
      if (verified) return HttpResponse.json({ user: { email: EMAIL } });
      return HttpResponse.json(
        { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email não confirmado' } },
        { status: 403 },
      );
    }),
    http.post(auth('/send-verification-email'), async ({ request }) => {
      sent.resend?.push(await request.json());
      return HttpResponse.json({ status: true });
    }),
    http.post('http://localhost:3000/api/rpc/set_user_role', async ({ request }) => {
      sent.setRole?.push(await request.json());
      return HttpResponse.json({ data: { role: 'treinador' } });
    }),
    rpcHandler('validate_password_strength', () => ({ is_valid: true, score: 86, issues: [] })),
    rpcHandler('get_auth_context', () =>
      verified
        ? {
            user: { id: 'u1', email: EMAIL, name: 'Maria' },
            role: 'aluno' as const,
            nickname: null,
            full_name: null,
            sexo: null,
            edital_id: null,
            edital_version: null,
            role_intent: 'aluno' as const,
            profile_complete: false,
            has_profile_data: false,
          }
        : null,
    ),
  );
  return sent;
}

const routes = [
  { path: '/auth', element: <LoginPage /> },
  { path: '/auth/treinador', element: <TrainerAuthPage /> },
  { path: '*', element: <LocationProbe /> },
];

async function signUp(user: ReturnType<typeof userEvent.setup>, trigger: string, dialogName: string) {
  await user.click(await screen.findByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.type(within(dialog).getByLabelText(/Nome completo/), 'Maria Eduarda');
  await user.type(within(dialog).getByLabelText(/E-mail/), EMAIL);
  await user.type(within(dialog).getByLabelText(/^Senha/), PASSWORD);
  await user.type(within(dialog).getByLabelText(/Confirmar senha/), PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/E-mail/), EMAIL);
  await user.type(screen.getByLabelText(/^Senha/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login portals', () => {
  it('sign-up then an early sign-in show one box, whose resend waits after the sign-up mail', async () => {
    const sent = fakeAuthApi({ verified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await signUp(user, 'Criar conta', 'Criar conta');
    expect(sent.signUp).toEqual([
      { name: 'Maria Eduarda', email: EMAIL, password: PASSWORD, role_intent: 'aluno' },
    ]);
    expect(await screen.findByText('Confirme seu e-mail')).toBeTruthy();

    await signIn(user);
    expect(await screen.findByText('Email não confirmado')).toBeTruthy();
    expect(screen.getAllByTestId('unconfirmed-email-box')).toHaveLength(1);
    const resend = screen.getByRole('button', { name: /Reenviar e-mail em \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(sent.resend).toEqual([]);
  });

  it('in the local demo the sign-up box says the link is in the outbox; with real mail it does not', async () => {
    fakeAuthApi({ verified: false });
    server.use(rpcHandler('get_mail_delivery', () => ({ outbox_path: '/dev/outbox' })));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await signUp(user, 'Criar conta', 'Criar conta');
    const hint = await screen.findByTestId('demo-mail-hint');
    expect(hint.textContent).toContain('Modo demonstração: nenhum e-mail sai desta máquina.');
    expect(within(hint).getByRole('link').getAttribute('href')).toBe('/dev/outbox');
  });

  it('with real mail the sign-up box names no outbox', async () => {
    fakeAuthApi({ verified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await signUp(user, 'Criar conta', 'Criar conta');
    expect(await screen.findByText('Confirme seu e-mail')).toBeTruthy();
    expect(screen.queryByTestId('demo-mail-hint')).toBeNull();
  });

  it("'Reenviar' sends once, then counts 60 s down before it may send again", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const sent = fakeAuthApi({ verified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await screen.findByRole('button', { name: 'Entrar' });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await waitFor(() => expect(sent.resend).toEqual([{ email: EMAIL }]));

    const waiting = await screen.findByRole('button', { name: 'Reenviar e-mail em 60 s' });
    await user.click(waiting);
    expect(sent.resend).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Reenviar e-mail em 59 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await waitFor(() => expect(sent.resend).toHaveLength(2));
  });

  it('too many wrong passwords: the wait the server gives is counted down and the button waits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let calls = 0;
    server.use(
      http.post(auth('/sign-in/email'), () => {
        calls++;
        return HttpResponse.json(
          {
            error: { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas. Tente de novo em 3 segundos.' },
          },
          { status: 429, headers: { 'retry-after': '3' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await screen.findByRole('button', { name: 'Entrar' });
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Tente de novo em 3 segundos.',
    );
    const button = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('alert').textContent).toBe('Muitas tentativas. Tente de novo em 1 segundo.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.disabled).toBe(false);
    expect(calls).toBe(1);
  });

  it('the trainer portal records the trainer intent at sign-up', async () => {
    const sent = fakeAuthApi({ verified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/treinador');
    await signUp(user, 'Cadastrar como treinador', 'Cadastro de treinador');
    expect(sent.signUp).toEqual([
      { name: 'Maria Eduarda', email: EMAIL, password: PASSWORD, role_intent: 'treinador' },
    ]);
  });

  it('signing in never changes the role, whatever intent the browser kept', async () => {
    const sent = fakeAuthApi({ verified: true });
    window.localStorage.setItem('intent_role', 'treinador');
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await screen.findByRole('button', { name: 'Entrar' });
    await signIn(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/aluno/onboarding');
    expect(sent.setRole).toEqual([]);
    expect(window.localStorage.getItem('intent_role')).toBeNull();
  });

  it('names each wrong field, ties the message to it and sends nothing', async () => {
    const sent = fakeAuthApi({ verified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/auth');
    await user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar conta' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'maria@');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'curta');
    await user.type(within(dialog).getByLabelText(/Confirmar senha/), 'outra');
    expect(within(dialog).getByText('As senhas não coincidem')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    for (const [label, message] of [
      [/Nome completo/, 'Informe seu nome.'],
      [/E-mail/, 'E-mail inválido.'],
      [/^Senha/, 'A senha deve ter pelo menos 8 caracteres.'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(message);
    }
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Nome completo/));
    expect(sent.signUp).toEqual([]);
  });
});
