import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, reachesDatabase } from './database-tests.mjs';

const root = new URL('..', import.meta.url).pathname;
const files = databaseTestFiles(root);

describe('databaseTestFiles (what the PostgreSQL tier runs)', () => {
  it('takes every file with a test app, the files that start the server, and none of the pure ones', () => {
    expect(files).toContain('apps/server/src/rpc-guards.test.ts');
    expect(files).toContain('apps/server/src/multi-process.test.ts');
    expect(files).toContain('apps/server/src/db/data-dir.test.ts');
    expect(files).toContain('apps/server/src/modules/tracker/strava-restart.test.ts');
    expect(files).not.toContain('apps/server/src/integrations/activity-files/parse-gpx.test.ts');
    expect(files).not.toContain('apps/server/src/rpc-registry.test.ts');
    for (const file of files) expect(file).toMatch(/^apps\/server\/src\/.+\.test\.ts$/);
  });

  it('leaves out only files whose text never reaches a database', () => {
    for (const file of files) expect(reachesDatabase(readFileSync(`${root}${file}`, 'utf8'))).toBe(true);
  });

  it('a file left out imports no test helper, no database code and not the app', () => {
    const left = readdirSync(`${root}apps/server/src`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `apps/server/src/${file}`)
      .filter((file) => !files.includes(file));
    expect(left.length).toBeGreaterThan(0);
    for (const file of left) {
      const imports = [...readFileSync(`${root}${file}`, 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => m[1],
      );
      expect(
        imports.filter((path) => /testing\/|\/db\/|\/app(\.js)?$|bootstrap/.test(path)),
        file,
      ).toEqual([]);
    }
  });

  it.each([
    ['a test app', 'const t = await createTestApp();', true],
    ['a database of its own', 'await openDatabase({ dataDir })', true],
    ['the server as a process', "import { spawn } from 'node:child_process';", true],
    ['the PostgreSQL URL', 'process.env.TEST_POSTGRES_URL', true],
    ['a parser alone', "import { parseGpx } from './parse-gpx.js';", false],
  ])('%s: %s', (_, source, expected) => {
    expect(reachesDatabase(source)).toBe(expected);
  });
});
