// The embedded database's memory (issue 27; decision 054). PGlite is PostgreSQL compiled to
// WebAssembly: its memory is one WebAssembly.Memory that grows and never shrinks, and every page
// PostgreSQL zeroes at start stays resident. Measured on the demo (27 MB of data):
// - shared_buffers: PGlite keeps PostgreSQL's 128 MB, allocated and zeroed at start — about 100 MB of
//   resident memory for a buffer pool four times the whole database. 32 MB holds the demo's data and
//   the OS page cache serves the rest (PGlite reads its files through ordinary file calls).
// - initdb: a new data directory is created by a second WebAssembly instance whose ~400 MB stay in
//   the process until a full garbage collection, which an idle server may not run for hours. It runs
//   in a worker thread instead: when the worker ends, its memory goes with it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's shared buffer pool inside PGlite. */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters plus ours (PGlite takes the list whole, so its defaults come first). */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

// A script, not a module file: the same code runs from TypeScript source (tests, tsx) and from the
// compiled server, with PGlite located by the parent.
const INIT_SCRIPT = `
const { workerData } = require('node:worker_threads');
import(workerData.pglite).then(async ({ PGlite }) => {
  const db = await PGlite.create(workerData.dataDir, { startParams: workerData.startParams });
  await db.close();
});
`;

/** Creates a new PGlite data directory (initdb) in a worker thread; an existing one is left alone. */
export async function initDataDirInWorker(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const worker = new Worker(INIT_SCRIPT, {
    eval: true,
    workerData: {
      dataDir,
      pglite: import.meta.resolve('@electric-sql/pglite'),
      startParams: pgliteStartParams(),
    },
    stdout: false,
    stderr: false,
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite: criação da pasta de dados falhou (saída ${code})`)),
    );
  });
}
