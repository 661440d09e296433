// Large files are parsed off the event loop, in a small pool of worker threads (decision 025). Measured
// on the 2-hour FIT of the bench: a fresh worker per file pays its start, the SDK's load and a cold JIT
// on every file (seconds under load, ~7× a warm parse), so workers are kept: at most two, started on
// demand, unreferenced while idle (they never hold the process open) and stopped after 30 s without
// work. A worker that passes its time limit or its heap ceiling is terminated and replaced; only its
// own file gets the refusal. Small files (up to 128 KB) are parsed in place.
//
// The worker is the TypeScript file next to this one when running from source (tsx in dev, vitest),
// and dist/activity-file-worker.js, the second entry point of build.mjs, in the compiled server.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseActivityFile } from './parse-activity-file.js';
import { REASONS } from './reasons.js';
import type { ParseResult } from './types.js';

/**
 * Above this size a file goes to a worker. Measured warm, in place: fast-xml-parser takes 0.3–1.4 s per
 * MB of GPX (the 394 KB Strava export: 100–530 ms), the FIT SDK 0.5–1.2 s per MB; a 1 MB threshold would
 * have held the event loop for up to a second. Below 128 KB a parse stays under ~50–100 ms.
 */
export const WORKER_THRESHOLD_BYTES = 128 * 1024;
const MAX_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
const IDLE_MS = 30_000;
/**
 * Heap ceiling of a worker: a 20 MB GPX needs about 200 MB; the FIT SDK keeps ~20 bytes of heap per byte
 * of file (11 MB for a 535 KB, 28,800-record run), so a 20 MB FIT — over a million records, days of
 * recording — needs about 400 MB.
 */
const MAX_HEAP_MB = 768;

export type WorkerOptions = {
  /** Stop the worker after this long on one file (default 60 s). */
  timeoutMs?: number;
  /** Use a worker whatever the size (tests, bench). */
  force?: boolean;
};

type Job = {
  bytes: Uint8Array;
  fileName: string;
  timeoutMs: number;
  resolve: (result: ParseResult) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

const queue: Job[] = [];
const slots: Slot[] = [];
let nextId = 1;

export function parseActivityFileInWorker(
  bytes: Uint8Array,
  fileName: string,
  { timeoutMs = 60_000, force = false }: WorkerOptions = {},
): Promise<ParseResult> {
  if (!force && bytes.length <= WORKER_THRESHOLD_BYTES) return parseActivityFile(bytes, fileName);
  return new Promise<ParseResult>((resolve, reject) => {
    queue.push({ bytes, fileName, timeoutMs, resolve, reject });
    dispatch();
  });
}

/** Stops every worker (tests, shutdown). Files in flight get the generic refusal. */
export async function closeParserPool(): Promise<void> {
  await Promise.all(slots.splice(0).map((slot) => finish(slot, { ok: false, reason: REASONS.failed })));
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.job === null) ?? (slots.length < MAX_WORKERS ? spawn() : undefined);
    if (!slot) return;
    const job = queue.shift() as Job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => void finish(slot, { ok: false, reason: REASONS.tooLong }), job.timeoutMs);
    slot.worker.postMessage({ id: nextId++, bytes: job.bytes, fileName: job.fileName });
  }
}

function spawn(): Slot {
  const { entry, evalCode } = workerEntry();
  const worker = new Worker(entry, {
    eval: evalCode,
    resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  const slot: Slot = { worker, job: null, timer: null };
  slots.push(slot);
  worker.on('message', ({ result }: { result: ParseResult }) => {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void finish(slot), IDLE_MS);
    slot.timer.unref();
    worker.unref();
    job.resolve(result);
    dispatch();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') void finish(slot, { ok: false, reason: REASONS.tooBig });
    // A worker that cannot start (a missing build file) is our bug, not the user's file: let it surface.
    else void finish(slot, error);
  });
  worker.on('exit', () => void finish(slot, { ok: false, reason: REASONS.failed }));
  return slot;
}

/** Removes the worker from the pool, answers its file (if any) and starts the next in line. */
async function finish(slot: Slot, outcome?: ParseResult | Error): Promise<void> {
  const at = slots.indexOf(slot);
  if (at >= 0) slots.splice(at, 1);
  if (slot.timer) clearTimeout(slot.timer);
  const job = slot.job;
  slot.job = null;
  if (job && outcome) {
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }
  dispatch();
  await slot.worker.terminate();
}

function fromSource(): boolean {
  return import.meta.url.endsWith('.ts');
}

/**
 * Compiled: the bundled worker file. From source: a one-line bootstrap that loads the TypeScript worker
 * through tsx's API (a loader passed with --import does not reach a worker's entry on Node 20).
 */
function workerEntry(): { entry: URL | string; evalCode: boolean } {
  if (!fromSource()) return { entry: new URL('./activity-file-worker.js', import.meta.url), evalCode: false };
  // tsx's ESM API (the 'import' condition of 'tsx/esm/api'), located from its package.json.
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./activity-file-worker.ts', import.meta.url).href;
  return {
    entry: `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`,
    evalCode: true,
  };
}
