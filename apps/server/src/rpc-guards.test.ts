import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RpcDefinition } from './lib/rpc.js';
import type { PolicyName } from './modules/access/access.policies.js';
import { rpcRegistry } from './rpc-registry.js';
import { arbitraryBody } from './testing/arbitrary-input.js';
import { dbSnapshotter } from './testing/db-snapshot.js';
import { signUpConfirmed, TestClient } from './testing/http-client.js';
import { makeOwnedRow, OWNED_ROWS } from './testing/owned-resources.js';
import { userIdOf } from './testing/people.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Generated from the call registry: every call, as every kind of person, against what the call
 * declares (access and subject policy); then random and hostile bodies that must never get a
 * 5xx nor, when refused, change a row. A new call is covered the moment it is registered.
 */
let t: TestApp;
const ACTORS = [
  'anonymous',
  'candidate',
  'otherCandidate',
  'admin',
  'linkedTrainer',
  'unlinkedTrainer',
  'revokedTrainer',
  'demotedTrainer',
] as const;
type Actor = (typeof ACTORS)[number];
const actors = {} as Record<Actor, TestClient>;
let candidateId = '';
let linkedTrainerId = '';
const TRAINERS = ['linkedTrainer', 'unlinkedTrainer', 'revokedTrainer', 'demotedTrainer'] as const;

const idOf = (email: string) => userIdOf(t.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
  snapshotRows = dbSnapshotter(t.deps.db);
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
  // Four trainers: one linked to the candidate, one never linked, one whose link was revoked, and
  // one linked whom an admin then demoted to 'aluno' (below).
  for (const [index, actor] of TRAINERS.entries()) {
    const email = `guarda.${actor.toLowerCase()}@exemplo.com`;
    actors[actor] = await signUpConfirmed(t.app, t.deps.db, email);
    const id = await idOf(email);
    await t.deps.db
      .updateTable('profiles')
      .set({
        role: 'treinador',
        full_name: `Treinador ${index}`,
        cref_number: `01234${index}-G/DF`,
        cref_region: 'DF',
        cref_status: 'pendente',
      })
      .where('id', '=', id)
      .execute();
    if (actor === 'linkedTrainer') linkedTrainerId = id;
    if (actor !== 'unlinkedTrainer') {
      await t.deps.db
        .insertInto('trainer_links')
        .values({
          trainer_id: id,
          student_id: candidateId,
          revoked_at: actor === 'revokedTrainer' ? new Date() : null,
        })
        .execute();
    }
  }
  // Demote, then try to onboard again (issue 20): the role stays 'aluno', the link stays ended, so
  // the matrix below finds the demoted trainer with a candidate's reach.
  const demotedId = await idOf('guarda.demotedtrainer@exemplo.com');
  const demote = await actors.admin.rpc('admin_set_user_role', { user_id: demotedId, role: 'aluno' });
  expect(demote.status, JSON.stringify(demote.json)).toBe(200);
  const onboard = await actors.demotedTrainer.rpc('complete_trainer_onboarding', {
    p_full_name: 'Treinador Rebaixado',
    p_birth_date: '1985-01-01',
    p_cref_number: '012343-G/DF',
    p_cref_region: 'DF',
  });
  expect(onboard.status, JSON.stringify(onboard.json)).toBe(409);
  expect((await actors.demotedTrainer.rpc('get_profile_role')).json.data.role).toBe('aluno');
});

const calls = Object.entries(rpcRegistry) as [string, RpcDefinition][];
const clearRateLimits = () => t.deps.db.deleteFrom('rpc_rate_limits').execute();

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'hidden';

/** Who holds the trainer role: the demoted one no longer does. */
const isTrainerActor = (actor: Actor) =>
  (TRAINERS as readonly string[]).includes(actor) && actor !== 'demotedTrainer';

/** Whose row an owned-resource call aims at: the linked trainer's for trainer calls, else the candidate's. */
const ownerActor = (def: RpcDefinition): Actor => (def.access === 'trainer' ? 'linkedTrainer' : 'candidate');

/**
 * Who each subject policy lets reach the candidate's data: canViewStudent the candidate, an admin
 * and the linked trainer; canCoachStudent the linked trainer only (not the student, not an admin).
 * The unlinked, the revoked and the demoted trainer never. A new policy must be declared here to typecheck.
 */
const POLICY_REACHES: Record<PolicyName, readonly Actor[]> = {
  canViewStudent: ['candidate', 'admin', 'linkedTrainer'],
  canCoachStudent: ['linkedTrainer'],
  canDiscussWithStudent: ['candidate', 'linkedTrainer'],
};

/** What a call declares for each person; the subject calls aim at the candidate's data. */
function expected(def: RpcDefinition, actor: Actor): Outcome {
  if (def.access === 'public') return 'allowed';
  if (actor === 'anonymous') return 'unauthenticated';
  if (def.access === 'admin') return actor === 'admin' ? 'allowed' : 'forbidden';
  if (def.access === 'trainer' && !(isTrainerActor(actor) || actor === 'admin')) return 'forbidden';
  if (def.subject && !POLICY_REACHES[def.subject.policy].includes(actor)) return 'hidden';
  // A row of someone's: reached by its owner, or through a subject policy that allows it.
  if (def.ownedResource && !def.subject && actor !== ownerActor(def)) return 'hidden';
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

  it('each call on an owned row has its row maker (testing/owned-resources.ts), and only those', () => {
    const declaring = calls.filter(([, def]) => def.ownedResource).map(([name]) => name);
    expect(Object.keys(OWNED_ROWS).sort()).toEqual(declaring.sort());
  });

  describe.each(calls)('%s: authorization matrix', (name, def) => {
    it.each(ACTORS)('as %s', async (actor) => {
      await clearRateLimits();
      const input: Record<string, unknown> = { ...(def.example as object) };
      if (def.subject) input[def.subject.field] = candidateId;
      if (def.ownedResource) {
        const ownerId = ownerActor(def) === 'linkedTrainer' ? linkedTrainerId : candidateId;
        input[def.ownedResource.field] = await makeOwnedRow(name, t.deps, ownerId);
      }
      const res = await actors[actor].rpc(name, input);
      expect(outcomeOf(res.status, res.json?.error?.code), JSON.stringify(res.json)).toBe(
        expected(def, actor),
      );
    });
  });
});

/** Every row of every table of ours (rate-limit counters excepted), in one statement. */
let snapshotRows: () => Promise<Record<string, string>>;

/**
 * Background jobs queued by earlier calls (an export, a mail) write when they run: wait until the
 * queue is idle (jobs due within the next seconds included) so that a change seen during a refusal
 * is the refusal's own. True when there was a job to wait for: it may have written meanwhile.
 */
async function quiesce(): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active') and start_after <= now() + interval '3 seconds'`.execute(
      t.deps.db,
    );
    if ((rows[0]?.n ?? 0) === 0) return waited > 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe.each(calls)('%s: random and hostile bodies', (name, def) => {
  it.each(['anonymous', 'candidate'] as const)(
    'as %s: never a 5xx; a refusal changes nothing',
    async (actor) => {
      // A refused body leaves the rows as they were: the snapshot after it is the next one's before.
      let known: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(arbitraryBody(def.input), async (body) => {
          await clearRateLimits();
          // A job that ran while we waited wrote after the last snapshot: take a new one.
          const jobsRan = await quiesce();
          const before = known && !jobsRan ? known : await snapshotRows();
          known = undefined;
          const res = await actors[actor].request(`/api/rpc/${name}`, { method: 'POST', rawBody: body });
          expect(res.status, `${body} → ${JSON.stringify(res.json)}`).toBeLessThan(500);
          expect(res.json?.error ?? res.json?.data !== undefined).toBeTruthy();
          if (res.status >= 400) {
            const after = await snapshotRows();
            expect(after).toEqual(before);
            known = after;
          }
        }),
        { numRuns: 15 },
      );
    },
  );
});
