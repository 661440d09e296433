import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, describe as group, it } from 'vitest';
import { cruise, describeViolation, root } from './boundaries.mjs';
import { moduleCycles } from './module-cycles.mjs';

// Issue 22 item 2, decision 041: the import directions of ARCHITECTURE.md, checked by
// dependency-cruiser on the resolved graph (.dependency-cruiser.cjs), plus the cycles between server
// modules. Each rule is also shown to fire, on a planted copy of the layout under .tmp/.

group('the import graph of the sources', () => {
  const result = cruise();

  it('has no import against the arrows', () => {
    expect(result.violations.map(describeViolation)).toEqual([]);
  });

  it('has no cycle between server modules', () => {
    expect(moduleCycles(result.modules)).toEqual([]);
  });
});

/** A layout like ours with one violation of every rule, cruised where npm packages resolve. */
const PLANTED = {
  'packages/domain/src/uses-server.ts':
    "import { y } from '../../../apps/server/src/lib/y.js';\nexport const d = y;\n",
  'packages/domain/src/uses-sql.ts':
    "import { sql } from 'kysely/helpers/postgres';\nexport const s = sql;\n",
  'apps/server/src/lib/y.ts': 'export const y = 1;\n',
  'apps/server/src/lib/knows-a-module.ts':
    "import { a } from '../modules/a/a.service.js';\nexport const l = a;\n",
  'apps/server/src/lib/c1.ts': "import { c2 } from './c2.js';\nexport const c1 = () => c2;\n",
  'apps/server/src/lib/c2.ts': "import { c1 } from './c1.js';\nexport const c2 = () => c1;\n",
  'apps/server/src/modules/a/a.repository.ts': "import { a } from './a.service.js';\nexport const r = a;\n",
  'apps/server/src/modules/a/a.service.ts': "import { Hono } from 'hono';\nexport const a = Hono;\n",
  'apps/server/src/modules/a/a.rpc.ts': "import { r } from './a.repository.js';\nexport const rpc = r;\n",
  'apps/server/src/modules/a/a-helper.ts': "import { b } from '../b/b.service.js';\nexport const h = b;\n",
  'apps/server/src/modules/b/b.service.ts': [
    "import { r } from '../a/a.repository.js';",
    "import { a } from '../a/a.service.js';",
    'export const b = [r, a];',
    '',
  ].join('\n'),
  'apps/web/src/features/f/page.ts': "import { g } from '@/features/g/thing';\nexport const f = g;\n",
  'apps/web/src/features/f/page-relative.ts': "import { g } from '../g/thing';\nexport const f = g;\n",
  'apps/web/src/features/g/thing.ts': 'export const g = 1;\n',
  'apps/web/src/lib/shared.ts': "import { g } from '@/features/g/thing';\nexport const w = g;\n",
  'apps/web/src/lib/server-code.ts':
    "import { y } from '../../../server/src/lib/y.js';\nexport const s = y;\n",
  'tsconfig.boundaries.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@/*': ['apps/web/src/*'] }, moduleResolution: 'Bundler' },
  }),
};

group('a planted violation of each rule', () => {
  const probe = join(root, '.tmp', `boundaries-probe-${process.pid}`);
  let result;

  beforeAll(() => {
    for (const [path, text] of Object.entries(PLANTED)) {
      mkdirSync(dirname(join(probe, path)), { recursive: true });
      writeFileSync(join(probe, path), text);
    }
    result = cruise({ cwd: probe });
  }, 60_000);
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  const reported = (rule, from) =>
    result.violations.filter((v) => v.rule === rule && v.from === from).map((v) => v.to);

  it.each([
    ['domain-imports-nothing-of-ours', 'packages/domain/src/uses-server.ts', 'apps/server/src/lib/y.ts'],
    ['domain-is-pure', 'packages/domain/src/uses-sql.ts', 'node_modules/kysely/'],
    ['transport-imports-no-repository', 'apps/server/src/modules/a/a.rpc.ts', 'a.repository.ts'],
    ['services-speak-no-http', 'apps/server/src/modules/a/a.service.ts', 'node_modules/hono/'],
    ['modules-talk-through-services', 'apps/server/src/modules/b/b.service.ts', 'modules/a/a.repository.ts'],
    ['lower-layers-know-no-modules', 'apps/server/src/lib/knows-a-module.ts', 'modules/a/a.service.ts'],
    ['repositories-import-no-upper-layer', 'apps/server/src/modules/a/a.repository.ts', 'a.service.ts'],
    ['no-circular', 'apps/server/src/lib/c1.ts', 'c2.ts'],
    ['feature-imports-no-other-feature', 'apps/web/src/features/f/page.ts', 'features/g/thing.ts'],
    ['shared-web-imports-no-feature', 'apps/web/src/lib/shared.ts', 'features/g/thing.ts'],
    ['web-imports-only-route-types', 'apps/web/src/lib/server-code.ts', 'apps/server/src/lib/y.ts'],
  ])('%s: %s', (rule, from, to) => {
    expect(reported(rule, from).some((target) => target.includes(to))).toBe(true);
  });

  it('a feature reaching another through a relative path is reported as through the alias', () => {
    expect(reported('feature-imports-no-other-feature', 'apps/web/src/features/f/page-relative.ts')).toEqual([
      'apps/web/src/features/g/thing.ts',
    ]);
  });

  it('an allowed import is not reported: a module through the other module’s service', () => {
    expect(reported('modules-talk-through-services', 'apps/server/src/modules/b/b.service.ts')).toEqual([
      'apps/server/src/modules/a/a.repository.ts',
    ]);
  });

  it('a cycle between modules with no cycle between files', () => {
    expect(moduleCycles(result.modules).map((cycle) => cycle.modules)).toEqual([['a', 'b']]);
  });
});
