import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 28 §2: a DATA_DIR the embedded database cannot use stops the server with one line naming
// the directory and the problem, exit 1 — as a configuration error does — not a stack trace.
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'prontidao-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Starts the server with this DATA_DIR; returns its exit code and what it printed. Run as root
 * (as the tests are), permission bits do not stop a write: the read-only case runs the server as
 * `nobody` (setpriv), as a deployment's service account would meet that directory.
 */
function start(dataDir: string, options: { asNobody?: boolean } = {}) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    PORT: '3297',
    LOG_LEVEL: 'silent',
  };
  const asNobody = options.asNobody && process.getuid?.() === 0;
  const node = [process.execPath, '--import', 'tsx', MAIN];
  const [command = '', ...args] = asNobody
    ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...node]
    : node;
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim() });
    });
  });
}

describe('an unusable DATA_DIR', () => {
  it('a file: one line saying it is not a folder, exit 1', async () => {
    const file = join(root, 'arquivo');
    writeFileSync(file, 'não sou uma pasta');
    expect(await start(file)).toEqual({ code: 1, output: `DATA_DIR ${file} não é uma pasta` });
    const under = join(file, 'pglite');
    expect(await start(under)).toEqual({ code: 1, output: `DATA_DIR ${under} não é uma pasta` });
  });

  it('a read-only folder: one line saying it cannot be written, exit 1', async () => {
    const readOnly = join(root, 'somente-leitura');
    mkdirSync(readOnly);
    chmodSync(root, 0o755);
    chmodSync(readOnly, 0o555);
    expect(await start(readOnly, { asNobody: true })).toEqual({
      code: 1,
      output: `DATA_DIR ${readOnly} sem permissão de escrita`,
    });
    const inside = join(readOnly, 'pglite');
    expect(await start(inside, { asNobody: true })).toEqual({
      code: 1,
      output: `DATA_DIR ${inside} não pode ser criada: sem permissão de escrita`,
    });
  });
});
