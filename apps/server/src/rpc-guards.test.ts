import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RpcDefinition } from './lib/rpc.js';
import { rpcRegistry } from './rpc-registry.js';
import { arbitraryBody } from './testing/arbitrary-input.js';
import { signUpConfirmed, TestClient } from './testing/http-client.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Generated from the call registry: every call, as every kind of person, against what the call
 * declares (access and subject policy); then random and hostile bodies that must never get a
 * 5xx nor, when refused, change a row. A new call is covered the moment it is registered.
 */
let t: TestApp;
const ACTORS = ['anonymous', 'candidate', 'otherCandidate', 'admin'] as const;
const actors = {} as Record<(typeof ACTORS)[number], TestClient>;
let candidateId = '';

const idOf = async (email: string) =>
  (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  actors.anonymous = new TestClient(t.app);
  actors.candidate = await signUpConfirmed(t.app, t.deps.db, 'guarda.candidata@exemplo.com');
  actors.otherCandidate = await signUpConfirmed(t.app, t.deps.db, 'guarda.outra@exemplo.com');
  actors.admin = await signUpConfirmed(t.app, t.deps.db, 'guarda.admin@exemplo.com');
  candidateId = await idOf('guarda.candidata@exemplo.com');
  await t.deps.db
    .updateTable('profiles')
    .set({
      nickname: 'Guarda',
      sexo: 'F',
      peso_kg: 60,
      altura_cm: 165,
      taf_dt: '2031-03-01',
      full_name: 'Guarda',
    })
    .where('id', '=', candidateId)
    .execute();
  await t.deps.db
    .updateTable('profiles')
    .set({ role: 'admin', full_name: 'Admin' })
    .where('id', '=', await idOf('guarda.admin@exemplo.com'))
    .execute();
});

const calls = Object.entries(rpcRegistry) as [string, RpcDefinition][];
const clearRateLimits = () => t.deps.db.deleteFrom('rpc_rate_limits').execute();

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'hidden';

/** What a call declares for each person; the subject calls aim at the candidate's data. */
function expected(def: RpcDefinition, actor: keyof typeof actors): Outcome {
  if (def.access === 'public') return 'allowed';
  if (actor === 'anonymous') return 'unauthenticated';
  if (def.access === 'admin') return actor === 'admin' ? 'allowed' : 'forbidden';
  if (def.subject && actor === 'otherCandidate') return 'hidden';
  // A row of the candidate's: reached by its owner, or through a subject policy that allows it.
  if (def.ownedResource && !def.subject && actor !== 'candidate') return 'hidden';
  return 'allowed';
}

function outcomeOf(status: number, code: string | undefined): Outcome | 'other' {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404 && code === 'NOT_FOUND') return 'hidden';
  return status < 500 ? 'allowed' : 'other';
}

describe('every registered call', () => {
  it.each(calls)('%s declares a valid example input', (_name, def) => {
    expect(def.input.safeParse(def.example).success).toBe(true);
  });

  describe.each(calls)('%s: authorization matrix', (name, def) => {
    it.each(ACTORS)('as %s', async (actor) => {
      await clearRateLimits();
      const input: Record<string, unknown> = { ...(def.example as object) };
      if (def.subject) input[def.subject.field] = candidateId;
      if (def.ownedResource) {
        input[def.ownedResource.field] = await def.ownedResource.create(t.deps, candidateId);
      }
      const res = await actors[actor].rpc(name, input);
      expect(outcomeOf(res.status, res.json?.error?.code), JSON.stringify(res.json)).toBe(
        expected(def, actor),
      );
    });
  });
});

/** Every row of every table of ours (rate-limit counters excepted), as one comparable value. */
async function snapshotRows(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('rpc_rate_limits', 'rateLimit')
    order by table_name`.execute(t.deps.db);
  const rows: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ h: string }>`
      select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.table(name)} x`.execute(
      t.deps.db,
    );
    rows[name] = result.rows[0]?.h ?? '';
  }
  return rows;
}

describe.each(calls)('%s: random and hostile bodies', (name, def) => {
  it.each(['anonymous', 'candidate'] as const)(
    'as %s: never a 5xx; a refusal changes nothing',
    async (actor) => {
      await fc.assert(
        fc.asyncProperty(arbitraryBody(def.input), async (body) => {
          await clearRateLimits();
          const before = await snapshotRows();
          const res = await actors[actor].request(`/api/rpc/${name}`, { method: 'POST', rawBody: body });
          expect(res.status, `${body} → ${JSON.stringify(res.json)}`).toBeLessThan(500);
          expect(res.json?.error ?? res.json?.data !== undefined).toBeTruthy();
          if (res.status >= 400) expect(await snapshotRows()).toEqual(before);
        }),
        { numRuns: 15 },
      );
    },
  );
});
