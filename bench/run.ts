// npm run bench: every speed figure the issues ask for in one run, each next to its target.
// Needs the build (npm run build: web + compiled server), Debian's Chromium and, for the load
// part, PostgreSQL at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// a throw-away database is created and dropped).
import { cpus, loadavg } from 'node:os';
import { activityFilesReport } from './activity-files.js';
import { adminReport } from './admin.js';
import { apiLatencyReport } from './api-latency.js';
import { bundleReport } from './bundle.js';
import { embeddedReport } from './embedded.js';
import { fairnessReport } from './fairness.js';
import { loadReport } from './load.js';
import { rankingsReport } from './rankings.js';
import { printSummary, record } from './report.js';
import { trainingReport } from './training.js';
import { webhookReport } from './webhook.js';

const PORT = Number(process.env.BENCH_PORT ?? 3300);

/** Other work on the machine skews every timing (Lighthouse's TBT most): say how busy it was. */
function machineLoad(moment: string): void {
  const [one, five] = loadavg();
  record({
    section: 'Máquina',
    label: `carga média (uptime) ${moment}`,
    value: `${one?.toFixed(1)} / ${five?.toFixed(1)}`,
    note: `1 min / 5 min, ${cpus().length} núcleos`,
  });
}

// BENCH_ONLY=embedded,load runs only those parts (a quick look at one figure); all by default.
const only = process.env.BENCH_ONLY?.split(',');
const parts: [string, () => unknown][] = [
  ['bundle', bundleReport],
  ['embedded', () => embeddedReport(PORT)],
  ['load', () => loadReport(PORT + 1)],
  ['fairness', () => fairnessReport(PORT + 2)],
  ['api', apiLatencyReport],
  ['training', trainingReport],
  ['activity-files', activityFilesReport],
  ['webhook', webhookReport],
  // 100,000 people and 5,000,000 activities: about 6 minutes on 2 cores (BENCH_RANKING_SCALE=0.05 for a quick look).
  ['rankings', () => rankingsReport(Number(process.env.BENCH_RANKING_SCALE ?? 1))],
  ['admin', () => adminReport(Number(process.env.BENCH_ADMIN_SCALE ?? 1))],
];

machineLoad('no início');
for (const [name, run] of parts) if (!only || only.includes(name)) await run();
machineLoad('no fim');
printSummary();
