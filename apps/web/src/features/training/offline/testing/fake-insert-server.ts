import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import { HttpResponse, http } from 'msw';
import type { RpcOutput } from '@/lib/rpc';
import type { QueuedActivityInput } from '../pending-activity';

// insert_training_activity as the server answers it (idempotent by p_client_key, answers typed by the
// call catalogue), for the web tests of the offline queue. Not rpcHandler: `failNext` must also be
// able to drop the connection (no answer, or an answer lost after the server wrote).

export type Failure =
  | 'network'
  /** The server writes the activity, but its answer never reaches the device. */
  | 'lost-answer'
  | { status: number; code: string; message: string };

export function fakeInsertServer() {
  const written = new Map<string, TrainingActivity>();
  const failures: Failure[] = [];
  const calls: QueuedActivityInput[] = [];

  const write = (input: QueuedActivityInput): RpcOutput<'insert_training_activity'> => {
    const existing = written.get(input.p_client_key);
    const activity: TrainingActivity = existing ?? {
      id: `a${written.size + 1}`,
      activity_type: input.p_activity_type,
      source: 'manual',
      value_primary: input.p_value_primary ?? null,
      value_secondary: input.p_value_secondary ?? null,
      duration_minutes: input.p_duration_minutes ?? null,
      exercise: input.p_exercise ?? null,
      sets: input.p_sets ?? null,
      workout_date: input.p_workout_date,
      notes: input.p_notes ?? null,
      average_heartrate: null,
      max_heartrate: null,
      average_cadence: null,
      has_route: false,
      coins: 0,
      editable: true,
      created_at: '2026-11-23T10:00:00.000Z',
    };
    written.set(input.p_client_key, activity);
    const base = { activity, coins_earned: 0, bonus: 0, balance: 0, workouts: written.size, promotion: null };
    return { ...base, duplicate: existing !== undefined };
  };

  const handler = http.post('http://localhost:3000/api/rpc/insert_training_activity', async ({ request }) => {
    const input = (await request.json()) as QueuedActivityInput;
    calls.push(input);
    const failure = failures.shift();
    if (failure === 'network') return HttpResponse.error();
    if (failure === 'lost-answer') {
      write(input);
      return HttpResponse.error();
    }
    if (failure) {
      return HttpResponse.json(
        { error: { code: failure.code, message: failure.message } },
        { status: failure.status },
      );
    }
    return HttpResponse.json({ data: write(input) });
  });

  return {
    handler,
    /** Activities the server holds, one per client key. */
    written,
    /** Every body received, retries included. */
    calls,
    failNext: (...next: Failure[]) => failures.push(...next),
  };
}
