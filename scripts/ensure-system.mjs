// First step of `npm test`: the machine has what the tests drive (Debian's Chromium, a PostgreSQL on
// 127.0.0.1:5432 with trust auth and a `test` database), installing and starting them when run as root.
// A fast no-op when all is there; without root it stops with one line saying what to do.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { describe, planSystem, TEST_DATABASE } from './system-plan.mjs';

const LOCAL_POSTGRES_URL = `postgres://postgres@127.0.0.1:5432/${TEST_DATABASE}`;
const TRUST_LINE = 'host all postgres 127.0.0.1/32 trust';
const MAX_ROUNDS = 6;

const run = (command, args, env = process.env) =>
  execFileSync(command, args, {
    env,
    cwd: '/', // the postgres user may not enter the checkout
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** What the test database answers, in the words of system-plan.mjs. */
async function askPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { postgres: 'ready' };
  } catch (error) {
    const code = String(error.code ?? '');
    const postgres =
      code === '3D000'
        ? 'no-database'
        : code.startsWith('28') || /password/i.test(error.message)
          ? 'auth-failed'
          : code === 'ECONNREFUSED' || /timeout|ECONNREFUSED/i.test(error.message)
            ? 'no-server'
            : 'other';
    return { postgres, postgresError: error.message };
  } finally {
    await client.end().catch(() => {});
  }
}

function findMainCluster() {
  if (!existsSync('/usr/bin/pg_lsclusters')) return null;
  const line = run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((cols) => cols[1] === 'main');
  return line?.[0] ? { version: line[0], isOnline: line[3] === 'online' } : null;
}

async function probe() {
  const customUrl = process.env.TEST_POSTGRES_URL;
  const answer = await askPostgres(customUrl ?? LOCAL_POSTGRES_URL);
  const serverDir = '/usr/lib/postgresql';
  return {
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
    hasChromium: isExecutable(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    isCustomPostgres: Boolean(customUrl),
    ...answer,
    serverVersions: existsSync(serverDir)
      ? readdirSync(serverDir)
          .filter((version) => existsSync(`${serverDir}/${version}/bin/postgres`))
          .sort((a, b) => Number(a) - Number(b))
      : [],
    cluster: answer.postgres === 'ready' ? null : findMainCluster(),
  };
}

let hasUpdatedApt = false;
const asPostgres = (sql) => run('su', ['postgres', '-c', `psql -XtAc "${sql}"`]).trim();

/** @param {import('./system-plan.mjs').Action} action */
function perform(action) {
  console.info(`ensure-system: ${describe(action)}`);
  const pgctl = (version, verb) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', verb]);
  switch (action.kind) {
    case 'apt-install': {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      if (!hasUpdatedApt) run('apt-get', ['update', '-qq'], env);
      hasUpdatedApt = true;
      run('apt-get', ['install', '-y', '-qq', ...action.packages], env);
      return;
    }
    case 'create-cluster':
      run('pg_createcluster', [action.version, 'main']);
      return;
    case 'start-cluster':
      pgctl(action.version, 'start');
      return;
    case 'trust-local': {
      const hbaFile = asPostgres('show hba_file');
      const rules = readFileSync(hbaFile, 'utf8');
      if (!rules.startsWith(TRUST_LINE)) writeFileSync(hbaFile, `${TRUST_LINE}\n${rules}`);
      pgctl(action.version, 'reload');
      return;
    }
    case 'create-database':
      asPostgres(`create database ${action.name}`);
      return;
  }
}

for (let round = 1; ; round++) {
  const plan = planSystem(await probe());
  if ('stop' in plan) {
    console.error(plan.stop);
    process.exit(1);
  }
  if (plan.actions.length === 0) break;
  if (round > MAX_ROUNDS) {
    console.error(`ensure-system não concluiu: falta ${plan.actions.map(describe).join('; ')}.`);
    process.exit(1);
  }
  for (const action of plan.actions) {
    try {
      perform(action);
    } catch (error) {
      console.error(`ensure-system: \`${describe(action)}\` falhou (${error.message.split('\n')[0]}).`);
      process.exit(1);
    }
  }
}
