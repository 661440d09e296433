import type { PendingActivity } from './pending-activity';

// The device's queue of activities not yet sent: one IndexedDB object store keyed by the client key.
// IndexedDB (not localStorage) because it survives the app being closed and is shared by every tab.

const DB_NAME = 'prontidao-offline';
const STORE = 'pending-activities';
const UNAVAILABLE = 'Não foi possível guardar o treino no aparelho (armazenamento indisponível).';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error(UNAVAILABLE);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'client_key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app upgrading the database in another tab: let it, reopen next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(UNAVAILABLE));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // Resolved only once the transaction is committed: a put is on disk when the caller goes on.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error(UNAVAILABLE));
  });
}

/** Every queued activity of this device (every person), oldest first. */
export async function readAllPending(): Promise<PendingActivity[]> {
  const items = await run<PendingActivity[]>('readonly', (store) => store.getAll());
  return items.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function writePending(item: PendingActivity): Promise<void> {
  await run('readwrite', (store) => store.put(item));
}

export async function deletePending(clientKey: string): Promise<void> {
  await run('readwrite', (store) => store.delete(clientKey));
}
