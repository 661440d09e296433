import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { RouteGuard } from './route-guard';

const page = (name: string) => ({
  element: (
    <>
      <h1>{name}</h1>
      <LocationProbe />
    </>
  ),
});

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', ...page('Landing') },
      { path: '/auth', ...page('Login') },
      { path: '/aluno/dashboard', ...page('Dashboard') },
      { path: '/aluno/onboarding', ...page('Wizard') },
      { path: '/treinador/onboarding', ...page('Trainer onboarding') },
      { path: '/join', ...page('Join') },
    ],
  },
];

const account = authContext;

const location = async () => (await screen.findByTestId('location')).textContent;

describe('RouteGuard (the one guard, obeying the domain rules, against a faked API)', () => {
  it('sends a signed-out visitor of a guarded page to /auth with the way back', async () => {
    server.use(rpcHandler('get_auth_context', () => null));
    renderRoutes(routes, '/join?token=abc');
    await waitFor(async () => expect(await location()).toBe('/auth?redirect=%2Fjoin%3Ftoken%3Dabc'));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('shows the loading screen while it asks who is signed in', async () => {
    server.use(rpcHandler('get_auth_context', () => new Promise(() => {})));
    renderRoutes(routes, '/aluno/dashboard');
    expect(await screen.findByText('Preparando sua experiência')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('sends a new candidate to the wizard, and one who chose trainer to the trainer onboarding', async () => {
    server.use(rpcHandler('get_auth_context', () => account({})));
    renderRoutes(routes, '/aluno/dashboard');
    await waitFor(async () => expect(await location()).toBe('/aluno/onboarding'));

    window.localStorage.setItem('intent_role', 'treinador');
    renderRoutes(routes, '/');
    await waitFor(async () =>
      expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/treinador/onboarding'),
    );
  });

  it('lets a complete candidate in and moves them off the landing page', async () => {
    server.use(
      rpcHandler('get_auth_context', () => account({ profile_complete: true, has_profile_data: true })),
    );
    renderRoutes(routes, '/');
    await waitFor(async () => expect(await location()).toBe('/aluno/dashboard'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(document.title).toBe('Prontidão');
  });

  it('never draws a page it sends away from, even while the sign-in page still loads', async () => {
    server.use(rpcHandler('get_auth_context', () => null));
    const mounted: string[] = [];
    function Protected() {
      useEffect(() => {
        mounted.push('protected');
      }, []);
      return <h1>Protected</h1>;
    }
    const slowLogin = {
      path: '/auth',
      lazy: async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { Component: () => <h1>Login</h1> };
      },
    };
    renderRoutes(
      [{ element: <RouteGuard />, children: [slowLogin, { path: '/aluno/testes', element: <Protected /> }] }],
      '/aluno/testes',
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(mounted).toEqual([]);
  });
});
