import type { PendingActivity } from '../pending-activity';
import { deletePending, readAllPending } from '../pending-db';
import { enqueuePending, refreshPending } from '../pending-store';

/** Empties the device's queue (fake-indexeddb) between tests. */
export async function clearQueue(): Promise<void> {
  for (const item of await readAllPending()) await deletePending(item.client_key);
  await refreshPending();
}

let counter = 0;

/** A queued swim of `userId`, saved `minutesAgo` minutes before 2026-11-23 12:00 UTC. */
export function pendingSwim(
  userId = 'u1',
  minutesAgo = 0,
  overrides: Partial<PendingActivity> = {},
): PendingActivity {
  counter++;
  const key = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    client_key: key,
    user_id: userId,
    input: {
      p_activity_type: 'SWIM',
      p_value_primary: 1000 + counter,
      p_value_secondary: 1200,
      p_workout_date: '2026-11-23',
      p_client_key: key,
    },
    created_at: new Date(Date.parse('2026-11-23T12:00:00Z') - minutesAgo * 60_000).toISOString(),
    status: 'pending',
    error: null,
    ...overrides,
  };
}

export async function queue(...items: PendingActivity[]): Promise<void> {
  for (const item of items) await enqueuePending(item);
}
