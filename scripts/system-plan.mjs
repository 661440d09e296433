// What `npm test` needs from the machine, decided from a probed state: pure, so every branch is tested
// (scripts/system-plan.test.mjs) without touching the machine. scripts/ensure-system.mjs probes and acts.

/**
 * @typedef {'ready' | 'no-server' | 'auth-failed' | 'no-database' | 'other'} PostgresAnswer
 * @typedef {object} SystemState
 * @property {boolean} isRoot
 * @property {boolean} hasAptGet
 * @property {boolean} hasChromium      the browser the e2e tests drive (CHROMIUM_PATH or /usr/bin/chromium)
 * @property {boolean} isCustomPostgres TEST_POSTGRES_URL is set: someone else's server, never managed here
 * @property {PostgresAnswer} postgres  what the test database answered
 * @property {string} [postgresError]
 * @property {string[]} serverVersions  installed PostgreSQL servers (/usr/lib/postgresql/<version>)
 * @property {{ version: string, isOnline: boolean } | null} cluster  the `main` cluster, when probed
 *
 * @typedef {{ kind: 'apt-install', packages: string[] }
 *   | { kind: 'create-cluster', version: string }
 *   | { kind: 'start-cluster', version: string }
 *   | { kind: 'trust-local', version: string }
 *   | { kind: 'create-database', name: string }} Action
 *
 * @typedef {{ actions: Action[] } | { stop: string }} Plan
 */

export const TEST_DATABASE = 'test';

/** @param {SystemState} state @returns {Plan} */
export function planSystem(state) {
  if (state.isCustomPostgres && state.postgres !== 'ready') {
    return { stop: `TEST_POSTGRES_URL não responde (${state.postgresError ?? state.postgres}).` };
  }
  const needsLocalPostgres = !state.isCustomPostgres && state.postgres !== 'ready';
  const packages = [
    ...(state.hasChromium ? [] : ['chromium']),
    ...(needsLocalPostgres && state.postgres === 'no-server' && state.serverVersions.length === 0
      ? ['postgresql']
      : []),
  ];
  if (packages.length > 0) {
    const install = `apt-get install -y ${packages.join(' ')}`;
    if (!state.isRoot)
      return { stop: `Os testes precisam de pacotes do Debian: rode como root \`${install}\`.` };
    if (!state.hasAptGet)
      return { stop: `Os testes precisam de ${packages.join(' e ')} (sem apt-get aqui).` };
    return { actions: [{ kind: 'apt-install', packages }] };
  }
  if (!needsLocalPostgres) return { actions: [] };
  const step = postgresStep(state);
  if ('stop' in step) return step;
  if (!state.isRoot)
    return { stop: `O PostgreSQL local precisa de ajuste: rode como root \`${describe(step)}\`.` };
  return { actions: [step] };
}

/** The next step towards a local server answering on 127.0.0.1:5432 with trust auth and a `test` db. */
function postgresStep(state) {
  const { cluster } = state;
  if (state.postgres === 'no-server') {
    if (!cluster) return { kind: 'create-cluster', version: state.serverVersions.at(-1) ?? '' };
    if (!cluster.isOnline) return { kind: 'start-cluster', version: cluster.version };
    return { stop: `O cluster ${cluster.version} main está no ar mas não responde em 127.0.0.1:5432.` };
  }
  if (!cluster || state.postgres === 'other') {
    const answer = state.postgresError ?? state.postgres;
    return {
      stop: `PostgreSQL em 127.0.0.1:5432 (${answer}): defina TEST_POSTGRES_URL para um banco de testes.`,
    };
  }
  if (state.postgres === 'auth-failed') return { kind: 'trust-local', version: cluster.version };
  return { kind: 'create-database', name: TEST_DATABASE };
}

/** The command an action stands for, as a person would type it. @param {Action} action */
export function describe(action) {
  switch (action.kind) {
    case 'apt-install':
      return `apt-get install -y ${action.packages.join(' ')}`;
    case 'create-cluster':
      return `pg_createcluster ${action.version} main`;
    case 'start-cluster':
      return `pg_ctlcluster --skip-systemctl-redirect ${action.version} main start`;
    case 'trust-local':
      return `pg_hba.conf do cluster ${action.version} main: 'host all postgres 127.0.0.1/32 trust' na 1ª linha, e reload`;
    case 'create-database':
      return `su postgres -c "psql -c 'create database ${action.name}'"`;
  }
}
