// The app as `npm start` runs it: the compiled server on the embedded database (PGlite, on disk),
// its idle memory, the encodings it sends, and Lighthouse on the landing and the demo dashboard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { auditPage, type PageScores } from './lighthouse.js';
import { mb, ms, record } from './report.js';
import { rssOf, type ServerProcess, signIn, signInDemo, startServer } from './server-process.js';

// Issue 27: the server's memory 60 s after a fresh start, and after the Lighthouse runs plus a load
// of signed-in reads and sign-ins.
const IDLE_SECONDS = 60;
const RSS_IDLE_TARGET_MB = 300;
const RSS_LOADED_TARGET_MB = 400;
// Lighthouse's variability guide (docs/variability.md in its repository): the median of 5 runs is
// about twice as stable as one run. With 3, on this 2-core machine, one slow run among the
// dashboard's (90–97 a run at load 2) decided the figure.
const RUNS = 5;
const ADMIN_PASSWORD = 'Bench#Admin2025';

export async function embeddedReport(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prontidao-bench-'));
  const started = Date.now();
  const server = await startServer(port, {
    DATA_DIR: join(dataDir, 'pglite'),
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  try {
    let section = 'Memória do servidor embutido (PGlite), como npm start o inicia';
    console.info(`\n${section}`);
    record({ section, label: 'RSS ao responder (migrado, demo semeada)', value: mb(rssOf(server.pid)) });
    await new Promise((r) => setTimeout(r, Math.max(0, started + IDLE_SECONDS * 1000 - Date.now())));
    await memoryReport(section, server, `${IDLE_SECONDS} s após iniciar, ocioso`, RSS_IDLE_TARGET_MB);

    section = 'Compressão';
    console.info(`\n${section}`);
    await encodingReport(section, server.url);

    section = `Lighthouse, celular (mediana de ${RUNS})`;
    console.info(`\n${section}`);
    const cookie = await signInDemo(server.url);
    // Issue 27's targets: the landing 100 in every run (TBT ≤ 50 ms); the dashboard ≥ 98 (its median,
    // as the table measured it) with LCP ≤ 2.0 s.
    pageReport(section, 'landing', await medianAudit(`${server.url}/`), {
      score: 100,
      inEveryRun: true,
      tbtMs: 50,
    });
    pageReport(section, 'dashboard', await medianAudit(`${server.url}/aluno/dashboard`, cookie), {
      score: 98,
      inEveryRun: false,
      lcpMs: 2000,
    });

    section = 'Memória do servidor embutido (PGlite), como npm start o inicia';
    await embeddedLoad(server.url, cookie);
    await memoryReport(section, server, 'após Lighthouse e carga (leituras e logins)', RSS_LOADED_TARGET_MB);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** RSS from the OS, and the process's own split (admin status: heap and outside it — PGlite's memory). */
async function memoryReport(section: string, server: ServerProcess, moment: string, targetMb: number) {
  const rss = rssOf(server.pid);
  const admin = await signIn(server.url, 'admin@prontidao.app', ADMIN_PASSWORD);
  const status = await fetch(`${server.url}/api/rpc/get_system_status`, {
    method: 'POST',
    headers: { cookie: admin, origin: server.url, 'content-type': 'application/json' },
    body: '{}',
  }).then((r) => r.json() as Promise<{ data: { checks: { key: string; detail: string }[] } }>);
  record({
    section,
    label: `RSS ${moment}`,
    value: mb(rss),
    target: `≤ ${targetMb} MB`,
    ok: rss <= targetMb * 1024 * 1024,
    note: status.data.checks.find((c) => c.key === 'memory')?.detail ?? 'sem leitura do processo',
  });
}

/** The embedded server under the work of a busy hour: signed-in reads at 16 connections and sign-ins. */
async function embeddedLoad(url: string, cookie: string): Promise<void> {
  await autocannon({
    url: `${url}/api/rpc/get_perfil_completo`,
    connections: 16,
    duration: 10,
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: '{}',
  });
  for (let i = 0; i < 10; i++) await signInDemo(url);
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
        ok: sent === encoding && /(^|, )Accept-Encoding(,|$)/.test(res.headers.get('vary') ?? ''),
      });
      await res.arrayBuffer();
    }
  }
}

type Audit = PageScores & { runs: number[]; worstTbtMs: number };

/** Lighthouse varies from run to run: the run with the median performance score is reported. */
async function medianAudit(url: string, cookie?: string): Promise<Audit> {
  const runs: PageScores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await auditPage(url, cookie);
    runs.push(run);
    // Each run in the order it ran, with what made its score: an odd run can then be told apart
    // (the first after a start, a busy moment of the machine, one metric).
    console.info(
      `    execução ${i + 1}: desempenho ${run.performance}; LCP ${ms(run.lcpMs)}, FCP ${ms(run.fcpMs)}, TBT ${ms(run.tbtMs)}, resposta do servidor ${ms(run.serverMs)}; benchmarkIndex ${run.benchmarkIndex}, carga ${run.load.toFixed(1)}`,
    );
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(RUNS / 2)] as PageScores;
  return {
    ...median,
    runs: runs.map((r) => r.performance),
    worstTbtMs: Math.max(...runs.map((r) => r.tbtMs)),
  };
}

function pageReport(
  section: string,
  page: string,
  s: Audit,
  target: { score: number; inEveryRun: boolean; lcpMs?: number; tbtMs?: number },
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
  // The median and the lowest run, both printed; the target judges the lowest when it holds in every run.
  const lowest = Math.min(...s.runs);
  record({
    section,
    label: `${page}: desempenho (mediana; pior execução)`,
    value: `${s.performance}; ${lowest}`,
    target: `≥ ${target.score}${target.inEveryRun ? ' em todas' : ' na mediana'}`,
    ok: (target.inEveryRun ? lowest : s.performance) >= target.score,
    note: `execuções ${s.runs.join(', ')}; benchmarkIndex ${s.benchmarkIndex}, carga ${s.load.toFixed(1)} na mediana`,
  });
  score('acessibilidade', s.accessibility, 100);
  score('boas práticas', s.bestPractices, 100);
  record({
    section,
    label: `${page}: LCP / FCP / TBT / CLS (mediana)`,
    value: ms(s.lcpMs),
    ...(target.lcpMs ? { target: `LCP ≤ ${ms(target.lcpMs)}`, ok: s.lcpMs <= target.lcpMs } : {}),
    note: `FCP ${ms(s.fcpMs)}, TBT ${ms(s.tbtMs)}, CLS ${s.clsScore.toFixed(3)}`,
  });
  if (target.tbtMs)
    record({
      section,
      label: `${page}: TBT (mediana; pior execução)`,
      value: `${ms(s.tbtMs)}; ${ms(s.worstTbtMs)}`,
      target: `≤ ${ms(target.tbtMs)}`,
      ok: s.tbtMs <= target.tbtMs,
    });
}
