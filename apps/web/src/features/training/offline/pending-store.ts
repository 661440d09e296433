import type { PendingActivity } from './pending-activity';
import { deletePending, readAllPending, writePending } from './pending-db';

// The queue as React reads it (useSyncExternalStore): a snapshot of the database, refreshed after
// every change made here and whenever another tab of the app says it changed the queue.

const EMPTY: readonly PendingActivity[] = [];
let snapshot: readonly PendingActivity[] = EMPTY;
let isLoaded = false;
const listeners = new Set<() => void>();

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('prontidao-pending-activities');
channel?.addEventListener('message', () => void reload(false));

async function reload(announce = true): Promise<void> {
  try {
    snapshot = await readAllPending();
  } catch {
    snapshot = EMPTY;
  }
  isLoaded = true;
  for (const listener of listeners) listener();
  if (announce) channel?.postMessage('changed');
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  if (!isLoaded) void reload(false);
  return () => {
    listeners.delete(listener);
  };
}

export const getPendingSnapshot = (): readonly PendingActivity[] => snapshot;

/** Reads the queue again (app start, another tab, tests). */
export const refreshPending = (): Promise<void> => reload(false);

export async function enqueuePending(item: PendingActivity): Promise<void> {
  await writePending(item);
  await reload();
}

export async function removePending(clientKey: string): Promise<void> {
  await deletePending(clientKey);
  await reload();
}

export async function markPendingFailed(
  item: PendingActivity,
  error: PendingActivity['error'],
): Promise<void> {
  await writePending({ ...item, status: 'failed', error });
  await reload();
}
