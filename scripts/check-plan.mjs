// What `npm test` runs after scripts/ensure-system.mjs, and in which order: pure, so the scheduling is
// tested (scripts/check-plan.test.mjs) without running anything. scripts/run-checks.mjs runs it.
//
// Every check is single-threaded most of the time (tsc; a vitest tier with its one worker on 2 cores;
// a Playwright journey after another), so on the CI's 2 cores two of them run at once. The first
// in this list that may start starts: the longest (the end-to-end journeys) as soon as its build is
// there, beside it the quick checks (a type or lint error fails the run in its first minute), then the
// unit tests and the API tiers (docs/decisions/009-testing.md, "npm test on two cores").

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {string[]} groups   the names it answers to on the command line (besides its own)
 * @property {string[]} command  a binary of node_modules/.bin (or npm, node) and its arguments
 * @property {string[]} [after]  checks that must have passed first
 * @property {Record<string, string>} [env]  environment it runs with, besides the run's own
 *
 * @typedef {'waiting' | 'running' | 'passed' | 'failed'} Status
 */

const tsc = (project) => ({
  name: `typecheck:${project.split('/').at(-1)}`,
  groups: ['typecheck'],
  command: ['tsc', '-p', project],
});

/**
 * Half of the journeys (Playwright's shard `part` of 2), with a server of its own on its own port:
 * two halves let the schedule fill both slots to the end instead of waiting for one 10-minute check.
 * @param {1 | 2} part @returns {Check}
 */
const journeys = (part) => ({
  name: `e2e:${part}`,
  groups: ['e2e'],
  command: ['npm', 'run', 'test', '-w', 'e2e', '--', `--shard=${part}/2`],
  after: ['build'],
  env: { E2E_PORT: String(3100 + part) },
});

/** @type {Check[]} In order of preference. */
export const CHECKS = [
  // The web project also checks the server's sources (through RpcCatalog): the longest first.
  tsc('apps/web'),
  { name: 'build', groups: ['e2e'], command: ['npm', 'run', 'build'] },
  journeys(1),
  tsc('apps/server'),
  tsc('bench'),
  tsc('packages/domain'),
  tsc('e2e'),
  { name: 'lint', groups: [], command: ['biome', 'check', '.'] },
  journeys(2),
  // The unit tier (~2 min) before the API tiers (5–7 min each): it fills the first slot the journeys
  // free, and the run ends on the two API tiers side by side, not on one check alone (session 17:
  // unit last ran alone for its last ~100 s of an 886 s run).
  {
    name: 'unit',
    groups: [],
    command: [
      'vitest',
      'run',
      ...['--project', 'scripts', '--project', 'domain', '--project', 'web', '--project', 'web-isolated'],
      ...['--project', 'web-server'],
    ],
  },
  { name: 'api:pglite', groups: ['api'], command: ['vitest', 'run', '--project', 'api'] },
  { name: 'api:postgres', groups: ['api'], command: ['node', 'scripts/test-api-postgres.mjs'] },
];

/**
 * The checks a command line names (a check's name or one of its groups; none: all of them), with
 * the checks they need run first.
 * @param {Check[]} checks @param {string[]} names @returns {Check[] | { unknown: string[] }}
 */
export function selectChecks(checks, names) {
  if (names.length === 0) return checks;
  const known = new Set(checks.flatMap((check) => [check.name, ...check.groups]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) return { unknown };
  const chosen = new Set(
    checks
      .filter((c) => names.includes(c.name) || c.groups.some((g) => names.includes(g)))
      .map((c) => c.name),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const check of checks) {
      if (!chosen.has(check.name)) continue;
      for (const need of check.after ?? []) {
        if (!chosen.has(need)) {
          chosen.add(need);
          grew = true;
        }
      }
    }
  }
  return checks.filter((check) => chosen.has(check.name));
}

/**
 * Which waiting checks start now: none once one failed; otherwise the first ones, in list order,
 * whose `after` all passed, as long as fewer than `slots` run.
 * @param {Check[]} checks @param {Record<string, Status>} status @param {number} slots
 * @returns {string[]}
 */
export function nextChecks(checks, status, slots) {
  const states = checks.map((check) => status[check.name] ?? 'waiting');
  if (states.includes('failed')) return [];
  let free = slots - states.filter((state) => state === 'running').length;
  const start = [];
  for (const check of checks) {
    if (free <= 0) break;
    if ((status[check.name] ?? 'waiting') !== 'waiting') continue;
    if ((check.after ?? []).every((need) => status[need] === 'passed')) {
      start.push(check.name);
      free--;
    }
  }
  return start;
}
