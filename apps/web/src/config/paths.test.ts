import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyRoute } from '@prontidao/domain/navigation/routes';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

// The router's paths and the guard's route classes come from one table (domain navigation/
// route-table.ts): every path the router serves is one the guard knows.

const leaves = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

describe('paths', () => {
  it('the guard knows every path of the app', () => {
    const unknown = leaves(paths).filter((path) => classifyRoute(path) === 'unknown');
    expect(leaves(paths).length).toBeGreaterThan(40);
    expect(unknown).toEqual([]);
  });

  it('the router serves only paths of the table, or a student view the guard holds', () => {
    const router = readFileSync(join(process.cwd(), 'apps/web/src/app/router.tsx'), 'utf8');
    const literals = [...router.matchAll(/path: '([^']+)'/g)].map(([, path = '']) => path);
    const named = [...router.matchAll(/path: paths\.([\w.]+)/g)].map(([, name = '']) => name);
    expect(named.length).toBeGreaterThan(40);
    for (const name of named) {
      const path = name
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], paths);
      expect([name, typeof path]).toEqual([name, 'string']);
    }
    const sample = (path: string) => path.replace(/:\w+/g, '0000');
    expect(literals.filter((path) => path !== '*' && classifyRoute(sample(path)) === 'unknown')).toEqual([]);
  });
});
