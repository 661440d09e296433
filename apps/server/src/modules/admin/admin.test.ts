import { beforeAll, describe, expect, it } from 'vitest';
import { lastMail, STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { signUpAdmin, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The admin core (issue 12) through the real routes: statistics, live status, the user list, role,
// plan and account changes (audited, the last admin protected), the CREF queue.
let t: TestApp;
let admin: TestClient;
let adminId = '';

const idOf = (email: string) => userIdOf(t.deps.db, email);

/** An account made admin in the database, then signed in again (an admin's sign-in is audited). */
const makeAdmin = (email: string) => signUpAdmin(t.app, t.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, id: adminId } = await makeAdmin('chefe.admin@exemplo.com'));
});

describe('statistics and status', () => {
  it('counts the people as the spec asks, and checks the system live', async () => {
    const before = (await admin.rpc('get_admin_stats')).json.data;
    const trainer = await signUpConfirmed(t.app, t.deps.db, 'treinador.stats@exemplo.com');
    await trainer.rpc('set_user_role', { new_role: 'treinador' });
    await trainer.rpc('complete_trainer_onboarding', {
      p_full_name: 'Treinador Stats',
      p_cref_number: '012345-G/DF',
      p_cref_region: 'DF',
    });
    const after = (await admin.rpc('get_admin_stats')).json.data;
    expect(after.total_users).toBe(before.total_users + 1);
    expect(after.trainers).toBe(before.trainers + 1);
    expect(after.trainers_unverified).toBe(before.trainers_unverified + 1);
    expect(after.admins).toBeGreaterThanOrEqual(1);

    const status = (await admin.rpc('get_system_status')).json.data;
    const byKey = Object.fromEntries(status.checks.map((c: { key: string }) => [c.key, c]));
    expect(Object.keys(byKey).sort()).toEqual([
      'auth',
      'database',
      'jobs',
      'mail',
      'memory',
      'payments',
      'tracker',
    ]);
    // The process's own figures, read at the moment of the check.
    expect(byKey.memory.detail).toMatch(/^\d+ MB em uso \(heap JavaScript \d+ MB, fora do heap \d+ MB\)$/);
    expect(byKey.database.status).toBe('ok');
    expect(byKey.database.detail).toMatch(/respondeu em \d+ ms/);
    expect(byKey.mail.detail).toBe('Sem SMTP: mensagens na caixa de saída local');
    expect(byKey.jobs.detail).toMatch(/\d+ na fila, \d+ em execução, \d+ com falha/);
  });
});

describe('users', () => {
  it('searches by the start of a name, nickname or e-mail, filters, and pages', async () => {
    for (const [email, name] of [
      ['zeca.busca@exemplo.com', 'Zeca Busca'],
      ['zelia.busca@exemplo.com', 'Zélia Busca'],
      ['outro.busca@exemplo.com', 'Zacarias Busca'],
    ] as const) {
      await signUpConfirmed(t.app, t.deps.db, email);
      await t.deps.db
        .updateTable('profiles')
        .set({ full_name: name })
        .where('id', '=', await idOf(email))
        .execute();
    }
    const search = async (input: object) => (await admin.rpc('admin_list_users', input)).json.data;
    expect((await search({ query: 'ze' })).items.map((u: { email: string }) => u.email).sort()).toEqual([
      'zeca.busca@exemplo.com',
      'zelia.busca@exemplo.com',
    ]);
    expect((await search({ query: 'ZACA' })).items.map((u: { email: string }) => u.email)).toEqual([
      'outro.busca@exemplo.com',
    ]);
    // Wildcards are searched as themselves.
    expect((await search({ query: '%' })).items).toEqual([]);
    const admins = await search({ role: 'admin' });
    expect(admins.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);

    const first = await search({ limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await search({ limit: 2, cursor: first.next_cursor });
    expect(second.items).toHaveLength(2);
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(new Date(second.items[0].created_at) <= new Date(first.items[1].created_at)).toBe(true);
    expect((await admin.rpc('admin_list_users', { cursor: 'lixo' })).status).toBe(400);
  });

  it('changes a plan and a role, audited; the last admin cannot be removed', async () => {
    await signUpConfirmed(t.app, t.deps.db, 'plano.admin@exemplo.com');
    const id = await idOf('plano.admin@exemplo.com');
    const planned = await admin.rpc('admin_set_user_plan', { user_id: id, plano_code: 'AVAN_MENSAL' });
    expect(planned.json.data).toMatchObject({ plano_code: 'AVAN_MENSAL', disabled: false });
    const promoted = await admin.rpc('admin_set_user_role', { user_id: id, role: 'treinador' });
    expect(promoted.json.data.role).toBe('treinador');

    // Alone, the admin cannot demote nor disable themself.
    const others = await t.deps.db
      .selectFrom('profiles')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '<>', adminId)
      .execute();
    await t.deps.db
      .updateTable('profiles')
      .set({ role: 'aluno' })
      .where('id', 'in', others.length ? others.map((o) => o.id) : ['-'])
      .execute();
    const demote = await admin.rpc('admin_set_user_role', { user_id: adminId, role: 'aluno' });
    expect(demote.status).toBe(409);
    expect(demote.json.error).toEqual({
      code: 'LAST_ADMIN',
      message: 'Não é possível remover o último administrador.',
    });
    expect((await admin.rpc('admin_set_user_disabled', { user_id: adminId, disabled: true })).status).toBe(
      409,
    );

    const messages = async () =>
      (await admin.rpc('get_audit_log', { limit: 100 })).json.data.items.map(
        (item: { message: string }) => item.message,
      ) as string[];
    const log = await messages();
    expect(log).toContain(
      'Admin chefe.admin@exemplo.com mudou o papel de plano.admin@exemplo.com de candidato para treinador',
    );
    expect(log).toContain(
      'Admin chefe.admin@exemplo.com mudou o plano de plano.admin@exemplo.com de Gratuito para Avançado Mensal',
    );
    // better-auth runs its after-hooks once the sign-in's transaction is over.

    await expect.poll(messages).toContain('Admin chefe.admin@exemplo.com entrou como administrador');
  });

  it("disabling ends the person's sessions at once and refuses their sign-in; re-enabling lets them back", async () => {
    const bia = await signUpConfirmed(t.app, t.deps.db, 'bia.desativada@exemplo.com');
    const id = await idOf('bia.desativada@exemplo.com');
    expect((await bia.rpc('get_perfil_completo')).status).toBe(200);
    const disabled = await admin.rpc('admin_set_user_disabled', { user_id: id, disabled: true });
    expect(disabled.json.data.disabled).toBe(true);
    expect((await bia.rpc('get_perfil_completo')).status).toBe(401);
    const again = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'bia.desativada@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(again.status).toBe(403);
    expect(again.json.error).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: 'Conta desativada. Fale com o suporte do Prontidão.',
    });
    expect(
      (await admin.rpc('admin_list_users', { status: 'disabled' })).json.data.items.map(
        (u: { id: string }) => u.id,
      ),
    ).toContain(id);

    await admin.rpc('admin_set_user_disabled', { user_id: id, disabled: false });
    const back = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'bia.desativada@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(back.status).toBe(200);
  });
});

describe('CREF verification', () => {
  it('approves and rejects pending CREFs, tells the trainer by mail, and refuses a second decision', async () => {
    const register = async (email: string, cref: string) => {
      const client = await signUpConfirmed(t.app, t.deps.db, email);
      await client.rpc('set_user_role', { new_role: 'treinador' });
      await client.rpc('complete_trainer_onboarding', {
        p_full_name: `Treinador ${email}`,
        p_cref_number: cref,
        p_cref_region: 'SP',
      });
      return { client, id: await idOf(email) };
    };
    const ok = await register('cref.aprovado@exemplo.com', '111111-G/SP');
    const no = await register('cref.rejeitado@exemplo.com', '222222-P/SP');
    const queue = (await admin.rpc('get_cref_queue')).json.data.map(
      (row: { user_id: string }) => row.user_id,
    );
    expect(queue).toEqual(expect.arrayContaining([ok.id, no.id]));

    expect((await admin.rpc('decide_cref', { user_id: ok.id, decision: 'aprovar' })).json.data).toEqual({
      cref_status: 'verificado',
      cref_rejection_reason: null,
    });
    expect((await admin.rpc('decide_cref', { user_id: no.id, decision: 'rejeitar' })).status).toBe(400);
    const rejected = await admin.rpc('decide_cref', {
      user_id: no.id,
      decision: 'rejeitar',
      reason: 'Número não consta no CREF4/SP',
    });
    expect(rejected.json.data.cref_status).toBe('rejeitado');
    expect((await admin.rpc('decide_cref', { user_id: ok.id, decision: 'aprovar' })).status).toBe(409);

    expect((await ok.client.rpc('get_trainer_profile')).json.data.cref_status).toBe('verificado');
    expect((await no.client.rpc('get_trainer_profile')).json.data).toMatchObject({
      cref_status: 'rejeitado',
      cref_rejection_reason: 'Número não consta no CREF4/SP',
    });
    await expect
      .poll(async () => (await lastMail(t.deps.db, 'cref.rejeitado@exemplo.com')).mail.subject, {
        timeout: 10_000,
      })
      .toBe('CREF não verificado — Prontidão');
    expect((await lastMail(t.deps.db, 'cref.rejeitado@exemplo.com')).mail.text_body).toContain(
      'Número não consta no CREF4/SP',
    );
    const after = (await admin.rpc('get_cref_queue')).json.data.map(
      (row: { user_id: string }) => row.user_id,
    );
    expect(after).not.toContain(ok.id);
    expect(after).not.toContain(no.id);
  });
});
