import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import { server } from '@/testing/msw-server';
import type { LogActivityInput, SaveOutcome } from './pending-activity';
import { readAllPending } from './pending-db';
import { withClientKey } from './queue-activity';
import { fakeInsertServer } from './testing/fake-insert-server';
import { clearQueue } from './testing/queue-fixtures';
import { sessionClient } from './testing/render-with-session';
import { useLogActivity } from './use-log-activity';

const swim: LogActivityInput = { p_activity_type: 'SWIM', p_value_primary: 1000, p_value_secondary: 1260 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: ReturnType<typeof fakeInsertServer>;

beforeEach(async () => {
  await clearQueue();
  api = fakeInsertServer();
  server.use(api.handler);
});
afterEach(() => vi.restoreAllMocks());

function renderSave() {
  const session = sessionClient('u1');
  const invalidate = vi.spyOn(session.queryClient, 'invalidateQueries');
  const { result } = renderHook(() => useLogActivity(), { wrapper: session.wrapper });
  const save = async (input: LogActivityInput) => {
    let outcome: SaveOutcome | undefined;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    return outcome;
  };
  /** What `save` rejected with. */
  const refusal = async (input: LogActivityInput) => {
    let error: unknown;
    await act(async () => {
      error = await result.current.save(input).then(
        () => undefined,
        (reason: unknown) => reason,
      );
    });
    return error;
  };
  return { save, refusal, invalidate, result };
}

const goOffline = () => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);

describe('useLogActivity', () => {
  it('online: sends the activity with a new client key and refreshes history and coins', async () => {
    const { save, invalidate } = renderSave();

    const outcome = await save(swim);

    expect(outcome).toMatchObject({
      queued: false,
      result: { duplicate: false, activity: { value_primary: 1000 } },
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.p_client_key).toMatch(UUID);
    expect(await readAllPending()).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.trainingActivities });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.coins });
  });

  it('makes a different key for every save', async () => {
    const { save } = renderSave();
    await save(swim);
    await save(swim);
    expect(new Set(api.calls.map((call) => call.p_client_key)).size).toBe(2);
  });

  it('offline: sends nothing, queues the activity as pendente and resolves { queued: true }', async () => {
    goOffline();
    const { save, invalidate } = renderSave();

    const outcome = await save({ ...swim, p_notes: 'Piscina do clube' });

    expect(api.calls).toEqual([]);
    expect(outcome?.queued).toBe(true);
    const [stored] = await readAllPending();
    expect(stored).toMatchObject({ user_id: 'u1', status: 'pending', error: null });
    expect(stored?.input).toMatchObject({ ...swim, p_notes: 'Piscina do clube' });
    expect(stored?.client_key).toMatch(UUID);
    expect(stored?.input.p_client_key).toBe(stored?.client_key);
    expect(outcome).toEqual({ queued: true, pending: stored });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer (network error)', 'network' as const],
    [
      'a server failure (503)',
      { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível.' },
    ],
    ['an answer lost after the server wrote', 'lost-answer' as const],
  ])('queues with the key it already sent after %s', async (_, failure) => {
    api.failNext(failure);
    const { save } = renderSave();

    const outcome = await save(swim);

    expect(outcome?.queued).toBe(true);
    const [stored] = await readAllPending();
    expect(stored?.client_key).toBe(api.calls[0]?.p_client_key);
  });

  it('a refusal (4xx) rejects with the server’s message and queues nothing', async () => {
    const message = 'Insira valores válidos para distância e tempo.';
    api.failNext({ status: 400, code: 'VALIDATION_FAILED', message });
    const { refusal } = renderSave();

    const error = await refusal(swim);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message });
    expect(await readAllPending()).toEqual([]);
  });

  it('offline, an input the server would refuse is refused now, not queued', async () => {
    goOffline();
    const { refusal } = renderSave();

    const error = await refusal({ p_activity_type: 'SWIM', p_value_primary: 10_000, p_value_secondary: 300 });

    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(api.calls).toEqual([]);
    expect(await readAllPending()).toEqual([]);
  });
});

describe('withClientKey', () => {
  it('fixes the workout day at the moment of saving, in São Paulo (01:30 UTC is still the day before)', () => {
    const input = withClientKey(swim, new Date('2026-11-24T01:30:00Z'));
    expect(input.p_workout_date).toBe('2026-11-23');
    expect(input.p_client_key).toMatch(UUID);
  });

  it('keeps a day the person chose', () => {
    expect(withClientKey({ ...swim, p_workout_date: '2026-11-20' }).p_workout_date).toBe('2026-11-20');
  });
});
