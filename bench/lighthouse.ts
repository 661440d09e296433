import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  clsScore: number;
  /** The page's own response time as Lighthouse observed it (its 'server-response-time' audit). */
  serverMs: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster): compare readings by it. */
  benchmarkIndex: number;
  /** The machine's 1-minute load average as the run started. */
  load: number;
};

/**
 * Lighthouse's default (mobile, simulated throttling) run of one page in Debian's Chromium. A run
 * whose trace came out broken (NO_NAVSTART, which Lighthouse itself says to run again; seen on the
 * busy shared machine) is run once more.
 */
export async function auditPage(url: string, cookie?: string): Promise<PageScores> {
  try {
    return await auditOnce(url, cookie);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    console.warn(`    ${url}: rastro sem início de navegação (NO_NAVSTART); repetindo a execução`);
    return auditOnce(url, cookie);
  }
}

async function auditOnce(url: string, cookie?: string): Promise<PageScores> {
  const load = loadavg()[0] ?? 0;
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse não retornou resultado para ${url}`);
    const { categories, audits, finalDisplayedUrl, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse em ${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (runWarnings.length) console.warn(runWarnings.join('\n'));
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} redirecionou para ${finalDisplayedUrl}`);
    if (process.env.BENCH_DETAILS) printDetails(audits);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      clsScore: metric('cumulative-layout-shift'),
      serverMs: metric('server-response-time'),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      load,
    };
  } finally {
    chrome.kill();
  }
}

type AuditMap = Record<string, { details?: unknown } | undefined>;

/** BENCH_DETAILS=1: what blocked the main thread (long tasks, script time per file) below each run. */
function printDetails(audits: AuditMap) {
  const items = (id: string) => (audits[id]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const ms = (value: unknown) => Math.round(Number(value));
  const path = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  for (const task of items('long-tasks').slice(0, 12))
    console.info(`    tarefa longa ${ms(task.startTime)} ms +${ms(task.duration)} ms ${path(task.url)}`);
  for (const group of items('mainthread-work-breakdown'))
    console.info(`    trabalho: ${group.groupLabel}: ${ms(group.duration)} ms`);
  for (const script of items('bootup-time').slice(0, 6))
    console.info(
      `    script ${path(script.url)}: ${ms(script.scripting)} ms de execução, ${ms(script.total)} ms no total`,
    );
}
