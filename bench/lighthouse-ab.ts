// Two (or more) web builds side by side under Lighthouse, on a busy shared machine:
//   tsx bench/lighthouse-ab.ts <dist-a> <dist-b> [...]   (BENCH_ROUNDS=4, BENCH_PAGES=landing,dashboard)
// Each build is served by the compiled server (npm run build) with WEB_DIST pointing at it, on its own
// port from BENCH_PORT (3300) and its own embedded database. Rounds take the builds in turns, the
// order flipped every round (ABBA): on this machine the run that goes second in a pair did worse.
// Prints every run and, per page and build, the medians and the load average during the runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { auditPage, type PageScores } from './lighthouse.js';
import { type ServerProcess, signInDemo, startServer } from './server-process.js';

const dists = process.argv.slice(2).map((dist) => resolve(dist));
if (dists.length < 2) throw new Error('uso: tsx bench/lighthouse-ab.ts <dist-a> <dist-b> [...]');
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const pages = (process.env.BENCH_PAGES ?? 'landing,dashboard').split(',');
const port = Number(process.env.BENCH_PORT ?? 3300);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'prontidao-ab-'));
const servers: (ServerProcess & { cookie: string })[] = [];
const runs = new Map<string, PageScores[]>();
try {
  for (const [i, dist] of dists.entries()) {
    const server = await startServer(port + i, { WEB_DIST: dist, DATA_DIR: join(dataDir, String(i)) });
    servers.push({ ...server, cookie: await signInDemo(server.url) });
  }
  for (let round = 0; round < rounds; round++) {
    const order = dists.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const page of pages)
      for (const i of order) {
        const server = servers[i];
        if (!server) continue;
        const scores =
          page === 'landing'
            ? await auditPage(`${server.url}/`)
            : await auditPage(`${server.url}/aluno/dashboard`, server.cookie);
        const key = `${page} ${dists[i]}`;
        runs.set(key, [...(runs.get(key) ?? []), scores]);
        console.info(
          `${round} ${key}: ${scores.performance} (LCP ${Math.round(scores.lcpMs)}, TBT ${Math.round(scores.tbtMs)}, FCP ${Math.round(scores.fcpMs)}; a11y ${scores.accessibility}, bp ${scores.bestPractices}; benchmarkIndex ${scores.benchmarkIndex}, carga ${scores.load.toFixed(1)})`,
        );
      }
  }
} finally {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const [key, list] of runs) {
  const m = (pick: (run: PageScores) => number) => Math.round(median(list.map(pick)));
  console.info(
    `MEDIANA ${key}: ${m((r) => r.performance)} (${list.map((r) => r.performance).join(', ')}), LCP ${m((r) => r.lcpMs)}, TBT ${m((r) => r.tbtMs)}, FCP ${m((r) => r.fcpMs)}, benchmarkIndex ${m((r) => r.benchmarkIndex)}, carga ${Math.min(...list.map((r) => r.load)).toFixed(1)}–${Math.max(...list.map((r) => r.load)).toFixed(1)}`,
  );
}
