import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Turma challenges (issue 24): scored with sessions done or coins earned in the window, seen by the
// turma's trainer and members only, by nickname; a member who stopped sharing is not on it.
let t: TestApp;
let carlos: TestClient;
const students: Record<string, TestClient> = {};
const TODAY = calendarDate(new Date());
let turmaId = '';

beforeAll(async () => {
  t = await createTestApp();
  carlos = await signUpTrainer(t.app, t.deps.db, 'carlos.desafios@exemplo.com', {
    p_full_name: 'Carlos Souza',
    p_cref_number: 'CREF 012345-g/df',
  });
  turmaId = (await carlos.rpc('create_turma', { name: 'Turma dos desafios' })).json.data.id;
  const url = (await carlos.rpc('create_turma_invite', { turma_id: turmaId })).json.data.url;
  const token = new URL(url).searchParams.get('token');
  for (const nickname of ['Ana', 'Bia', 'Cleo', 'Duda']) {
    const email = `${nickname.toLowerCase()}.desafios@exemplo.com`;
    const client = await signUpConfirmed(t.app, t.deps.db, email);
    await t.deps.db
      .updateTable('profiles')
      .set({ nickname, full_name: `${nickname} Nome Real` })
      .where('id', '=', await userIdOf(t.deps.db, email))
      .execute();
    if (nickname !== 'Duda')
      expect((await client.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    students[nickname] = client;
  }
});

function student(nickname: string): TestClient {
  const client = students[nickname];
  if (!client) throw new Error(`no student ${nickname}`);
  return client;
}

const log = (nickname: string, reps: number) =>
  student(nickname).rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: reps });

describe('a turma challenge', () => {
  it('ranks the sharing members by sessions in its window, by nickname, for the turma only', async () => {
    await log('Ana', 10);
    await log('Ana', 12);
    await log('Bia', 8);
    // A session imported from Strava counts as done (decision 048), with none of its details here.
    const biaId = await userIdOf(t.deps.db, 'bia.desafios@exemplo.com');
    await t.deps.db
      .insertInto('activities')
      .values({
        user_id: biaId,
        activity_type: 'RUN',
        source: 'strava',
        external_id: 'strava-7319',
        value_primary: 7319,
        value_secondary: 2291,
        workout_date: TODAY,
      })
      .execute();
    // Cleo stops sharing with the trainer: she is not on the board.
    const link = (await student('Cleo').rpc('get_my_trainers')).json.data[0];
    await student('Cleo').rpc('revoke_trainer_access', { link_id: link.link_id });

    const made = await carlos.rpc('create_turma_challenge', {
      turma_id: turmaId,
      title: 'Mais treinos do mês',
      metric: 'treinos',
      starts_on: TODAY,
      ends_on: TODAY,
    });
    expect(made.status).toBe(200);
    const [challenge] = (await student('Ana').rpc('get_turma_challenges', { turma_id: turmaId })).json.data;
    expect(challenge).toMatchObject({ title: 'Mais treinos do mês', status: 'em_andamento' });
    expect(challenge.standings).toEqual([
      { position: 1, nickname: 'Ana', score: 2, me: true },
      { position: 1, nickname: 'Bia', score: 2, me: false },
    ]);
    const text = JSON.stringify(challenge);
    for (const secret of ['Nome Real', '7319', '2291', 'Cleo']) expect(text).not.toContain(secret);
    // Someone outside the turma, another trainer: nothing.
    expect((await student('Duda').rpc('get_turma_challenges', { turma_id: turmaId })).status).toBe(404);
    expect(
      (
        await student('Duda').rpc('create_turma_challenge', {
          turma_id: turmaId,
          title: 'x',
          metric: 'treinos',
          starts_on: TODAY,
          ends_on: TODAY,
        })
      ).status,
    ).toBe(403);
  });

  it('scores coins with the points metric, and refuses a window backwards or longer than 92 days', async () => {
    await carlos.rpc('create_turma_challenge', {
      turma_id: turmaId,
      title: 'Mais pontos',
      metric: 'pontos',
      starts_on: TODAY,
      ends_on: TODAY,
    });
    const list = (await carlos.rpc('get_turma_challenges', { turma_id: turmaId })).json.data;
    const points = list.find((c: { metric: string }) => c.metric === 'pontos');
    const anaId = await userIdOf(t.deps.db, 'ana.desafios@exemplo.com');
    const ledger = await t.deps.db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', anaId)
      .where('activity_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(points.standings[0]).toMatchObject({ nickname: 'Ana', position: 1 });
    expect(points.standings[0].score).toBeGreaterThan(0);
    expect(points.standings[0].score).toBe(Number(ledger.sum));

    for (const window of [
      { starts_on: '2026-12-10', ends_on: '2026-12-01' },
      { starts_on: '2026-01-01', ends_on: '2026-06-01' },
    ]) {
      const res = await carlos.rpc('create_turma_challenge', {
        turma_id: turmaId,
        title: 'Errado',
        metric: 'treinos',
        ...window,
      });
      expect(res.status).toBe(400);
    }
    const [first] = list;
    expect((await carlos.rpc('delete_turma_challenge', { id: first.id })).json.data).toEqual({ ok: true });
    expect((await carlos.rpc('get_turma_challenges', { turma_id: turmaId })).json.data).toHaveLength(1);
  });
});
