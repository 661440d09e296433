import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { AdminAccessDialog } from './admin-access-dialog';

const auth = (path: string) => `http://localhost:3000/api/auth${path}`;

describe('Acesso administrativo', () => {
  it("refuses a non-admin's credentials and signs out this browser only, never their other devices", async () => {
    const signOuts: unknown[] = [];
    server.use(
      http.post(auth('/sign-in/email'), () => HttpResponse.json({ user: { email: 'ana@exemplo.com' } })),
      http.post(auth('/sign-out'), async ({ request }) => {
        signOuts.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
      rpcHandler('get_profile_role', () => ({ role: 'aluno' as const })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth', element: <AdminAccessDialog /> }], '/auth');
    await user.click(await screen.findByRole('button', { name: 'Acesso administrativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acesso administrativo' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@exemplo.com');
    await user.type(within(dialog).getByLabelText(/Senha/), 'Bombeiro#2025x');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar como administrador' }));
    expect(await screen.findByText('Acesso negado: credenciais de administrador inválidas')).toBeTruthy();
    await waitFor(() => expect(signOuts).toEqual([{ scope: 'this_device' }]));
  });
});
