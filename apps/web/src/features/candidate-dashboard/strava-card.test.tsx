import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { StravaCard } from './strava-card';

type Recent = RpcOutput<'get_recent_activities'>[number];
type Status = RpcOutput<'get_oauth_connection_status'>;

const status = (is_connected: boolean): Status => ({
  provider: 'strava',
  athlete_id: is_connected ? '42' : null,
  token_expires_at: null,
  is_connected,
  last_sync_at: null,
});

const activity = (id: string, type: string, start: string, distance: number, coins: number) =>
  ({
    id,
    type,
    source: 'strava',
    start_date: start,
    distance_m: distance,
    moving_time_s: 1800,
    coins,
  }) as Recent;

const profileWith = (plano_code: string | null) => ({ id: 'u1', plano_code }) as unknown as FullProfile;

function serve(options: { connected: boolean; plan?: string | null; recent?: Recent[] }) {
  const limits: unknown[] = [];
  server.use(
    rpcHandler('get_oauth_connection_status', () => status(options.connected)),
    rpcHandler('get_perfil_completo', () => [profileWith(options.plan ?? null)]),
    rpcHandler('get_recent_activities', (input) => {
      limits.push(input.limit);
      return options.recent ?? [];
    }),
  );
  return limits;
}

const renderCard = () => renderRoutes([{ path: '/', element: <StravaCard /> }], '/');

describe('StravaCard (dashboard)', () => {
  it('not connected: the connect button to /integracoes, and no activities asked', async () => {
    const limits = serve({ connected: false });
    renderCard();
    const connect = await screen.findByRole('link', { name: 'Conectar Strava' });
    expect(connect.getAttribute('href')).toBe('/integracoes');
    expect(limits).toEqual([]);
  });

  it('a status that fails reads as not connected', async () => {
    server.use(
      rpcError('get_oauth_connection_status', 500, { code: 'INTERNAL', message: 'x' }),
      rpcHandler('get_perfil_completo', () => [profileWith('AVAN_MENSAL')]),
    );
    renderCard();
    expect(await screen.findByRole('link', { name: 'Conectar Strava' })).toBeTruthy();
  });

  it('connected: the latest synced activity and up to two earlier, with distance and coins', async () => {
    const limits = serve({
      connected: true,
      plan: 'AVAN_MENSAL',
      recent: [
        activity('a1', 'RUN', '2026-11-22T09:30:00.000Z', 5012, 12),
        activity('a2', 'SWIM', '2026-11-21T09:30:00.000Z', 800, 16),
        activity('a3', 'RUN', '2026-11-20T09:30:00.000Z', 2400, 6),
      ],
    });
    renderCard();
    const items = await screen.findAllByTestId('dashboard-activity');
    expect(limits).toEqual([3]);
    expect(items).toHaveLength(3);
    const [latest, second] = items as [HTMLElement, HTMLElement];
    expect(within(latest).getByText('Corrida')).toBeTruthy();
    expect(within(latest).getByText('Mais recente')).toBeTruthy();
    expect(within(latest).getByText('5,0 km · 30:00')).toBeTruthy();
    expect(within(latest).getByText('+12 moedas')).toBeTruthy();
    expect(within(latest).getByText('22/11/2026 06:30')).toBeTruthy();
    expect(within(second).getByText('Natação')).toBeTruthy();
    expect(within(second).getByText('800 m · 30:00')).toBeTruthy();
    expect(within(second).queryByText('Mais recente')).toBeNull();
    expect(screen.getByText('Conectado')).toBeTruthy();
  });

  it('connected without activities says so', async () => {
    serve({ connected: true, plan: 'FREE', recent: [] });
    renderCard();
    expect(await screen.findByText('Nenhuma atividade encontrada ainda.')).toBeTruthy();
  });

  it.each([
    ['FREE', 1],
    [null, 1],
    ['AVAN_MENSAL', 2],
  ])('plan %s: free users see runs and swims only (%i shown)', async (plan, shown) => {
    serve({
      connected: true,
      plan,
      recent: [
        activity('r1', 'RIDE', '2026-11-22T09:30:00.000Z', 20000, 0),
        activity('a2', 'SWIM', '2026-11-21T09:30:00.000Z', 800, 16),
      ],
    });
    renderCard();
    expect(await screen.findAllByTestId('dashboard-activity')).toHaveLength(shown);
  });
});
