import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { DeletionCard } from './deletion-card';

const renderCard = () =>
  renderRoutes(
    [
      { path: '/aluno/perfil', element: <DeletionCard /> },
      { path: '/auth', element: <LocationProbe /> },
    ],
    '/aluno/perfil',
  );

/** Serves the sign-out; returns how many times it was called. */
function serveSignOut() {
  const calls = { count: 0 };
  server.use(
    http.post('http://localhost:3000/api/auth/sign-out', () => {
      calls.count++;
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

async function openDialog() {
  const user = userEvent.setup();
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  const dialog = screen.getByRole('dialog', { name: 'Excluir sua conta?' });
  return { user, dialog: within(dialog) };
}

afterEach(() => {
  toast.dismiss();
});

describe('Excluir conta', () => {
  it('explains the 7-day grace period, that signing in cancels it, and what is deleted', () => {
    renderCard();
    const card = within(screen.getByRole('region', { name: 'Excluir conta' }));
    expect(card.getByText(/7 dias depois do pedido/)).toBeTruthy();
    expect(card.getByText('basta entrar de novo para cancelar a exclusão')).toBeTruthy();
    expect(card.getByText(/simulados, treinos/)).toBeTruthy();
    expect(card.getByText(/conexão com o Strava/)).toBeTruthy();
  });

  it('confirms only with the typed phrase; a wrong password is said on its field and nobody leaves', async () => {
    server.use(
      rpcError('request_account_deletion', 400, { code: 'INVALID_PASSWORD', message: 'Senha incorreta.' }),
    );
    const signOut = serveSignOut();
    const { user, dialog } = await openDialog();
    const confirm = dialog.getByRole('button', { name: 'Excluir conta' });
    await user.type(dialog.getByLabelText('Sua senha'), 'errada123');
    await user.type(
      dialog.getByLabelText('Digite EXCLUIR MINHA CONTA para confirmar'),
      'excluir minha conta',
    );
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(dialog.getByLabelText('Digite EXCLUIR MINHA CONTA para confirmar'));
    await user.type(
      dialog.getByLabelText('Digite EXCLUIR MINHA CONTA para confirmar'),
      'EXCLUIR MINHA CONTA',
    );
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(await dialog.findByText('Senha incorreta.')).toBeTruthy();
    expect(dialog.getByLabelText('Sua senha').getAttribute('aria-invalid')).toBe('true');
    expect(signOut.count).toBe(0);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('on success signs the person out and sends them to /auth, saying when and how to cancel', async () => {
    const sent: unknown[] = [];
    server.use(
      rpcHandler('request_account_deletion', (input) => {
        sent.push(input);
        return { requested_at: '2026-11-23T13:00:00.000Z', due_at: '2026-11-30T13:00:00.000Z' };
      }),
    );
    const signOut = serveSignOut();
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Sua senha'), 'Treino#Forte2025');
    await user.type(
      dialog.getByLabelText('Digite EXCLUIR MINHA CONTA para confirmar'),
      'EXCLUIR MINHA CONTA',
    );
    await user.click(dialog.getByRole('button', { name: 'Excluir conta' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/auth');
    expect(sent).toEqual([{ password: 'Treino#Forte2025', confirmation: 'EXCLUIR MINHA CONTA' }]);
    expect(signOut.count).toBe(1);
    expect(await screen.findByText('Exclusão da conta agendada')).toBeTruthy();
    // 13:00 UTC is 10:00 in Brasília.
    expect(
      screen.getByText(/excluída em 30\/11\/2026 10:00\. Mudou de ideia\? Basta entrar de novo/),
    ).toBeTruthy();
  });

  it('another failure is shown in the dialog', async () => {
    server.use(
      rpcError('request_account_deletion', 409, {
        code: 'LAST_ADMIN',
        message: 'Não é possível excluir a conta do último administrador.',
      }),
    );
    serveSignOut();
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Sua senha'), 'Treino#Forte2025');
    await user.type(
      dialog.getByLabelText('Digite EXCLUIR MINHA CONTA para confirmar'),
      'EXCLUIR MINHA CONTA',
    );
    await user.click(dialog.getByRole('button', { name: 'Excluir conta' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Não é possível excluir a conta do último administrador.',
    );
  });
});
