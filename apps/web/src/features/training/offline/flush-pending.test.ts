import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { flushPendingActivities } from './flush-pending';
import { readAllPending } from './pending-db';
import { fakeInsertServer } from './testing/fake-insert-server';
import { clearQueue, pendingSwim, queue } from './testing/queue-fixtures';

let api: ReturnType<typeof fakeInsertServer>;

beforeEach(async () => {
  await clearQueue();
  api = fakeInsertServer();
  server.use(api.handler);
});
afterEach(() => vi.unstubAllGlobals());

const keysLeft = async () => (await readAllPending()).map((item) => item.client_key);

describe('flushPendingActivities', () => {
  it('sends the person’s queue oldest first, each with its key, and empties it', async () => {
    const newer = pendingSwim('u1', 1);
    const older = pendingSwim('u1', 5);
    await queue(newer, older);

    expect(await flushPendingActivities('u1')).toEqual({ sent: 2, failed: 0 });

    expect(api.calls.map((call) => call.p_client_key)).toEqual([older.client_key, newer.client_key]);
    expect(api.calls[0]).toEqual(older.input);
    expect(await keysLeft()).toEqual([]);
  });

  it('leaves another person’s activities on the device, unsent', async () => {
    const mine = pendingSwim('u1');
    const theirs = pendingSwim('u2');
    await queue(mine, theirs);

    await flushPendingActivities('u1');

    expect(api.calls.map((call) => call.p_client_key)).toEqual([mine.client_key]);
    expect(await keysLeft()).toEqual([theirs.client_key]);
  });

  it('stops at the first unanswered send and keeps it and the rest for the next flush', async () => {
    const first = pendingSwim('u1', 3);
    const second = pendingSwim('u1', 2);
    await queue(first, second);
    api.failNext('network');

    expect(await flushPendingActivities('u1')).toEqual({ sent: 0, failed: 0 });
    expect(api.calls).toHaveLength(1);
    expect(await keysLeft()).toEqual([first.client_key, second.client_key]);

    expect(await flushPendingActivities('u1')).toEqual({ sent: 2, failed: 0 });
    expect(api.written.size).toBe(2);
  });

  it('keeps the queue on a server failure (5xx) and on an ended session (401)', async () => {
    const item = pendingSwim('u1');
    await queue(item);
    api.failNext(
      { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível.' },
      { status: 401, code: 'UNAUTHENTICATED', message: 'Entre novamente.' },
    );

    await flushPendingActivities('u1');
    await flushPendingActivities('u1');

    const [left] = await readAllPending();
    expect(left).toMatchObject({ client_key: item.client_key, status: 'pending', error: null });
  });

  it('marks a refused activity (4xx) failed with the server’s message and goes on with the next', async () => {
    const refused = pendingSwim('u1', 2);
    const fine = pendingSwim('u1', 1);
    await queue(refused, fine);
    const error = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Insira valores válidos para distância e tempo.',
    };
    api.failNext(error);

    expect(await flushPendingActivities('u1')).toEqual({ sent: 1, failed: 1 });

    expect(await readAllPending()).toEqual([
      { ...refused, status: 'failed', error: { code: error.code, message: error.message } },
    ]);
    // A failed activity is not sent again: the person reads the message and deletes it.
    await flushPendingActivities('u1');
    expect(api.calls).toHaveLength(2);
  });

  it('writes once when the server wrote but its answer was lost: the retry is a duplicate', async () => {
    const item = pendingSwim('u1');
    await queue(item);
    api.failNext('lost-answer');

    await flushPendingActivities('u1');
    expect(api.written.size).toBe(1);
    expect(await keysLeft()).toEqual([item.client_key]);

    expect(await flushPendingActivities('u1')).toEqual({ sent: 1, failed: 0 });
    expect(api.calls.map((call) => call.p_client_key)).toEqual([item.client_key, item.client_key]);
    expect(api.written.size).toBe(1);
    expect(await keysLeft()).toEqual([]);
  });

  it('never sends an activity twice when flushes start together', async () => {
    await queue(pendingSwim('u1', 2), pendingSwim('u1', 1));

    const outcomes = await Promise.all([flushPendingActivities('u1'), flushPendingActivities('u1')]);

    expect(api.calls).toHaveLength(2);
    expect(outcomes.map((outcome) => outcome.sent).sort()).toEqual([0, 2]);
  });

  it('holds the Web Lock shared by the app’s tabs while it sends', async () => {
    const held: string[] = [];
    const request = vi.fn(async (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, onLine: true, locks: { request } });
    await queue(pendingSwim('u1'));

    expect(await flushPendingActivities('u1')).toEqual({ sent: 1, failed: 0 });
    expect(held).toEqual(['prontidao-pending-activities']);
  });
});
