import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SERVER_DIR = new URL('../apps/server/', import.meta.url).pathname;

/**
 * The command `npm start` runs (apps/server/package.json), split into its environment, Node's flags
 * and the script: the bench measures the server as people start it (memory allocator settings and
 * source maps included).
 */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync(`${SERVER_DIR}package.json`, 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = (words.shift() as string).split('=') as [string, string];
    env[name] = value;
  }
  if (words.shift() !== 'node') throw new Error(`npm start não começa com node: ${pkg.scripts.start}`);
  return { env, args: words.map((w) => (w.endsWith('.js') ? `${SERVER_DIR}${w}` : w)) };
}

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

/** Starts the compiled server (as `npm start` runs it) and waits for /api/health. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://localhost:${port}`;
  const command = startCommand();
  const child = spawn(process.execPath, command.args, {
    env: { ...process.env, ...command.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env },
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
export function signInDemo(url: string): Promise<string> {
  return signIn(url, 'demo@prontidao.app', 'Demo#TAF2025');
}

/** Signs a person in with e-mail and password; returns the Cookie header for the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login de ${email} falhou: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
