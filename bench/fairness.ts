// Fairness on the embedded database (issue 28 §1): the compiled server on PGlite (on disk), and
// 20 people × 2 concurrent writers of insert_training_activity for 20 s from a process of their
// own (fairness-load.ts). Per person: how many answers each got (the fewest against the mean:
// nobody starved) and the p99 of every call — target ≤ 1 s.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from './report.js';
import { startServer } from './server-process.js';

const PEOPLE = 20;
const WRITERS = 2;
const SECONDS = 20;
const PASSWORD = 'Treino#Forte2025';

export async function fairnessReport(port: number): Promise<void> {
  const section = `Equidade no PGlite (${PEOPLE} pessoas × ${WRITERS} gravações simultâneas, ${SECONDS} s)`;
  console.info(`\n${section}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'prontidao-bench-fair-'));
  const server = await startServer(port, {
    DATA_DIR: join(dataDir, 'pglite'),
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < PEOPLE; i++) cookies.push(await signUp(server.url, `equidade-${i}@exemplo.com`));
    const { completions, latencies, failures, limitedAfter } = await load(server.url, cookies);
    const mean = completions.reduce((a, b) => a + b, 0) / PEOPLE;
    const min = Math.min(...completions);
    const p99 = latencies[Math.floor(0.99 * (latencies.length - 1))] ?? 0;
    record({
      section,
      label: 'respostas por pessoa (mín / média)',
      value: `${min} / ${mean.toFixed(1)}`,
      target: 'mín ≥ 70 % da média',
      ok: min >= 0.7 * mean && failures === 0,
      note: `máx ${Math.max(...completions)}, ${failures} falhas; ${
        limitedAfter === null
          ? `${SECONDS} s`
          : `parou em ${limitedAfter.toFixed(1)} s, quando a primeira pessoa chegou ao limite de gravações`
      }`,
    });
    record({
      section,
      label: 'insert_training_activity, cada chamada',
      value: `p99 ${(p99 / 1000).toFixed(2)} s`,
      target: 'p99 ≤ 1 s',
      ok: p99 <= 1000,
      note: `p50 ${(latencies[Math.floor(0.5 * (latencies.length - 1))] ?? 0).toFixed(0)} ms, ${latencies.length} chamadas`,
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs a person up, confirms the address through the demo's outbox, signs in: the Cookie header. */
async function signUp(url: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await (await post('/api/auth/sign-up/email', { name: 'Equidade', email, password: PASSWORD })).text();
  for (let waited = 0; waited < 15_000; waited += 100) {
    const outbox = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      data: { text_body: string }[];
    };
    const link = /https?:\/\/\S+/.exec(outbox.data[0]?.text_body ?? '')?.[0];
    const token = link ? new URL(link).searchParams.get('token_hash') : null;
    if (token) {
      await (await fetch(`${url}/api/auth/verify-email?token=${encodeURIComponent(token)}`)).text();
      const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
      if (!signIn.ok) throw new Error(`login de ${email}: HTTP ${signIn.status}`);
      return signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`sem e-mail de confirmação para ${email}`);
}

/** Runs fairness-load.ts in a new process: the writers start on a fresh HTTP client. */
function load(url: string, cookies: string[]) {
  const script = new URL('./fairness-load.ts', import.meta.url).pathname;
  const env = { ...process.env, LOAD: JSON.stringify({ url, cookies, seconds: SECONDS, writers: WRITERS }) };
  return new Promise<{
    completions: number[];
    latencies: number[];
    failures: number;
    limitedAfter: number | null;
  }>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', script],
      { env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await fairnessReport(Number(process.env.BENCH_PORT ?? 3310));
  (await import('./report.js')).printSummary();
}
