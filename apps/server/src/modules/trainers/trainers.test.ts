import { beforeAll, describe, expect, it } from 'vitest';
import { httpCrefVerifier } from '../../integrations/cref/cref-verifier.js';
import { signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { createInvite, setProfile, signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Trainers (issue 11) through the real routes: onboarding grants the role, invites link students,
// a linked trainer sees the student's data while the link lasts, the student sees what was opened.
let t: TestApp;

const idOf = (email: string) => userIdOf(t.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
});

/** A person who came through the trainer portal, their CREF typed loosely. */
const trainer = (email: string, name = 'Carlos Souza') =>
  signUpTrainer(t.app, t.deps.db, email, { p_full_name: name, p_cref_number: 'CREF 012345-g/df' });

describe('trainer onboarding', () => {
  it('grants the trainer role with a pending CREF, normalized; the CREF is in the admin queue', async () => {
    const carlos = await trainer('carlos.onboarding@exemplo.com');
    const profile = (await carlos.rpc('get_trainer_profile')).json.data;
    expect(profile).toMatchObject({
      role: 'treinador',
      full_name: 'Carlos Souza',
      cref_number: '012345-G/DF',
      cref_region: 'DF',
      cref_status: 'pendente',
    });
    const row = await t.deps.db
      .selectFrom('profiles')
      .select(['cref_verified'])
      .where('id', '=', await idOf('carlos.onboarding@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(row.cref_verified).toBe(false);
    // The offline verifier: a valid format, unverified.
    const check = await carlos.rpc('verify_cref', { cref: '012345-G/DF', uf: 'DF' });
    expect(check.json.data).toEqual({ valido: false, nome: null, status: 'nao_verificado' });
    const bad = await carlos.rpc('verify_cref', { cref: '12-G/DF', uf: 'DF' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('CREF inválido (ex.: 012345-G/DF)');
  });

  it('with a registry service configured, a CREF it confirms is verified at once', async () => {
    const offline = t.deps.cref;
    const fetcher = (async () =>
      new Response(JSON.stringify({ valido: true, nome: 'Rita Registro', status: 'ativo' }), {
        headers: { 'content-type': 'application/json' },
      })) as unknown as typeof fetch;
    t.deps.cref = httpCrefVerifier('https://registro.example/verify', fetcher);
    try {
      const rita = await trainer('rita.registro@exemplo.com', 'Rita Registro');
      expect((await rita.rpc('get_trainer_profile')).json.data.cref_status).toBe('verificado');
      expect((await rita.rpc('verify_cref', { cref: '012345-G/DF', uf: 'DF' })).json.data.nome).toBe(
        'Rita Registro',
      );
    } finally {
      t.deps.cref = offline;
    }
  });

  it('refuses a candidate account, a missing CREF, and grants nothing', async () => {
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.nao.treinadora@exemplo.com');
    const res = await ana.rpc('complete_trainer_onboarding', {
      p_full_name: 'Ana',
      p_cref_number: '012345-G/DF',
      p_cref_region: 'DF',
    });
    expect(res.status).toBe(409);
    expect((await ana.rpc('get_profile_role')).json.data.role).toBe('aluno');
    expect((await ana.rpc('create_trainer_invite')).status).toBe(403);

    const bia = await signUpConfirmed(t.app, t.deps.db, 'bia.sem.cref@exemplo.com');
    await bia.rpc('set_user_role', { new_role: 'treinador' });
    const noCref = await bia.rpc('complete_trainer_onboarding', { p_full_name: 'Bia' });
    expect(noCref.status).toBe(400);
    expect((await bia.rpc('get_profile_role')).json.data.role).toBe('aluno');
  });

  it('an admin registers with the name only and stays admin', async () => {
    const admin = await signUpConfirmed(t.app, t.deps.db, 'admin.treinador@exemplo.com');
    await setProfile(t.deps.db, 'admin.treinador@exemplo.com', { role: 'admin' });
    const res = await admin.rpc('complete_trainer_onboarding', { p_full_name: 'Chefe' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ role: 'admin', full_name: 'Chefe', cref_status: null });
    expect((await admin.rpc('create_trainer_invite')).status).toBe(200);
  });
});

describe('invites and links', () => {
  it('a student accepts, the trainer sees them and their data, every visit is in the student log; a revocation ends it on the next request', async () => {
    const carlos = await trainer('carlos.links@exemplo.com', 'Carlos Links');
    const dani = await signUpConfirmed(t.app, t.deps.db, 'dani.aluna@exemplo.com');
    const daniId = await idOf('dani.aluna@exemplo.com');
    // Before any link: the student's data is 'not found' for the trainer.
    expect((await carlos.rpc('get_user_tests', { user_id: daniId })).status).toBe(404);

    const { token } = await createInvite(carlos);
    expect((await carlos.rpc('get_trainer_invites')).json.data).toHaveLength(1);
    const accepted = await dani.rpc('accept_trainer_invite', { p_token: token });
    expect(accepted.json.data).toEqual({ status: 'approved', trainer_name: 'Carlos Links' });
    // Opening the same link again tells the same student it worked; the invite is spent.
    expect((await dani.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    expect((await carlos.rpc('get_trainer_invites')).json.data).toHaveLength(0);

    const students = (await carlos.rpc('get_trainer_students_approved')).json.data;
    expect(students).toEqual([expect.objectContaining({ id: daniId, email: 'dani.aluna@exemplo.com' })]);
    expect((await carlos.rpc('get_user_tests', { user_id: daniId })).status).toBe(200);
    expect((await carlos.rpc('get_user_training_activities', { user_id: daniId })).status).toBe(200);
    expect((await carlos.rpc('get_student_summary', { user_id: daniId })).json.data.email).toBe(
      'dani.aluna@exemplo.com',
    );

    const log = (await dani.rpc('get_trainer_access_log')).json.data;
    expect(log.map((line: { resource: string }) => line.resource).sort()).toEqual(['relatorios', 'treinos']);
    expect(log[0].trainer_name).toBe('Carlos Links');
    // A second look within ten minutes is the same visit.
    await carlos.rpc('get_user_tests', { user_id: daniId });
    expect((await dani.rpc('get_trainer_access_log')).json.data).toHaveLength(2);

    const trainers = (await dani.rpc('get_my_trainers')).json.data;
    expect(trainers).toEqual([
      expect.objectContaining({
        full_name: 'Carlos Links',
        cref_number: '012345-G/DF',
        cref_status: 'pendente',
      }),
    ]);
    expect((await dani.rpc('revoke_trainer_access', { link_id: trainers[0].link_id })).status).toBe(200);
    // The trainer's very next request: refused as if the student did not exist.
    const after = await carlos.rpc('get_user_tests', { user_id: daniId });
    expect(after.status).toBe(404);
    expect(after.json.error.code).toBe('NOT_FOUND');
    expect((await carlos.rpc('get_trainer_students_approved')).json.data).toEqual([]);
    expect((await dani.rpc('get_my_trainers')).json.data).toEqual([]);
    expect((await dani.rpc('revoke_trainer_access', { link_id: trainers[0].link_id })).status).toBe(404);
  });

  it('two students racing on one token: exactly one wins, the other is told it was used', async () => {
    const carlos = await trainer('carlos.race@exemplo.com');
    const students = await Promise.all(
      ['eva.corrida@exemplo.com', 'fabi.corrida@exemplo.com', 'gil.corrida@exemplo.com'].map((email) =>
        signUpConfirmed(t.app, t.deps.db, email),
      ),
    );
    for (let round = 0; round < 3; round++) {
      const { id } = await createInvite(carlos).then(async (invite) => {
        const answers = await Promise.all(
          students.map((student) => student.rpc('accept_trainer_invite', { p_token: invite.token })),
        );
        const statuses = answers.map((answer) => answer.json.data.status).sort();
        expect(statuses).toEqual(['already_used', 'already_used', 'approved']);
        return invite;
      });
      const invite = await t.deps.db
        .selectFrom('trainer_invites')
        .select('used_by')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(invite.used_by).not.toBeNull();
    }
  });

  it('names every other way a token fails', async () => {
    const carlos = await trainer('carlos.status@exemplo.com');
    const hugo = await signUpConfirmed(t.app, t.deps.db, 'hugo.status@exemplo.com');
    const status = async (client: TestClient, token: string) =>
      (await client.rpc('accept_trainer_invite', { p_token: token })).json.data.status;

    expect(await status(hugo, 'nao-e-um-token')).toBe('invalid_token');
    expect(await status(hugo, 'A'.repeat(43))).toBe('invalid_token');
    const own = await createInvite(carlos);
    expect(await status(carlos, own.token)).toBe('own_invite');

    const expired = await createInvite(carlos);
    await t.deps.db
      .updateTable('trainer_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    expect(await status(hugo, expired.token)).toBe('expired_token');

    const canceled = await createInvite(carlos);
    expect((await carlos.rpc('cancel_trainer_invite', { id: canceled.id })).status).toBe(200);
    expect(await status(hugo, canceled.token)).toBe('invalid_token');
    // Someone else's invite cannot be canceled (nor told apart from one that does not exist).
    const other = await trainer('outro.status@exemplo.com');
    expect((await other.rpc('cancel_trainer_invite', { id: own.id })).status).toBe(404);

    // The student who spent an invite is told it worked while the link lasts; once they revoke it,
    // re-opening the spent invite says it was used, not 'approved' with no link behind it.
    const spent = await createInvite(carlos);
    expect(await status(hugo, spent.token)).toBe('approved');
    expect(await status(hugo, spent.token)).toBe('approved');
    const [link] = (await hugo.rpc('get_my_trainers')).json.data;
    expect((await hugo.rpc('revoke_trainer_access', { link_id: link.link_id })).status).toBe(200);
    expect(await status(hugo, spent.token)).toBe('already_used');
    expect((await hugo.rpc('get_my_trainers')).json.data).toEqual([]);

    // Signed out: the call needs a session (the page shows 'not_authenticated').
    expect((await new TestClient(t.app).rpc('accept_trainer_invite', { p_token: own.token })).status).toBe(
      401,
    );
    // No token hash leaks: the stored value is not the token.
    const stored = await t.deps.db
      .selectFrom('trainer_invites')
      .select('token_hash')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(own.token);
  });
});
