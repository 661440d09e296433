import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { countInMonth } from './technique.repository.js';
import { analyzeBarTechnique } from './technique.service.js';

// chat_biomechanics (issue 12) through the real routes: the analysis, the notes it needs, whose
// bar workout it may name, and the plans' monthly quota (docs/decisions/031-plans.md).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const idOf = (email: string) => userIdOf(t.deps.db, email);

async function candidate(email: string, plan?: PlanCode) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const id = await idOf(email);
  if (plan) await t.deps.db.updateTable('profiles').set({ plano_code: plan }).where('id', '=', id).execute();
  return { client, id };
}

async function barWorkout(client: TestClient, reps: number, notes: string) {
  const res = await client.rpc('insert_training_activity', {
    p_activity_type: 'BARRA',
    p_value_primary: reps,
    p_notes: notes,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.activity.id as string;
}

const countOf = async (userId: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('technique_analyses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('chat_biomechanics', () => {
  it("analyses a bar workout's notes and counts it in the month, with the workout named", async () => {
    const { client, id } = await candidate('ana.barra@exemplo.com');
    const notes = 'Balancei o corpo nas ultimas e n estendi o braço todo';
    const activityId = await barWorkout(client, 8, notes);
    const res = await client.rpc('chat_biomechanics', {
      observation: `  ${notes}\n`,
      repetitions: 8,
      activity_id: activityId,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { analysis, remaining_this_month } = res.json.data;
    expect(remaining_this_month).toBe(2);
    expect(analysis.analyst).toBe('regras-v1');
    expect(analysis.repetitions).toBe(8);
    expect(analysis.sections.map((s: { theme: string }) => s.theme)).toEqual([
      'amplitude',
      'kipping',
      'fadiga',
    ]);
    expect(analysis.progression.band).toBe('8-12');
    expect(analysis.summary).toContain('Treino de 8 repetições.');
    const rows = await t.deps.db
      .selectFrom('technique_analyses')
      .select(['activity_id', 'repetitions'])
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([{ activity_id: activityId, repetitions: 8 }]);

    // Without a workout (the chat), the same analysis.
    const free = await client.rpc('chat_biomechanics', { observation: 'ombro doeu', repetitions: 0 });
    expect(free.status).toBe(200);
    expect(free.json.data.analysis.sections[0].theme).toBe('dor');
    expect(free.json.data.remaining_this_month).toBe(1);
  });

  it("refuses empty notes with 'Observações Necessárias', and bad repetitions, counting nothing", async () => {
    const { client, id } = await candidate('bruno.sem.notas@exemplo.com');
    for (const observation of ['', '   ', '\n\t ']) {
      const res = await client.rpc('chat_biomechanics', { observation, repetitions: 5 });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Observações Necessárias' });
    }
    expect((await client.rpc('chat_biomechanics', { repetitions: 5 })).json.error.message).toBe(
      'Observações Necessárias',
    );
    const long = await client.rpc('chat_biomechanics', { observation: 'a'.repeat(2001), repetitions: 5 });
    expect(long.status).toBe(400);
    for (const repetitions of [-1, 2.5, 301, '10']) {
      const res = await client.rpc('chat_biomechanics', { observation: 'balancei', repetitions });
      expect(res.status, String(repetitions)).toBe(400);
    }
    expect(await countOf(id)).toBe(0);
  });

  it("answers 404 for someone else's workout or a workout that is not a bar one", async () => {
    const owner = await candidate('carla.dona@exemplo.com');
    const theirs = await barWorkout(owner.client, 6, 'balancei');
    const other = await candidate('diego.outro@exemplo.com', 'AVAN_MENSAL');
    const res = await other.client.rpc('chat_biomechanics', {
      observation: 'balancei',
      repetitions: 6,
      activity_id: theirs,
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');

    const run = await other.client.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 660,
    });
    const notBar = await other.client.rpc('chat_biomechanics', {
      observation: 'balancei',
      repetitions: 6,
      activity_id: run.json.data.activity.id,
    });
    expect(notBar.status).toBe(404);
    const unknown = await other.client.rpc('chat_biomechanics', {
      observation: 'balancei',
      repetitions: 6,
      activity_id: '7f1d7c1e-4b8a-4c39-9a55-1d2f0e9b3c11',
    });
    expect(unknown.status).toBe(404);
    expect(await countOf(other.id)).toBe(0);
    expect(await countOf(owner.id)).toBe(0);
  });

  it('refuses signed-out callers', async () => {
    const { TestClient } = await import('../../testing/http-client.js');
    const res = await new TestClient(t.app).rpc('chat_biomechanics', {
      observation: 'balancei',
      repetitions: 3,
    });
    expect(res.status).toBe(401);
  });
});

describe('monthly quota', () => {
  it("FREE: 3 analyses a month; the 4th is refused with PLAN_LIMIT; last month's do not count", async () => {
    const { client, id } = await candidate('elisa.free@exemplo.com', 'FREE');
    const lastMonth = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await t.deps.db
      .insertInto('technique_analyses')
      .values(
        [1, 2, 3].map(() => ({ user_id: id, activity_id: null, repetitions: 4, created_at: lastMonth })),
      )
      .execute();
    const remaining: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.rpc('chat_biomechanics', {
        observation: 'cansei nas ultimas',
        repetitions: 4,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      remaining.push(res.json.data.remaining_this_month);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await client.rpc('chat_biomechanics', {
      observation: 'cansei nas ultimas',
      repetitions: 4,
    });
    expect(fourth.status).toBe(403);
    expect(fourth.json.error).toEqual({
      code: 'PLAN_LIMIT',
      message:
        'Você já usou 3 análises de técnica do seu plano neste mês. Os planos Avançados têm análises ilimitadas.',
    });
    expect(await countOf(id)).toBe(6);

    // An admin moves the person to a paid plan: unlimited at once.
    await t.deps.db
      .updateTable('profiles')
      .set({ plano_code: 'AVAN_SEMESTRE' })
      .where('id', '=', id)
      .execute();
    const after = await client.rpc('chat_biomechanics', {
      observation: 'cansei nas ultimas',
      repetitions: 4,
    });
    expect(after.status).toBe(200);
    expect(after.json.data.remaining_this_month).toBeNull();
  });

  it('AVAN_MENSAL: unlimited (remaining null); COMUM: 10 a month', async () => {
    const avancado = await candidate('fabio.avancado@exemplo.com', 'AVAN_MENSAL');
    for (let i = 0; i < 5; i++) {
      const res = await avancado.client.rpc('chat_biomechanics', {
        observation: 'desci rapido',
        repetitions: 13,
      });
      expect(res.status).toBe(200);
      expect(res.json.data.remaining_this_month).toBeNull();
    }
    const comum = await candidate('gabi.comum@exemplo.com', 'COMUM');
    const res = await comum.client.rpc('chat_biomechanics', { observation: 'desci rapido', repetitions: 2 });
    expect(res.json.data.remaining_this_month).toBe(9);
  });

  it('parallel calls cannot overrun the quota', async () => {
    const { client, id } = await candidate('hugo.paralelo@exemplo.com', 'FREE');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.rpc('chat_biomechanics', { observation: 'balancei', repetitions: 3 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 403, 403]);
    expect(await countOf(id)).toBe(3);
  });

  it('counts the calendar month in São Paulo (23:00 of the last day there is still last month)', async () => {
    const { id } = await candidate('iris.fuso@exemplo.com');
    await t.deps.db
      .insertInto('technique_analyses')
      .values([
        // 28/02 23:00 in São Paulo (UTC−3): February.
        { user_id: id, activity_id: null, repetitions: 1, created_at: new Date('2026-03-01T02:00:00Z') },
        // 01/03 00:30 in São Paulo: March.
        { user_id: id, activity_id: null, repetitions: 1, created_at: new Date('2026-03-01T03:30:00Z') },
        // 31/03 23:59 in São Paulo: March.
        { user_id: id, activity_id: null, repetitions: 1, created_at: new Date('2026-04-01T02:59:00Z') },
        // 01/04 00:00 in São Paulo: April.
        { user_id: id, activity_id: null, repetitions: 1, created_at: new Date('2026-04-01T03:00:00Z') },
      ])
      .execute();
    expect(await countInMonth(t.deps.db, id, new Date('2026-03-15T12:00:00Z'))).toBe(2);
    expect(await countInMonth(t.deps.db, id, new Date('2026-02-28T12:00:00Z'))).toBe(1);
    expect(await countInMonth(t.deps.db, id, new Date('2026-04-01T03:00:00Z'))).toBe(1);
  });
});

describe('an analyst that fails (the provider seam an LLM could fill)', () => {
  it("answers 'Não foi possível gerar a análise' / 'Análise não foi retornada' and counts nothing", async () => {
    const { id } = await candidate('joao.provedor@exemplo.com', 'FREE');
    const failing = { analyze: async () => Promise.reject(new Error('provider down')) };
    const empty = { analyze: async () => null };
    const request = { observation: 'balancei', repetitions: 5 };
    await expect(analyzeBarTechnique(t.deps.db, id, 'FREE', request, failing)).rejects.toMatchObject({
      code: 'ANALYSIS_FAILED',
      userMessage: 'Não foi possível gerar a análise.',
    });
    const refused = await analyzeBarTechnique(t.deps.db, id, 'FREE', request, empty).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'ANALYSIS_EMPTY', userMessage: 'Análise não foi retornada.' });
    expect(await countOf(id)).toBe(0);
  });
});
