// Runs the checks of scripts/check-plan.mjs, two at a time on two cores (CHECK_SLOTS overrides):
// `node scripts/run-checks.mjs [name or group …]`, all of them without arguments (npm test).
// Each check's output is printed whole when it ends, so two never interleave; a line every minute
// says what is still running. After a failure nothing new starts, what runs ends, and the run fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKS, nextChecks, selectChecks } from './check-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => (name === 'npm' || name === 'node' ? name : join(root, 'node_modules/.bin', name));
const slots = Number(process.env.CHECK_SLOTS) || Math.max(2, availableParallelism());

const checks = selectChecks(CHECKS, process.argv.slice(2));
if ('unknown' in checks) {
  const names = [...new Set(CHECKS.flatMap((check) => [check.name, ...check.groups]))];
  console.error(`run-checks: não conheço ${checks.unknown.join(', ')}; escolha entre ${names.join(', ')}.`);
  process.exit(1);
}

/** @type {Record<string, import('./check-plan.mjs').Status>} */
const status = {};
const startedAt = {};
const took = {};
const children = new Map();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const began = Date.now();

function start(check) {
  status[check.name] = 'running';
  startedAt[check.name] = Date.now();
  console.info(`▶ ${check.name}: ${check.command.join(' ')}`);
  const [command = '', ...args] = check.command;
  // Its own process group, so an interrupted run stops the check's children too (browser, server).
  const child = spawn(bin(command), args, {
    cwd: root,
    env: { ...process.env, ...check.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(check.name, child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const finish = (code) => {
    if (status[check.name] !== 'running') return;
    children.delete(check.name);
    took[check.name] = Date.now() - startedAt[check.name];
    status[check.name] = code === 0 ? 'passed' : 'failed';
    const text = Buffer.concat(output).toString().trimEnd();
    const outcome = code === 0 ? '✓' : `✗ exit ${code},`;
    console.info(
      `${outcome} ${check.name} (${seconds(took[check.name])})${text ? ` ${'─'.repeat(40)}` : ''}`,
    );
    if (text) console.info(`${text}\n${'─'.repeat(60)}`);
    schedule();
  };
  child.on('error', (error) => {
    output.push(Buffer.from(`${error.message}\n`));
    finish(1);
  });
  child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
}

function schedule() {
  for (const name of nextChecks(checks, status, slots)) {
    const check = checks.find((c) => c.name === name);
    if (check) start(check);
  }
  if (children.size > 0) return;
  clearInterval(heartbeat);
  const summary = checks.map((c) => {
    const state = status[c.name] ?? 'waiting';
    return `  ${c.name.padEnd(20)} ${state === 'waiting' ? 'not run' : state.padEnd(7)} ${took[c.name] === undefined ? '' : seconds(took[c.name])}`;
  });
  console.info(`checks in ${seconds(Date.now() - began)} (${slots} at a time):\n${summary.join('\n')}`);
  process.exit(checks.every((c) => status[c.name] === 'passed') ? 0 : 1);
}

const heartbeat = setInterval(() => {
  const running = [...children.keys()].map((name) => `${name} (${seconds(Date.now() - startedAt[name])})`);
  console.info(`… ${running.join(', ')}`);
}, 60_000);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
    process.exit(130);
  });
}

schedule();
