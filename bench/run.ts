// npm run bench: every speed figure of the platform issue in one run, each next to its target.
// Needs the build (npm run build: web + compiled server), Debian's Chromium and, for the load
// part, PostgreSQL at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// a throw-away database is created and dropped).
import { apiLatencyReport } from './api-latency.js';
import { bundleReport } from './bundle.js';
import { embeddedReport } from './embedded.js';
import { loadReport } from './load.js';
import { printSummary } from './report.js';

const PORT = Number(process.env.BENCH_PORT ?? 3300);

bundleReport();
await embeddedReport(PORT);
await loadReport(PORT + 1);
await apiLatencyReport();
printSummary();
