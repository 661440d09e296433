import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import AuthLinkPage from './auth-link-page';

const routes = [{ path: '/auth/confirm', element: <AuthLinkPage /> }];

describe('e-mail confirmation page', () => {
  it.each([
    ['/auth/confirm?token_hash=abc&type=signup&portal=treinador', '/auth/treinador'],
    ['/auth/confirm?token_hash=abc&type=signup', '/auth'],
  ])("%s: 'Ir para o login' leads to %s", async (url, login) => {
    server.use(
      http.get('http://localhost:3000/api/auth/verify-email', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'abc'
          ? HttpResponse.json({ status: true })
          : HttpResponse.json({ error: { code: 'INVALID_TOKEN', message: 'x' } }, { status: 400 }),
      ),
    );
    renderRoutes(routes, url);
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(login);
  });

  it('a trainer link without its token still leads back to the trainer portal', async () => {
    renderRoutes(routes, '/auth/confirm?portal=treinador');
    expect(await screen.findByRole('heading', { name: 'Parâmetros ausentes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe(
      '/auth/treinador',
    );
  });
});
