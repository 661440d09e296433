import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One home per call (docs/decisions/043): a component never calls rpc() itself; each call is made
// from one file (its query options, its mutation or its fetcher), in lib/queries when features share
// it or in the feature's api/ folder; and no two query definitions share a cache key (three
// definitions under one key answered differently, whichever ran first).

/** apps/web/src (the tests run from the repository's root). */
const SRC = join(process.cwd(), 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  // Comments out: they may name a call without making it.
  code: readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
}));

/** The text of each top-level `queryKey:` of a query definition's options object. */
function definedKeys(code: string): string[] {
  const keys: string[] = [];
  const starts = /\b(?:queryOptions|infiniteQueryOptions|useQuery|useInfiniteQuery|useSuspenseQuery)\(\s*\{/g;
  for (const start of code.matchAll(starts)) {
    let depth = 0;
    let keyFrom = -1;
    for (let at = start.index + start[0].length - 1; at < code.length; at += 1) {
      const char = code[at];
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') depth -= 1;
      if (depth === 0 && keyFrom >= 0) keys.push(code.slice(keyFrom, at).replace(/\s+/g, ''));
      if (depth === 0) break;
      if (depth === 1 && keyFrom < 0 && code.startsWith('queryKey:', at)) keyFrom = at + 'queryKey:'.length;
      else if (depth === 1 && keyFrom >= 0 && char === ',') {
        keys.push(code.slice(keyFrom, at).replace(/\s+/g, ''));
        break;
      }
    }
  }
  return keys;
}

describe('query homes', () => {
  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no component calls rpc() itself: reads and writes have their own files', () => {
    const inline = files.filter((file) => file.path.endsWith('.tsx') && /\brpc\(/.test(file.code));
    expect(inline.map((file) => file.path)).toEqual([]);
  });

  it('calls are made from lib/queries (a read several features share) or the api/ folder of a feature', () => {
    const elsewhere = files.filter(
      (file) => /\brpc\(/.test(file.code) && !/^(lib\/queries\/|features\/.+\/api\/)/.test(file.path),
    );
    expect(elsewhere.map((file) => file.path)).toEqual([]);
  });

  it('each call is made from one file', () => {
    const homes = new Map<string, Set<string>>();
    for (const file of files) {
      for (const [, name = ''] of file.code.matchAll(/\brpc\(\s*'([a-z_]+)'/g)) {
        homes.set(name, (homes.get(name) ?? new Set()).add(file.path));
      }
    }
    expect(homes.size).toBeGreaterThan(50);
    const shared = [...homes]
      .filter(([, paths]) => paths.size > 1)
      .map(([name, paths]) => `${name}: ${[...paths]}`);
    expect(shared).toEqual([]);
  });

  it('no two query definitions share a key', () => {
    const seen = new Map<string, string[]>();
    for (const file of files) {
      for (const key of definedKeys(file.code)) seen.set(key, [...(seen.get(key) ?? []), file.path]);
    }
    expect(seen.size).toBeGreaterThan(30);
    const twice = [...seen].filter(([, paths]) => paths.length > 1).map(([key, paths]) => `${key}: ${paths}`);
    expect(twice).toEqual([]);
  });
});
