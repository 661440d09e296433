import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { inviteToken, signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Comments (issue 24): the trainer comments on a student's session or week and the student answers,
// both read the thread; a note to the whole turma reaches its members only.
let t: TestApp;
let carlos: TestClient;
let rita: TestClient;
let ana: TestClient;
let bia: TestClient;
let anaId = '';

beforeAll(async () => {
  t = await createTestApp();
  carlos = await signUpTrainer(t.app, t.deps.db, 'carlos.comentarios@exemplo.com', {
    p_full_name: 'Carlos Souza',
    p_cref_number: 'CREF 012345-g/df',
  });
  rita = await signUpTrainer(t.app, t.deps.db, 'rita.comentarios@exemplo.com', {
    p_full_name: 'Rita Lima',
    p_cref_number: 'CREF 012346-g/df',
  });
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana.comentarios@exemplo.com');
  bia = await signUpConfirmed(t.app, t.deps.db, 'bia.comentarios@exemplo.com');
  anaId = await userIdOf(t.deps.db, 'ana.comentarios@exemplo.com');
  await t.deps.db
    .updateTable('profiles')
    .set({ full_name: 'Ana Teste', nickname: 'Ana' })
    .where('id', '=', anaId)
    .execute();
  await ana.rpc('accept_trainer_invite', { p_token: await inviteToken(carlos) });
});

describe('comments on a session', () => {
  it('the linked trainer comments, the student answers, both read the thread; nobody else reaches it', async () => {
    const session = (
      await ana.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 9 })
    ).json.data.activity.id;
    const first = await carlos.rpc('post_session_comment', {
      activity_id: session,
      user_id: anaId,
      body: '  Boa! Segure 2 s no alto. ',
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject([
      { body: 'Boa! Segure 2 s no alto.', author_role: 'treinador', author_name: 'Carlos Souza', mine: true },
    ]);
    const answer = await ana.rpc('post_session_comment', { activity_id: session, body: 'Combinado!' });
    expect(answer.json.data.map((c: { author_role: string }) => c.author_role)).toEqual([
      'treinador',
      'aluno',
    ]);
    const read = (await ana.rpc('get_session_comments', { activity_id: session })).json.data;
    expect(read.map((c: { body: string; mine: boolean }) => [c.body, c.mine])).toEqual([
      ['Boa! Segure 2 s no alto.', false],
      ['Combinado!', true],
    ]);
    expect(
      (await carlos.rpc('get_session_comments', { activity_id: session, user_id: anaId })).json.data,
    ).toHaveLength(2);

    // An unlinked trainer, another candidate: 'not found', nothing written.
    expect((await rita.rpc('get_session_comments', { activity_id: session, user_id: anaId })).status).toBe(
      404,
    );
    expect(
      (await rita.rpc('post_session_comment', { activity_id: session, user_id: anaId, body: 'Oi' })).status,
    ).toBe(404);
    expect(
      (await bia.rpc('post_session_comment', { activity_id: session, user_id: anaId, body: 'Oi' })).status,
    ).toBe(404);
    // Bia cannot hang a comment on Ana's session as if it were hers.
    expect((await bia.rpc('post_session_comment', { activity_id: session, body: 'Oi' })).status).toBe(404);
    const rows = await t.deps.db
      .selectFrom('comments')
      .select('id')
      .where('activity_id', '=', session)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses empty, long or invisible-character text', async () => {
    const session = (
      await ana.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 5 })
    ).json.data.activity.id;
    for (const body of ['   ', 'x'.repeat(1001), 'oi\u202Etexto']) {
      const res = await ana.rpc('post_session_comment', { activity_id: session, body });
      expect(res.status).toBe(400);
    }
    expect((await ana.rpc('get_session_comments', { activity_id: session })).json.data).toEqual([]);
  });

  it('a revoked trainer no longer reads nor writes', async () => {
    const session = (
      await ana.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 7 })
    ).json.data.activity.id;
    await ana.rpc('post_week_comment', { week_start: '2026-11-23', body: 'Semana boa.' });
    expect(
      (await carlos.rpc('get_week_comments', { week_start: '2026-11-23', user_id: anaId })).json.data[0].body,
    ).toBe('Semana boa.');
    expect((await ana.rpc('post_week_comment', { week_start: '2026-11-24', body: 'x' })).status).toBe(400);
    const link = (await ana.rpc('get_my_trainers')).json.data[0];
    await ana.rpc('revoke_trainer_access', { link_id: link.link_id });
    expect((await carlos.rpc('get_session_comments', { activity_id: session, user_id: anaId })).status).toBe(
      404,
    );
    expect((await carlos.rpc('get_week_comments', { week_start: '2026-11-23', user_id: anaId })).status).toBe(
      404,
    );
  });
});

describe('notes to a turma', () => {
  it('reach the members and their trainer only', async () => {
    const turma = (await rita.rpc('create_turma', { name: 'Turma de sábado' })).json.data;
    const url = (await rita.rpc('create_turma_invite', { turma_id: turma.id })).json.data.url;
    expect(
      (await bia.rpc('join_turma', { p_token: new URL(url).searchParams.get('token') })).json.data.status,
    ).toBe('joined');
    const posted = await rita.rpc('post_turma_note', {
      turma_id: turma.id,
      body: 'Treino coletivo sábado 7h, pista do CETEB',
    });
    expect(posted.json.data).toMatchObject([{ author_role: 'treinador', author_name: 'Rita Lima' }]);
    expect((await bia.rpc('get_turma_notes', { turma_id: turma.id })).json.data[0].body).toBe(
      'Treino coletivo sábado 7h, pista do CETEB',
    );
    expect((await ana.rpc('get_turma_notes', { turma_id: turma.id })).status).toBe(404);
    expect((await carlos.rpc('get_turma_notes', { turma_id: turma.id })).status).toBe(404);
    expect((await carlos.rpc('post_turma_note', { turma_id: turma.id, body: 'Oi' })).status).toBe(404);
    expect((await bia.rpc('post_turma_note', { turma_id: turma.id, body: 'Oi' })).status).toBe(403);
  });
});
