import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dbSnapshotter } from './db-snapshot.js';
import { createTestApp } from './test-app.js';

// The guard tests' only witness that a refused call changed nothing: it must see any change of any
// row of ours, and nothing else.
describe('dbSnapshotter', () => {
  it('changes when any row of any table changes, and only then', async () => {
    const t = await createTestApp();
    const snapshot = dbSnapshotter(t.deps.db);
    const first = await snapshot();
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['profiles', 'user', 'activities', 'editais']));
    expect(first).not.toHaveProperty('rpc_rate_limits');
    expect(await snapshot()).toEqual(first);

    await sql`update editais set created_at = created_at + interval '1 second'`.execute(t.deps.db);
    const second = await snapshot();
    expect(second.editais).not.toBe(first.editais);
    expect({ ...second, editais: first.editais }).toEqual(first);

    await sql`insert into rpc_rate_limits (key, window_start, count)
      values ('snapshot-test', now(), 1)`.execute(t.deps.db);
    expect(await snapshot()).toEqual(second);
  });
});
