import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, describe as group, it } from 'vitest';
import {
  DECLARED_READERS,
  OUTSIDE_OWNERSHIP,
  READERS_OF_ALL_TABLES,
  TABLE_OWNERS,
} from '../apps/server/src/db/table-owners.ts';
import { areaOf, foreignQueries, tableQueries } from './table-ownership.mjs';

// Issue 22 items 1–2, decision 041: every table has one owning area (apps/server/src/db/table-owners.ts)
// and only its files query it; other areas call the owner's service. The data-rights export and
// deletion repositories read every table (a person's data, wherever it is).

const root = join(import.meta.dirname, '..');
const server = join(root, 'apps/server/src');
const check = (at = server) =>
  foreignQueries({
    root: at,
    owners: TABLE_OWNERS,
    readersOfAll: READERS_OF_ALL_TABLES,
    readers: DECLARED_READERS,
    outside: OUTSIDE_OWNERSHIP,
  });
const line = (v) => `${v.file}: ${v.table} (${v.area}; owner ${v.owner})`;

group('who queries which table', () => {
  it('every table of the database has an owner', () => {
    // The tables the app's Kysely type knows (better-auth's account, verification, rateLimit and the
    // job queue's are outside it, and listed in the map by hand).
    const schema = /export interface Database \{([^}]*)\}/.exec(
      readFileSync(join(server, 'db/schema.ts'), 'utf8'),
    );
    const tables = [...(schema?.[1] ?? '').matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });

  it('no file queries a table its area does not own', () => {
    expect([...new Set(check().map(line))]).toEqual([]);
  });
});

group('the scan', () => {
  const tables = Object.keys(TABLE_OWNERS);

  it.each([
    ["db.selectFrom('activities').select('id')", 'activities'],
    ["db.mergeInto('ranking_entries')", 'ranking_entries'],
    ["tx.insertInto('profiles')", 'profiles'],
    ["db\n  .updateTable('trainer_links as l')", 'trainer_links'],
    ["db.deleteFrom('webhook_events')", 'webhook_events'],
    ['sql`delete from "rateLimit" where x`', 'rateLimit'],
    ['sql`select count(*) from profiles p join activities a on a.user_id = p.id`', 'profiles,activities'],
    ['sql`update coin_wallets set balance = 0`', 'coin_wallets'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, not a template
    ["await sql`delete from ${sql.table('pgboss.job')}`", ''],
  ])('%s → %s', (source, expected) => {
    const found = tableQueries(source, tables).filter((q) => q.how === 'query');
    expect(found.map((q) => q.table).join(',')).toBe(expected);
  });

  it('a join is told apart from a query', () => {
    const found = tableQueries("db.selectFrom('activities').innerJoin('profiles', 'p.id', 'a.id')", tables);
    expect(found.map((q) => `${q.how}:${q.table}`)).toEqual(['query:activities', 'join:profiles']);
  });

  it.each([
    ['modules/training/training.repository.ts', 'training'],
    ['modules/data-rights/export.repository.ts', 'data-rights'],
    ['lib/rate-limit.ts', 'lib'],
    ['integrations/mail/mailer.ts', 'integrations/mail'],
    ['app.ts', 'app'],
  ])('%s is in the area %s', (path, area) => {
    expect(areaOf(path)).toBe(area);
  });
});

group('a planted query of another module’s table', () => {
  const probe = join(root, '.tmp', `ownership-probe-${process.pid}`);
  const planted = {
    'modules/coins/coins.repository.ts':
      "export const q = (db) => db.selectFrom('coin_ledger').selectAll();\n",
    'modules/coins/coins.service.ts': "export const p = (db) => db.selectFrom('profiles').select('id');\n",
    'lib/stray.ts': 'export const s = (db) => sql`update activities set notes = null`.execute(db);\n',
    'modules/data-rights/export.repository.ts':
      "export const e = (db) => db.selectFrom('profiles').selectAll();\n",
    'db/seed/demo.ts': "export const d = (db) => db.updateTable('profiles').set({});\n",
    // A declared reader: its declared reads pass; a write, or a table it is not declared for, do not.
    'modules/rankings/rankings.repository.ts': [
      "export const a = (db) => db.selectFrom('activities').select('id');",
      'export const b = (db) => sql`select p.nickname from ranking_entries e join profiles p on p.id = e.user_id`;',
      "export const c = (db) => db.updateTable('profiles').set({ nickname: 'x' });",
      "export const d = (db) => db.selectFrom('coin_ledger').select('id');",
      '',
    ].join('\n'),
  };

  beforeAll(() => {
    for (const [path, text] of Object.entries(planted)) {
      mkdirSync(dirname(join(probe, path)), { recursive: true });
      writeFileSync(join(probe, path), text);
    }
  });
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('is reported, with the file, the table and its owner; the owner’s own query and the declared readers are not', () => {
    expect(check(probe).map(line)).toEqual([
      'lib/stray.ts: activities (lib; owner training)',
      'modules/coins/coins.service.ts: profiles (coins; owner profiles)',
      'modules/rankings/rankings.repository.ts: profiles (rankings; owner profiles)',
      'modules/rankings/rankings.repository.ts: coin_ledger (rankings; owner coins)',
    ]);
  });
});
