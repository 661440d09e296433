import { expect, describe as group, it } from 'vitest';
import { describe, planSystem } from './system-plan.mjs';

/** This machine when all is there: root on Debian, Chromium, PostgreSQL 15 answering. */
const ready = {
  isRoot: true,
  hasAptGet: true,
  hasChromium: true,
  isCustomPostgres: false,
  postgres: 'ready',
  serverVersions: ['15'],
  cluster: null,
};
const fresh = { ...ready, hasChromium: false, postgres: 'no-server', serverVersions: [], cluster: null };
const online = { version: '15', isOnline: true };

group('planSystem (what npm test needs from the machine)', () => {
  it.each([
    ['everything present', ready, []],
    [
      'a fresh Debian (no browser, no database)',
      fresh,
      [{ kind: 'apt-install', packages: ['chromium', 'postgresql'] }],
    ],
    [
      'only the browser missing',
      { ...ready, hasChromium: false },
      [{ kind: 'apt-install', packages: ['chromium'] }],
    ],
    [
      'a server installed but no cluster',
      { ...ready, postgres: 'no-server' },
      [{ kind: 'create-cluster', version: '15' }],
    ],
    [
      'the newest server when several are installed',
      { ...ready, postgres: 'no-server', serverVersions: ['13', '15'] },
      [{ kind: 'create-cluster', version: '15' }],
    ],
    [
      'a stopped cluster',
      { ...ready, postgres: 'no-server', cluster: { version: '15', isOnline: false } },
      [{ kind: 'start-cluster', version: '15' }],
    ],
    [
      "a fresh cluster's peer/md5 auth",
      { ...ready, postgres: 'auth-failed', cluster: online },
      [{ kind: 'trust-local', version: '15' }],
    ],
    [
      'no test database',
      { ...ready, postgres: 'no-database', cluster: online },
      [{ kind: 'create-database', name: 'test' }],
    ],
    [
      'a TEST_POSTGRES_URL server answering, without the local package',
      { ...ready, isCustomPostgres: true, serverVersions: [] },
      [],
    ],
  ])('%s', (_, state, actions) => {
    expect(planSystem(state)).toEqual({ actions });
  });

  it.each([
    [
      'a missing package without root',
      { ...fresh, isRoot: false },
      'Os testes precisam de pacotes do Debian: rode como root `apt-get install -y chromium postgresql`.',
    ],
    [
      'a stopped cluster without root',
      { ...ready, isRoot: false, postgres: 'no-server', cluster: { version: '15', isOnline: false } },
      'O PostgreSQL local precisa de ajuste: rode como root `pg_ctlcluster --skip-systemctl-redirect 15 main start`.',
    ],
    [
      'a machine without apt-get',
      { ...ready, hasAptGet: false, hasChromium: false },
      'Os testes precisam de chromium (sem apt-get aqui).',
    ],
    [
      'an unreachable TEST_POSTGRES_URL (never managed here)',
      { ...ready, isCustomPostgres: true, postgres: 'no-server', postgresError: 'connect ECONNREFUSED' },
      'TEST_POSTGRES_URL não responde (connect ECONNREFUSED).',
    ],
    [
      'a server on 5432 that is not a Debian cluster',
      { ...ready, postgres: 'auth-failed', postgresError: 'password authentication failed' },
      'PostgreSQL em 127.0.0.1:5432 (password authentication failed): defina TEST_POSTGRES_URL para um banco de testes.',
    ],
    [
      'an online cluster that does not answer on 5432',
      { ...ready, postgres: 'no-server', cluster: online },
      'O cluster 15 main está no ar mas não responde em 127.0.0.1:5432.',
    ],
  ])('stops with one line for %s', (_, state, line) => {
    const plan = planSystem(state);
    expect(plan).toEqual({ stop: line });
    expect(line).not.toContain('\n');
  });

  it('never installs PostgreSQL when something answers on 5432 but refuses us', () => {
    const plan = planSystem({ ...ready, postgres: 'auth-failed', serverVersions: [] });
    expect(JSON.stringify(plan)).not.toContain('postgresql');
  });

  it('names the commands as a person would type them', () => {
    expect(describe({ kind: 'create-database', name: 'test' })).toBe(
      `su postgres -c "psql -c 'create database test'"`,
    );
    expect(describe({ kind: 'apt-install', packages: ['chromium'] })).toBe('apt-get install -y chromium');
  });
});
