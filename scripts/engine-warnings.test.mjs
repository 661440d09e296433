import { readFileSync } from 'node:fs';
import { expect, describe as group, it } from 'vitest';

// Issue 21 item 12: `npm ci` on the README's Node warns about packages whose engines want more. The
// README names each of them and why it is harmless; a new one must be named there too (or dropped).

const root = new URL('..', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

const readmeNode = /Needs only Node \d+ \(≥ (\d+)\.(\d+)\)/.exec(readme);

const parse = (text) =>
  text
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number(part) || 0)
    .concat(0, 0, 0)
    .slice(0, 3);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` meets one comparator of an engines range: '>=20.19', '^22.12.0', '<24', '20.x'. */
function meets(version, comparator) {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?([\dx*]+(?:\.[\dx*]+){0,2})$/.exec(comparator);
  if (!match) throw new Error(`engines comparator not understood: ${comparator}`);
  const [, op = '=', text] = match;
  const wanted = parse(text.replace(/[x*]/g, '0'));
  const order = compare(version, wanted);
  if (op === '^') return order >= 0 && version[0] === wanted[0];
  if (op === '~') return order >= 0 && version[0] === wanted[0] && version[1] === wanted[1];
  if (op === '>=') return order >= 0;
  if (op === '>') return order > 0;
  if (op === '<=') return order <= 0;
  if (op === '<') return order < 0;
  // '20', '20.x': the same major (and minor when given).
  const given = text.split('.').filter((part) => /^\d+$/.test(part)).length;
  return version.slice(0, given).every((part, i) => part === wanted[i]);
}

/** Whether a version satisfies an engines range ('a b || c': any alternative whose comparators all hold). */
const allows = (range, version) =>
  range.trim() === '*' ||
  range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => meets(version, comparator)),
  );

group("npm ci's engine warnings on the README's Node", () => {
  it('are all named in the README, and all dev-only', () => {
    expect(readmeNode).not.toBeNull();
    const node = [Number(readmeNode?.[1]), Number(readmeNode?.[2]), 0];
    const warned = Object.entries(lock.packages)
      .filter(([path, pkg]) => path && pkg.engines?.node && !allows(pkg.engines.node, node))
      .map(([path, pkg]) => ({ name: path.replace(/^.*node_modules\//, ''), dev: pkg.dev === true }));
    expect(warned.length).toBeGreaterThan(0);
    for (const { name, dev } of warned) {
      expect(readme, `${name} warns on Node ${node.join('.')}: say so in the README`).toContain(
        `\`${name}\``,
      );
      expect(dev, `${name} is installed for the app, not only for tools`).toBe(true);
    }
  });
});

group('the engines reading', () => {
  it.each([
    ['>=22.12.0', [20, 19, 0], false],
    ['>=20.19', [20, 19, 0], true],
    ['^20.19.0 || ^22.12.0 || >=24.0.0', [20, 19, 0], true],
    ['^20.19.0 || >=22.12.0', [20, 18, 0], false],
    ['>=23.5.0 || ^22.13.0 || ^20.17.0', [20, 19, 0], true],
    ['>= 18 < 22', [20, 19, 0], true],
    ['20.x', [20, 19, 0], true],
    ['*', [20, 19, 0], true],
  ])('%s on %j → %s', (range, version, ok) => expect(allows(range, version)).toBe(ok));
});
