// Runs in a worker thread of the parser pool (parse-in-worker.ts): parses each file it is sent and
// posts the result back. Also an entry point of the compiled server (build.mjs →
// dist/activity-file-worker.js).
import { parentPort } from 'node:worker_threads';
import { parseActivityFileSync } from './parse-activity-file.js';

export type WorkerRequest = { id: number; bytes: Uint8Array; fileName: string };

parentPort?.on('message', ({ id, bytes, fileName }: WorkerRequest) => {
  parentPort?.postMessage({ id, result: parseActivityFileSync(bytes, fileName) });
});
