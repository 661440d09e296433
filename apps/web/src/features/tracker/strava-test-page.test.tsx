import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { tokenUrlOf } from './api/authorize-link';
import StravaTestPage from './strava-test-page';
import { authorizeLink } from './testing/tracker-fixtures';

const renderPage = () =>
  renderRoutes([{ path: paths.stravaTest, element: <StravaTestPage /> }], paths.stravaTest);

afterEach(() => {
  toast.dismiss();
});

describe('/strava-test', () => {
  it('shows client id, redirect address, a server-issued state, the link in a new tab, the exchange and the domain hint', async () => {
    server.use(rpcHandler('get_strava_authorize_link', () => authorizeLink));
    renderPage();
    expect(await screen.findByText('12345')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnóstico Strava' })).toBeTruthy();
    expect(screen.getByText('https://prontidao.app/api/strava/callback')).toBeTruthy();
    expect(screen.getByText('read,activity:read_all')).toBeTruthy();
    expect(screen.getByText('st-abc')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Abrir autorização/ });
    expect(link.getAttribute('href')).toBe(authorizeLink.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('exchange-command').textContent).toBe(
      [
        'curl -X POST https://www.strava.com/oauth/token \\',
        '  -F client_id=12345 \\',
        '  -F client_secret=SEU_CLIENT_SECRET \\',
        '  -F code=CODIGO_RECEBIDO_NO_RETORNO \\',
        '  -F grant_type=authorization_code',
      ].join('\n'),
    );
    expect(screen.getByText(/Authorization Callback Domain/)).toBeTruthy();
    expect(screen.getByText('prontidao.app')).toBeTruthy();
    expect(screen.queryByText('Provedor de teste embutido')).toBeNull();
  });

  it('says when the stand-in provider answers, and derives its token address', async () => {
    const url = 'http://localhost:3000/api/dev/strava/oauth/authorize?client_id=demo&state=s1';
    server.use(
      rpcHandler('get_strava_authorize_link', () => ({
        ...authorizeLink,
        url,
        client_id: 'demo',
        stand_in: true,
        redirect_uri: 'http://localhost:3000/api/strava/callback',
      })),
    );
    renderPage();
    expect(await screen.findByText('Provedor de teste embutido')).toBeTruthy();
    expect(screen.getByTestId('exchange-command').textContent).toContain(
      'curl -X POST http://localhost:3000/api/dev/strava/oauth/token \\',
    );
    expect(screen.getByText('localhost')).toBeTruthy();
    expect(tokenUrlOf('https://www.strava.com/oauth/authorize?x=1')).toBe(
      'https://www.strava.com/oauth/token',
    );
  });

  it('Gerar novo link asks for a new state', async () => {
    let calls = 0;
    server.use(
      rpcHandler('get_strava_authorize_link', () => {
        calls += 1;
        return { ...authorizeLink, url: authorizeLink.url.replace('st-abc', `st-${calls}`) };
      }),
    );
    renderPage();
    expect(await screen.findByText('st-1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo link' }));
    expect(await screen.findByText('st-2')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir autorização/ }).getAttribute('href')).toContain(
      'state=st-2',
    );
  });

  it('a new link that fails: toast Erro / Erro ao gerar URL, the old link stays', async () => {
    server.use(rpcHandler('get_strava_authorize_link', () => authorizeLink));
    renderPage();
    expect(await screen.findByText('st-abc')).toBeTruthy();
    server.use(rpcError('get_strava_authorize_link', 500, { code: 'INTERNAL', message: 'Falhou.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo link' }));
    expect(await screen.findByText('Erro ao gerar URL')).toBeTruthy();
    expect(screen.getByText('Erro')).toBeTruthy();
    expect(screen.getByText('st-abc')).toBeTruthy();
  });

  it('a first link that fails: Falha ao gerar estado OAuth with the reason and a retry', async () => {
    server.use(
      rpcError('get_strava_authorize_link', 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'A integração com o Strava não está configurada neste servidor.',
      }),
    );
    renderPage();
    expect(await screen.findByText('Falha ao gerar estado OAuth')).toBeTruthy();
    expect(screen.getByText('A integração com o Strava não está configurada neste servidor.')).toBeTruthy();
    server.use(rpcHandler('get_strava_authorize_link', () => authorizeLink));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('12345')).toBeTruthy());
  });
});
