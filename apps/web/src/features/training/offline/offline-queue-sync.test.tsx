import 'fake-indexeddb/auto';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { server } from '@/testing/msw-server';
import { OfflineQueueSync } from './offline-queue-sync';
import { readAllPending } from './pending-db';
import { fakeInsertServer } from './testing/fake-insert-server';
import { clearQueue, pendingSwim, queue } from './testing/queue-fixtures';
import { sessionClient } from './testing/render-with-session';

let api: ReturnType<typeof fakeInsertServer>;

beforeEach(async () => {
  await clearQueue();
  api = fakeInsertServer();
  server.use(api.handler);
});
afterEach(() => vi.restoreAllMocks());

function renderSync() {
  const { queryClient, wrapper } = sessionClient('u1');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(<OfflineQueueSync userId="u1" />, { wrapper });
  return { invalidate };
}

describe('<OfflineQueueSync />', () => {
  it('sends what waits when the app starts, then refreshes history and coins', async () => {
    const item = pendingSwim('u1');
    await queue(item);

    const { invalidate } = renderSync();

    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.coins }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.trainingActivities });
    expect(api.calls.map((call) => call.p_client_key)).toEqual([item.client_key]);
    expect(await readAllPending()).toEqual([]);
  });

  it('waits while offline and sends when the `online` event comes', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await queue(pendingSwim('u1'));
    const { invalidate } = renderSync();
    await act(async () => {});
    expect(api.calls).toEqual([]);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(api.written.size).toBe(1));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.trainingActivities }));
    expect(await readAllPending()).toEqual([]);
  });

  it('sends when the app comes back to the screen', async () => {
    renderSync();
    await act(async () => {});
    await queue(pendingSwim('u1'));

    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(api.written.size).toBe(1));
  });

  it('does not refresh anything when there was nothing to send', async () => {
    const { invalidate } = renderSync();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(api.calls).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
