import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import AuthLinkPage from './auth-link-page';

const routes = [
  { path: '/auth/confirm', element: <AuthLinkPage /> },
  { path: '*', element: <LocationProbe /> },
];

describe('e-mail confirmation page', () => {
  it.each([
    ['/auth/confirm?token_hash=abc&type=signup&portal=treinador', '/auth/treinador'],
    ['/auth/confirm?token_hash=abc&type=signup', '/auth'],
  ])("%s opened again (no session made): 'Ir para o login' leads to %s", async (url, login) => {
    server.use(
      rpcHandler('get_auth_context', () => null),
      http.get('http://localhost:3000/api/auth/verify-email', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'abc'
          ? HttpResponse.json({ status: true })
          : HttpResponse.json({ error: { code: 'INVALID_TOKEN', message: 'x' } }, { status: 400 }),
      ),
    );
    renderRoutes(routes, url);
    const link = await screen.findByRole('link', { name: 'Ir para o login' });
    expect(screen.getByRole('heading', { name: 'E-mail confirmado!' })).toBeTruthy();
    expect(link.getAttribute('href')).toBe(login);
  });

  it.each([
    ['/auth/confirm?token_hash=abc&type=signup', 'aluno', '/aluno/onboarding'],
    ['/auth/confirm?token_hash=abc&type=signup&portal=treinador', 'treinador', '/treinador/onboarding'],
    ['/auth/confirm?token_hash=abc&type=signup&redirect_to=%2Fjoin%3Ftoken%3Dt1', 'aluno', '/join?token=t1'],
  ] as const)('%s signs in and goes on to %s … %s (issue 21 §5)', async (url, intent, to) => {
    server.use(
      http.get('http://localhost:3000/api/auth/verify-email', () => HttpResponse.json({ status: true })),
      rpcHandler('get_auth_context', () =>
        authContext({ role: 'aluno', role_intent: intent, profile_complete: false, has_profile_data: false }),
      ),
    );
    renderRoutes(routes, url);
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(to);
  });

  it('a trainer link without its token still leads back to the trainer portal', async () => {
    renderRoutes(routes, '/auth/confirm?portal=treinador');
    expect(await screen.findByRole('heading', { name: 'Parâmetros ausentes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe(
      '/auth/treinador',
    );
  });
});
