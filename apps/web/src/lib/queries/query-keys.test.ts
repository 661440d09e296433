import { describe, expect, it } from 'vitest';

// query-homes.test.ts reads the source; this one asks the definitions themselves, so one key written
// two ways (a constant here, the same array typed out there) is caught too. Every query definition
// of lib/queries and the features' api/ folders, and every factory called for the signed-in person
// and for a student ('0000'), must give a key no other definition gives.

const modules = import.meta.glob(
  ['./*.ts', '../../features/*/api/*.ts', '../../features/*/*/api/*.ts', '!./*.test.ts'],
  { eager: true },
);

interface Definition {
  queryKey: readonly unknown[];
  queryFn: unknown;
}

const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' && value !== null && 'queryKey' in value && 'queryFn' in value;

function keysOf(value: unknown): string[] {
  if (isDefinition(value)) return [JSON.stringify(value.queryKey)];
  if (typeof value !== 'function' || !/Query$/.test(value.name)) return [];
  const made = [value(), value('0000')].filter(isDefinition);
  return [...new Set(made.map((definition) => JSON.stringify(definition.queryKey)))];
}

describe('query keys', () => {
  const owners = new Map<string, string[]>();
  for (const [path, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      for (const key of keysOf(value)) owners.set(key, [...(owners.get(key) ?? []), `${path}#${name}`]);
    }
  }

  it('finds the definitions', () => {
    expect(owners.size).toBeGreaterThan(30);
  });

  it('no two definitions give the same key', () => {
    const shared = [...owners]
      .filter(([, names]) => names.length > 1)
      .map(([key, names]) => `${key}: ${names}`);
    expect(shared).toEqual([]);
  });
});
