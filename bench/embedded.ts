// The app as `npm start` runs it: the compiled server on the embedded database (PGlite, on disk),
// its idle memory, the encodings it sends, and Lighthouse on the landing and the demo dashboard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditPage, type PageScores } from './lighthouse.js';
import { mb, ms, record } from './report.js';
import { rssOf, signInDemo, startServer } from './server-process.js';

const IDLE_SECONDS = 10;
// Lighthouse's variability guide (docs/variability.md in its repository): the median of 5 runs is
// about twice as stable as one run. With 3, on this 2-core machine, one slow run among the
// dashboard's (90–97 a run at load 2) decided the figure.
const RUNS = 5;

export async function embeddedReport(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prontidao-bench-'));
  const server = await startServer(port, { DATA_DIR: join(dataDir, 'pglite') });
  try {
    let section = 'Memória do servidor embutido (PGlite)';
    console.info(`\n${section}`);
    record({ section, label: 'RSS após iniciar (migrado, demo semeada)', value: mb(rssOf(server.pid)) });
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    record({ section, label: `RSS após ${IDLE_SECONDS} s ocioso`, value: mb(rssOf(server.pid)) });

    section = 'Compressão';
    console.info(`\n${section}`);
    await encodingReport(section, server.url);

    section = `Lighthouse, celular (mediana de ${RUNS})`;
    console.info(`\n${section}`);
    const cookie = await signInDemo(server.url);
    pageReport(section, 'landing', await medianAudit(`${server.url}/`), 98);
    pageReport(section, 'dashboard', await medianAudit(`${server.url}/aluno/dashboard`, cookie), 95);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The entry script and the page shell, asked for as a browser does: which encoding comes back. */
async function encodingReport(section: string, url: string): Promise<void> {
  // A page without its own shell: the landing's starts its scripts from a loader after the paint.
  const shell = await fetch(`${url}/auth`, { headers: { 'accept-encoding': 'identity' } }).then((r) =>
    r.text(),
  );
  // The last module script: index.html may list the entry's runtime chunk before the entry.
  const entry = [...shell.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].at(-1)?.[1] ?? '';
  for (const [label, path] of [
    ['script de entrada', entry],
    ['página (HTML)', '/'],
  ] as const) {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(url + path, { headers: { 'accept-encoding': encoding } });
      const sent = res.headers.get('content-encoding');
      record({
        section,
        label: `${label}, Accept-Encoding: ${encoding}`,
        value: `${sent ?? 'nenhuma'}, ${(Number(res.headers.get('content-length')) / 1024).toFixed(1)} KB`,
        target: `${encoding} + Vary`,
        ok: sent === encoding && res.headers.get('vary') === 'Accept-Encoding',
      });
      await res.arrayBuffer();
    }
  }
}

/** Lighthouse varies from run to run: the run with the median performance score is reported. */
async function medianAudit(url: string, cookie?: string): Promise<PageScores & { runs: number[] }> {
  const runs: PageScores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditPage(url, cookie));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(RUNS / 2)] as PageScores;
  console.info(
    `    desempenho nas ${RUNS} execuções: ${runs.map((r) => `${r.performance} (benchmarkIndex ${r.benchmarkIndex}, carga ${r.load.toFixed(1)})`).join(', ')}`,
  );
  return { ...median, runs: runs.map((r) => r.performance) };
}

function pageReport(
  section: string,
  page: string,
  s: PageScores & { runs: number[] },
  performanceTarget: number,
): void {
  const score = (label: string, value: number, target: number, note?: string) =>
    record({
      section,
      label: `${page}: ${label}`,
      value: String(value),
      target: `≥ ${target}`,
      ok: value >= target,
      ...(note ? { note } : {}),
    });
  score(
    'desempenho',
    s.performance,
    performanceTarget,
    `execuções ${s.runs.join(', ')}; benchmarkIndex ${s.benchmarkIndex}, carga ${s.load.toFixed(1)} na mediana`,
  );
  score('acessibilidade', s.accessibility, 100);
  score('boas práticas', s.bestPractices, 100);
  record({
    section,
    label: `${page}: LCP / FCP / TBT / CLS`,
    value: ms(s.lcpMs),
    note: `FCP ${ms(s.fcpMs)}, TBT ${ms(s.tbtMs)}, CLS ${s.clsScore.toFixed(3)}`,
  });
}
