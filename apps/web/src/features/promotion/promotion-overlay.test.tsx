import type { RankStatus } from '@prontidao/domain/training/activity-types';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { PROMOTION_OVERLAY_MS, PromotionOverlay } from './promotion-overlay';

const status = (workouts: number, pending: RankStatus['pending_promotion']): RankStatus => ({
  workouts,
  rank: pending ?? 'Soldado 2ª Classe',
  next: 'Cabo',
  progress: workouts % 10,
  goal: 10,
  pending_promotion: pending,
});

/** A server that keeps the promotion pending until it is acknowledged, as the real one does. */
function serve(initial: RankStatus, role: 'aluno' | 'treinador' = 'aluno') {
  const api = { current: initial, acks: [] as number[], reads: 0 };
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ role, profile_complete: true, has_profile_data: true }),
    ),
    rpcHandler('get_rank_status', () => {
      api.reads += 1;
      return api.current;
    }),
    rpcHandler('ack_promotion', ({ workouts }) => {
      api.acks.push(workouts);
      api.current = { ...api.current, pending_promotion: null };
      return api.current;
    }),
  );
  return api;
}

const renderOverlay = () => renderRoutes([{ path: '/', element: <PromotionOverlay /> }], '/');

describe('PromotionOverlay', () => {
  it('announces PROMOVIDO! with the new rank, closes after 3 s and acknowledges it once', async () => {
    const fake = serve(status(10, 'Soldado 1ª Classe'));
    const view = renderOverlay();
    const region = await screen.findByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await screen.findByText('PROMOVIDO!');
    expect(region.textContent).toContain('Agora você é Soldado 1ª Classe');
    await new Promise((resolve) => setTimeout(resolve, PROMOTION_OVERLAY_MS - 1000));
    expect(screen.getByText('PROMOVIDO!')).toBeTruthy();
    expect(fake.acks).toEqual([]);
    await waitFor(() => expect(screen.queryByText('PROMOVIDO!')).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(fake.acks).toEqual([10]));

    // The training page invalidates the coins after each save: the rank is read again, nothing shows.
    const reads = fake.reads;
    await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.coins }));
    await waitFor(() => expect(fake.reads).toBe(reads + 1));
    expect(screen.queryByText('PROMOVIDO!')).toBeNull();
    expect(fake.acks).toEqual([10]);
  }, 10_000);

  it('closes at once with Esc and acknowledges the workouts it showed', async () => {
    const fake = serve(status(20, 'Cabo'));
    renderOverlay();
    await screen.findByText('PROMOVIDO!');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('PROMOVIDO!')).toBeNull();
    await waitFor(() => expect(fake.acks).toEqual([20]));
  });

  it('shows a promotion reached after a save (coins invalidated), and nothing without one', async () => {
    const fake = serve(status(9, null));
    const view = renderOverlay();
    await waitFor(() => expect(fake.reads).toBe(1));
    expect(screen.queryByText('PROMOVIDO!')).toBeNull();
    fake.current = status(10, 'Soldado 1ª Classe');
    await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.coins }));
    expect(await screen.findByText('PROMOVIDO!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(fake.acks).toEqual([10]));
  });

  it('never asks a trainer', async () => {
    const fake = serve(status(10, 'Soldado 1ª Classe'), 'treinador');
    renderOverlay();
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.reads).toBe(0);
    expect(screen.queryByText('PROMOVIDO!')).toBeNull();
  });
});
