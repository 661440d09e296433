import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAIN = new URL('../apps/server/dist/main.js', import.meta.url).pathname;

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

/** Starts the compiled server (as `npm start` runs it) and waits for /api/health. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`servidor saiu (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid ?? 0, stop: () => stop(child) };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop(child);
  throw new Error(`servidor não respondeu em 60 s:\n${stderr}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

/** Signs the seeded demo candidate in; returns the Cookie header for its session. */
export async function signInDemo(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@prontidao.app', password: 'Demo#TAF2025' }),
  });
  if (!res.ok) throw new Error(`login da demonstração falhou: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
