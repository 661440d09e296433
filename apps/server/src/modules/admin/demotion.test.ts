import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/http-client.js';
import { createInvite, signUpAdmin, signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 20 §1: an admin's demotion of a trainer is final until an admin promotes again. Before, the
// demoted trainer called complete_trainer_onboarding (his sign-up intent still said 'treinador'),
// was a trainer again, and his links, never ended, gave him his students' data back.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const ONBOARDING = {
  p_full_name: 'Rui Rebaixado',
  p_birth_date: '1985-01-01',
  p_cref_number: '012345-G/DF',
  p_cref_region: 'DF',
};

describe('an admin demotes a trainer', () => {
  it('ends his links and invites, refuses his onboarding, and a promotion brings no link back', async () => {
    const { client: admin } = await signUpAdmin(t.app, t.deps.db, 'chefe.rebaixa@exemplo.com');
    const rui = await signUpTrainer(t.app, t.deps.db, 'rui.rebaixado@exemplo.com', ONBOARDING);
    const ruiId = await userIdOf(t.deps.db, 'rui.rebaixado@exemplo.com');
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.aluna.rebaixa@exemplo.com');
    const anaId = await userIdOf(t.deps.db, 'ana.aluna.rebaixa@exemplo.com');
    const accepted = await ana.rpc('accept_trainer_invite', { p_token: (await createInvite(rui)).token });
    expect(accepted.json.data.status).toBe('approved');
    const pending = await createInvite(rui);
    expect((await rui.rpc('get_user_tests', { user_id: anaId })).status).toBe(200);

    const demote = await admin.rpc('admin_set_user_role', { user_id: ruiId, role: 'aluno' });
    expect(demote.status, JSON.stringify(demote.json)).toBe(200);

    // No access, and no way back through onboarding or the intent.
    expect((await rui.rpc('get_user_tests', { user_id: anaId })).status).toBe(404);
    const onboard = await rui.rpc('complete_trainer_onboarding', ONBOARDING);
    expect(onboard.status).toBe(409);
    expect(onboard.json.error).toEqual({
      code: 'TRAINER_ROLE_REMOVED',
      message:
        'Um administrador retirou o perfil de treinador desta conta. Para voltar a ser treinador, fale com a administração.',
    });
    expect((await rui.rpc('set_user_role', { new_role: 'treinador' })).status).toBe(409);
    expect((await rui.rpc('get_profile_role')).json.data.role).toBe('aluno');
    expect((await rui.rpc('get_user_tests', { user_id: anaId })).status).toBe(404);

    // The student's card says who ended it and when; the pending invite no longer links anyone.
    const mine = (await ana.rpc('get_my_trainers')).json.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ trainer_id: ruiId, ended: { by: 'admin' } });
    expect(Date.now() - Date.parse(mine[0].ended.at)).toBeLessThan(60_000);
    const bia = await signUpConfirmed(t.app, t.deps.db, 'bia.aluna.rebaixa@exemplo.com');
    expect((await bia.rpc('accept_trainer_invite', { p_token: pending.token })).json.data.status).toBe(
      'invalid_token',
    );

    // In the audit log, with the links it ended.
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_user_id', '=', ruiId)
      .where('action', '=', 'user.role_changed')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ from: 'treinador', to: 'aluno', links_ended: 1 });
    const log = (await admin.rpc('get_audit_log', { limit: 20 })).json.data.items;
    expect(log.map((item: { message: string }) => item.message)).toContain(
      'Admin chefe.rebaixa@exemplo.com mudou o papel de Rui Rebaixado de treinador para candidato e encerrou o acesso a 1 aluno',
    );

    // An admin promotes again: the role is back, the old link is not.
    expect((await admin.rpc('admin_set_user_role', { user_id: ruiId, role: 'treinador' })).status).toBe(200);
    expect((await rui.rpc('get_user_tests', { user_id: anaId })).status).toBe(404);
    expect((await rui.rpc('get_trainer_students_approved')).json.data).toEqual([]);
    expect((await rui.rpc('complete_trainer_onboarding', ONBOARDING)).status).toBe(200);
    expect((await ana.rpc('get_my_trainers')).json.data[0].ended.by).toBe('admin');

    // A new invite, accepted again, is a new active link, and the ended one leaves the card.
    const again = await ana.rpc('accept_trainer_invite', { p_token: (await createInvite(rui)).token });
    expect(again.json.data.status).toBe('approved');
    expect((await rui.rpc('get_user_tests', { user_id: anaId })).status).toBe(200);
    const now = (await ana.rpc('get_my_trainers')).json.data;
    expect(now.map((row: { ended: unknown }) => row.ended)).toEqual([null]);
  });

  it('a student who revoked keeps seeing nothing of that link on the card', async () => {
    const rita = await signUpTrainer(t.app, t.deps.db, 'rita.revogada@exemplo.com', {
      ...ONBOARDING,
      p_full_name: 'Rita',
    });
    const caio = await signUpConfirmed(t.app, t.deps.db, 'caio.revoga@exemplo.com');
    await caio.rpc('accept_trainer_invite', { p_token: (await createInvite(rita)).token });
    const [link] = (await caio.rpc('get_my_trainers')).json.data;
    expect((await caio.rpc('revoke_trainer_access', { link_id: link.link_id })).status).toBe(200);
    expect((await caio.rpc('get_my_trainers')).json.data).toEqual([]);
  });
});
