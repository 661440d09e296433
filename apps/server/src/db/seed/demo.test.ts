import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DEMO_CANDIDATE, DEMO_TRAINER, seedDemo } from './demo.js';

// What a newcomer sees after `npm start`: the demo accounts, each with something to look at.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps);
  await seedDemo(t.deps); // idempotent
});

async function signIn(email: string, password: string) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return client;
}

describe('demo seed', () => {
  it('a verified trainer follows the demo candidate and sees their metrics', async () => {
    const trainer = await signIn(DEMO_TRAINER.email, DEMO_TRAINER.password);
    const students = (await trainer.rpc('get_trainer_students_approved')).json.data;
    expect(students).toEqual([expect.objectContaining({ email: DEMO_CANDIDATE.email })]);
    expect((await trainer.rpc('get_trainer_profile')).json.data.cref_status).toBe('verificado');
    const metrics = await trainer.rpc('endurance_metrics', { p_student: students[0].id });
    expect(metrics.status).toBe(200);
    expect(metrics.json.data?.vam_kmh).toBeGreaterThan(0);
  });

  it('the trainer runs a turma with the demo candidate in it, a class plan, a note and a challenge', async () => {
    const trainer = await signIn(DEMO_TRAINER.email, DEMO_TRAINER.password);
    const [turma] = (await trainer.rpc('get_trainer_turmas')).json.data;
    expect(turma).toMatchObject({
      name: 'Turma CBMDF — sábado',
      member_count: 1,
      plan: { sessions_per_week: 4 },
    });
    const board = (await trainer.rpc('get_turma_board', { id: turma.id })).json.data;
    expect(board.rows[0]).toMatchObject({ sharing: true, week: { plan_source: 'turma' } });
    const candidate = await signIn(DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    expect((await candidate.rpc('get_turma_notes', { turma_id: turma.id })).json.data[0].author_role).toBe(
      'treinador',
    );
    const [challenge] = (await candidate.rpc('get_turma_challenges', { turma_id: turma.id })).json.data;
    expect(challenge.standings[0]).toMatchObject({ position: 1, me: true });
  });

  it('the candidate sees their trainer and a visit in the access log', async () => {
    const candidate = await signIn(DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    const trainers = (await candidate.rpc('get_my_trainers')).json.data;
    expect(trainers.map((row: { full_name: string }) => row.full_name)).toEqual([DEMO_TRAINER.name]);
    const log = (await candidate.rpc('get_trainer_access_log')).json.data;
    expect(log[0]).toMatchObject({ trainer_name: DEMO_TRAINER.name, resource: 'metricas' });
  });

  it('a second trainer waits in the admin verification queue', async () => {
    const pending = await t.deps.db
      .selectFrom('profiles')
      .select('full_name')
      .where('cref_status', '=', 'pendente')
      .execute();
    expect(pending.map((row) => row.full_name)).toContain('Rafael Pendente');
  });
});
