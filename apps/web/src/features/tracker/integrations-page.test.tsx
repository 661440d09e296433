import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import type { RecentActivity } from './api/recent-activities';
import type { TrackerStatus } from './api/tracker-status';
import IntegrationsPage from './integrations-page';
import {
  authorizeLink,
  connectedStatus,
  notConnectedStatus,
  recentRun,
  recentSwim,
} from './testing/tracker-fixtures';

const routes = [
  {
    path: paths.integrations,
    element: (
      <>
        <IntegrationsPage />
        <LocationProbe />
      </>
    ),
  },
];

/** The status the server gives, one answer after the other (the last one repeats). */
function serveStatus(...answers: TrackerStatus[]) {
  const calls: unknown[] = [];
  server.use(
    rpcHandler('get_oauth_connection_status', (input) => {
      calls.push(input);
      return answers[Math.min(calls.length - 1, answers.length - 1)] as TrackerStatus;
    }),
  );
  return calls;
}

function serveRecent(list: RecentActivity[] | (() => Promise<RecentActivity[]>)) {
  const limits: unknown[] = [];
  server.use(
    rpcHandler('get_recent_activities', (input) => {
      limits.push(input.limit);
      return typeof list === 'function' ? list() : list;
    }),
  );
  return limits;
}

const renderPage = (path: string = paths.integrations) => renderRoutes(routes, path);

afterEach(() => {
  vi.restoreAllMocks();
  // Sonner's toasts outlive a test: dismissed, none of them answers for the next one.
  toast.dismiss();
});

describe('/integracoes', () => {
  it('not connected: the badge, Conectar, the upload and how it works; recent activities are not asked', async () => {
    const calls = serveStatus(notConnectedStatus);
    const recent = serveRecent([recentRun]);
    renderPage();
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrações' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Atividades Recentes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Escolher arquivos' })).toBeTruthy();
    expect(screen.getByText(/Apenas corridas e natações são importadas/)).toBeTruthy();
    expect(screen.getByText(/barra devem ser registrados manualmente/)).toBeTruthy();
    expect(calls).toEqual([{ connection_provider: 'strava' }]);
    expect(recent).toEqual([]);
  });

  it('a status that fails reads as not connected', async () => {
    server.use(rpcError('get_oauth_connection_status', 500, { code: 'INTERNAL', message: 'Falhou.' }));
    renderPage();
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeTruthy();
  });

  it('connected: athlete, automatic import, the Garmin hint and the recent activities with coins', async () => {
    serveStatus(connectedStatus);
    const limits = serveRecent([recentRun, recentSwim]);
    renderPage();
    expect(await screen.findByText('Conectado')).toBeTruthy();
    expect(screen.getByText('987654')).toBeTruthy();
    expect(screen.getByText('22/11/2026 18:15')).toBeTruthy();
    expect(
      screen.getByText('Suas corridas e natações do Strava são importadas automaticamente.'),
    ).toBeTruthy();
    expect(screen.getByText(/Usa relógio Garmin\?/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conectar' })).toBeNull();

    const items = await screen.findAllByTestId('recent-activity');
    expect(items).toHaveLength(2);
    const [run, swim] = items as [HTMLElement, HTMLElement];
    expect(within(run).getByText('Corrida')).toBeTruthy();
    expect(within(run).getByText('22/11/2026 06:30')).toBeTruthy();
    expect(within(run).getByText('5.012 m · 25:10')).toBeTruthy();
    expect(within(run).getByText('+12 moedas')).toBeTruthy();
    expect(within(swim).getByText('Natação')).toBeTruthy();
    expect(within(swim).getByText('20/11/2026 19:00')).toBeTruthy();
    expect(within(swim).getByText('1.500 m · 1:05:00')).toBeTruthy();
    expect(within(swim).getByText('+30 moedas')).toBeTruthy();
    expect(within(swim).getByText('(arquivo do relógio)')).toBeTruthy();
    expect(limits).toEqual([10]);
  });

  it('connected: a spinner while the list loads, then the empty message', async () => {
    serveStatus(connectedStatus);
    serveRecent(async () => {
      await delay(150);
      return [];
    });
    renderPage();
    expect(await screen.findByText('Carregando atividades...')).toBeTruthy();
    expect(await screen.findByText('Nenhuma atividade encontrada ainda.')).toBeTruthy();
  });

  it('while the first import runs, the status is read every 3 s and the list again once it is done', async () => {
    const calls = serveStatus({ ...connectedStatus, last_sync_at: null }, connectedStatus);
    let lists = 0;
    serveRecent(async () => {
      lists += 1;
      return lists === 1 ? [] : [recentRun];
    });
    renderPage();
    expect(await screen.findByText('Nenhuma atividade encontrada ainda.')).toBeTruthy();
    expect(await screen.findByText('+12 moedas', {}, { timeout: 4500 })).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(lists).toBe(2);
  }, 10_000);

  it('a list that fails is empty (spec §7)', async () => {
    serveStatus(connectedStatus);
    server.use(rpcError('get_recent_activities', 500, { code: 'INTERNAL', message: 'Falhou.' }));
    renderPage();
    expect(await screen.findByText('Nenhuma atividade encontrada ainda.')).toBeTruthy();
  });

  it('Conectar opens the authorisation in a new tab, says Conectando... and reads the status again after 3 s', async () => {
    const calls = serveStatus(notConnectedStatus, connectedStatus);
    serveRecent([recentRun]);
    let links = 0;
    server.use(
      rpcHandler('get_strava_authorize_link', () => {
        links += 1;
        return authorizeLink;
      }),
    );
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByRole('button', { name: 'Conectando...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(tab.location.href).toBe(authorizeLink.url));
    expect(tab.opener).toBeNull();
    expect(links).toBe(1);
    expect(calls).toHaveLength(1);
    // 3 s later: the status again, now connected.
    expect(await screen.findByText('Conectado', {}, { timeout: 4500 })).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(tab.close).not.toHaveBeenCalled();
  }, 10_000);

  it('an authorisation that takes longer than 3 s: the status is read every 3 s until connected', async () => {
    const calls = serveStatus(notConnectedStatus, notConnectedStatus, connectedStatus);
    serveRecent([recentRun]);
    server.use(rpcHandler('get_strava_authorize_link', () => authorizeLink));
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn(), closed: false };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    // 3 s: still not connected ('Conectando...' ends, the reading goes on); 6 s: connected.
    expect(await screen.findByRole('button', { name: 'Conectar' }, { timeout: 4500 })).toBeTruthy();
    expect(await screen.findByText('Conectado', {}, { timeout: 4500 })).toBeTruthy();
    expect(calls).toHaveLength(3);
  }, 15_000);

  it.each([
    [500, 'INTERNAL', 'Erro ao gerar estado de segurança. Tente novamente.'],
    [401, 'UNAUTHENTICATED', 'Você precisa estar logado para conectar o Strava.'],
  ] as const)('a link that fails (%i) closes the tab and says so', async (status, code, text) => {
    serveStatus(notConnectedStatus);
    server.use(rpcError('get_strava_authorize_link', status, { code, message: 'Falhou no servidor.' }));
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Conectar' })).toHaveProperty('disabled', false);
  });

  it('back with ?connected=strava: Strava conectado!, the address cleaned, the status read again', async () => {
    const calls = serveStatus(connectedStatus);
    serveRecent([]);
    renderPage(`${paths.integrations}?connected=strava`);
    expect(await screen.findByText('Strava conectado!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.integrations));
    expect(await screen.findByText('Conectado')).toBeTruthy();
    expect(calls.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['denied', 'Você não autorizou o acesso ao Strava.'],
    ['scope', 'Para importar seus treinos, autorize o acesso às atividades (activity:read_all).'],
    ['state', 'Link de conexão inválido ou expirado. Tente conectar de novo.'],
    ['exchange', 'Erro ao conectar com o Strava. Tente novamente.'],
    ['auth', 'Você precisa estar logado para conectar o Strava.'],
    ['algo-novo', 'Erro ao conectar com o Strava. Tente novamente.'],
  ])('back with ?error=%s says why and cleans the address', async (code, text) => {
    serveStatus(notConnectedStatus);
    renderPage(`${paths.integrations}?error=${code}`);
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.integrations));
    expect(screen.queryByText('Strava conectado!')).toBeNull();
  });

  it('Desconectar: Strava desconectado! and the page goes back to Não conectado', async () => {
    serveStatus(connectedStatus);
    serveRecent([recentRun]);
    const inputs: unknown[] = [];
    server.use(
      rpcHandler('disconnect_tracker', (input): RpcOutput<'disconnect_tracker'> => {
        inputs.push(input);
        serveStatus(notConnectedStatus);
        return { removed: 1 };
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Strava desconectado!')).toBeTruthy();
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Atividades Recentes' })).toBeNull();
    expect(inputs).toEqual([{ provider: 'strava' }]);
  });

  it.each([
    [500, 'INTERNAL', 'Erro ao desconectar o Strava. Tente novamente.'],
    [401, 'UNAUTHENTICATED', 'Você precisa estar logado para desconectar o Strava.'],
  ] as const)('a disconnect that fails (%i) says so and stays connected', async (status, code, text) => {
    serveStatus(connectedStatus);
    serveRecent([]);
    server.use(rpcError('disconnect_tracker', status, { code, message: 'Falhou.' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Conectado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toHaveProperty('disabled', false);
  });
});
