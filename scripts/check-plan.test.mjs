import { expect, describe as group, it } from 'vitest';
import { CHECKS, nextChecks, selectChecks } from './check-plan.mjs';

const names = (checks) => checks.map((check) => check.name);

group('CHECKS (everything npm test runs)', () => {
  it('keeps every tier: five typechecks, lint, unit, both API tiers, the journeys after their build', () => {
    expect(names(CHECKS).sort()).toEqual(
      [
        'api:pglite',
        'api:postgres',
        'build',
        'e2e:1',
        'e2e:2',
        'lint',
        'typecheck:bench',
        'typecheck:domain',
        'typecheck:e2e',
        'typecheck:server',
        'typecheck:web',
        'unit',
      ].sort(),
    );
    for (const part of [1, 2]) {
      const half = CHECKS.find((check) => check.name === `e2e:${part}`);
      expect(half?.after).toEqual(['build']);
      expect(half?.command.at(-1)).toBe(`--shard=${part}/2`);
    }
    // The two halves may run at once: each its own server port (and so its own output folder).
    expect(CHECKS.find((c) => c.name === 'e2e:1')?.env?.E2E_PORT).not.toBe(
      CHECKS.find((c) => c.name === 'e2e:2')?.env?.E2E_PORT,
    );
  });

  it('starts the longest typecheck and the build, then half the journeys beside the quick checks, then the other half', () => {
    const status = {};
    expect(nextChecks(CHECKS, status, 2)).toEqual(['typecheck:web', 'build']);
    Object.assign(status, { 'typecheck:web': 'running', build: 'passed' });
    expect(nextChecks(CHECKS, status, 2)).toEqual(['e2e:1']);
    Object.assign(status, { 'typecheck:web': 'passed', 'e2e:1': 'running' });
    expect(nextChecks(CHECKS, status, 2)).toEqual(['typecheck:server']);
    for (const name of ['typecheck:server', 'typecheck:bench', 'typecheck:domain', 'typecheck:e2e', 'lint'])
      status[name] = 'passed';
    expect(nextChecks(CHECKS, status, 2)).toEqual(['e2e:2']);
  });

  it('after the journeys: the unit tier in the first free slot, then the API tiers, side by side to the end', () => {
    const status = Object.fromEntries(CHECKS.map((check) => [check.name, 'passed']));
    Object.assign(status, { 'e2e:1': 'running', 'e2e:2': 'passed', unit: 'waiting' });
    Object.assign(status, { 'api:pglite': 'waiting', 'api:postgres': 'waiting' });
    expect(nextChecks(CHECKS, status, 2)).toEqual(['unit']);
    Object.assign(status, { unit: 'running', 'e2e:1': 'passed' });
    expect(nextChecks(CHECKS, status, 2)).toEqual(['api:pglite']);
    Object.assign(status, { unit: 'passed', 'api:pglite': 'running' });
    expect(nextChecks(CHECKS, status, 2)).toEqual(['api:postgres']);
  });
});

const plan = [
  { name: 'a', groups: ['quick'], command: ['a'] },
  { name: 'build', groups: ['slow'], command: ['b'] },
  { name: 'journeys', groups: ['slow'], command: ['j'], after: ['build'] },
  { name: 'c', groups: [], command: ['c'] },
];

group('nextChecks (what starts when a slot is free)', () => {
  it.each([
    ['nothing ran yet: the first ones, one per slot', {}, 2, ['a', 'build']],
    ['one slot', {}, 1, ['a']],
    ['more slots than checks that may start', {}, 9, ['a', 'build', 'c']],
    ['a check waits for the one it needs', { a: 'passed', build: 'running' }, 2, ['c']],
    ['then starts before later ones', { a: 'passed', build: 'passed' }, 1, ['journeys']],
    ['all slots busy', { a: 'running', build: 'running' }, 2, []],
    ['nothing new after a failure', { a: 'failed', build: 'running' }, 2, []],
    ['a failed dependency keeps it waiting', { build: 'failed' }, 2, []],
    ['all done', { a: 'passed', build: 'passed', journeys: 'passed', c: 'passed' }, 2, []],
  ])('%s', (_, status, slots, expected) => {
    expect(nextChecks(plan, status, slots)).toEqual(expected);
  });
});

group('selectChecks (the command line)', () => {
  it.each([
    ['no names: everything', [], ['a', 'build', 'journeys', 'c']],
    ['a name', ['c'], ['c']],
    ['a group', ['quick'], ['a']],
    ['a check brings the ones it needs, in list order', ['journeys'], ['build', 'journeys']],
    ['names and groups together', ['c', 'slow'], ['build', 'journeys', 'c']],
  ])('%s', (_, args, expected) => {
    expect(names(selectChecks(plan, args))).toEqual(expected);
  });

  it('names what it does not know', () => {
    expect(selectChecks(plan, ['a', 'nope', 'slower'])).toEqual({ unknown: ['nope', 'slower'] });
  });
});
