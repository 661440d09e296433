import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let candidate: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  candidate = await signUpConfirmed(t.app, t.deps.db, 'perfil@exemplo.com');
});

const idOf = (email: string) => userIdOf(t.deps.db, email);

describe('roles', () => {
  it('a new user is a candidate with an incomplete profile', async () => {
    expect((await candidate.rpc('get_profile_role')).json.data).toEqual({ role: 'aluno' });
    expect((await candidate.rpc('check_profile_requirements')).json.data).toEqual([
      { is_complete: false, missing: ['nickname', 'sexo', 'peso_kg', 'altura_cm', 'taf_dt'] },
    ]);
  });

  it('set_user_role records an intent and never grants the trainer role', async () => {
    expect((await candidate.rpc('set_user_role', { new_role: 'trainer' })).json.data).toEqual({
      role: 'aluno',
      role_intent: 'treinador',
    });
    expect((await candidate.rpc('get_profile_role')).json.data).toEqual({ role: 'aluno' });
    const ctx = await candidate.rpc('get_auth_context');
    expect(ctx.json.data).toMatchObject({ role: 'aluno', role_intent: 'treinador', profile_complete: false });
    expect((await candidate.rpc('set_user_role', { new_role: 'aluno' })).json.data).toEqual({
      role: 'aluno',
      role_intent: 'aluno',
    });
  });

  it('nothing a user sends grants trainer or admin rights', async () => {
    const eve = await signUpConfirmed(t.app, t.deps.db, 'eve@exemplo.com');
    const attempts: unknown[] = [
      { new_role: 'treinador' },
      { new_role: 'trainer' },
      { new_role: 'admin' },
      { new_role: 'treinador', role: 'admin' },
      { role: 'treinador' },
    ];
    for (const body of attempts) await eve.rpc('set_user_role', body);
    await eve.rpc('update_perfil_completo', {
      p_nome: 'Eve',
      p_nickname: 'Eve',
      p_sexo: 'F',
      p_peso_kg: 60,
      p_altura_cm: 165,
      p_taf_dt: '2030-01-10',
      role: 'admin',
    });
    const row = await t.deps.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', await idOf('eve@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('aluno');
  });

  it('nobody becomes admin through set_user_role, and an admin stays admin', async () => {
    const refused = await candidate.rpc('set_user_role', { new_role: 'admin' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION_FAILED');
    expect((await candidate.rpc('get_profile_role')).json.data).toEqual({ role: 'aluno' });

    const admin = await signUpConfirmed(t.app, t.deps.db, 'chefe@exemplo.com');
    await setProfile(t.deps.db, 'chefe@exemplo.com', { role: 'admin' });
    expect((await admin.rpc('get_profile_role')).json.data).toEqual({ role: 'admin' });
    expect((await admin.rpc('set_user_role', { new_role: 'aluno' })).json.data).toMatchObject({
      role: 'admin',
    });
  });

  it('the requirements flip to complete when every field is set', async () => {
    await t.deps.db
      .updateTable('profiles')
      .set({ nickname: 'Perfil', sexo: 'F', peso_kg: 61.5, altura_cm: 168, taf_dt: '2026-05-10' })
      .where('id', '=', await idOf('perfil@exemplo.com'))
      .execute();
    expect((await candidate.rpc('check_profile_requirements')).json.data).toEqual([
      { is_complete: true, missing: [] },
    ]);
    expect((await candidate.rpc('get_auth_context')).json.data).toMatchObject({
      profile_complete: true,
      has_profile_data: true,
    });
  });

  it('calls that need a user answer 401 when signed out', async () => {
    const { TestClient } = await import('../../testing/http-client.js');
    const anon = new TestClient(t.app);
    expect((await anon.rpc('get_auth_context')).json).toEqual({ data: null });
    for (const name of ['check_profile_requirements', 'set_user_role', 'get_profile_role']) {
      const res = await anon.rpc(name, name === 'set_user_role' ? { new_role: 'aluno' } : {});
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('reference data', () => {
  it('get_cargos lists the four posts in the wizard order, for anyone', async () => {
    const { TestClient } = await import('../../testing/http-client.js');
    const res = await new TestClient(t.app).rpc('get_cargos');
    expect(res.json.data.map((c: { code: string }) => c.code)).toEqual([
      'OFICIAL',
      'SARGENTO',
      'CABO',
      'SOLDADO',
    ]);
  });
});
