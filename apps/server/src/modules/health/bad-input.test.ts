import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUpConfirmed(t.app, t.deps.db, 'robusto@exemplo.com');
});

const snapshot = async () => ({
  users: await t.deps.db.selectFrom('user').selectAll().orderBy('id').execute(),
  profiles: await t.deps.db.selectFrom('profiles').select(['id', 'role', 'nickname']).orderBy('id').execute(),
});

const expectErrorShape = (
  res: { status: number; json: Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect(res.status).toBe(status);
  expect(res.json).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
};

describe('bad input gets a 4xx in the error shape and changes nothing', () => {
  it.each([
    ['malformed JSON to a call', '/api/rpc/set_user_role', '{"new_role":', 400, 'INVALID_JSON'],
    ['malformed JSON to sign-up', '/api/auth/sign-up/email', '{name: x}', 400, 'INVALID_JSON'],
    ['an array body', '/api/rpc/set_user_role', '[1,2]', 400, 'VALIDATION_FAILED'],
    ['missing field', '/api/rpc/set_user_role', '{}', 400, 'VALIDATION_FAILED'],
    ['wrong type', '/api/rpc/set_user_role', '{"new_role": 7}', 400, 'VALIDATION_FAILED'],
    [
      'unknown extra field',
      '/api/rpc/set_user_role',
      '{"new_role":"aluno","role":"admin"}',
      400,
      'VALIDATION_FAILED',
    ],
    [
      'sign-up without e-mail',
      '/api/auth/sign-up/email',
      '{"name":"X Y","password":"Abc#12345x"}',
      400,
      'VALIDATION_FAILED',
    ],
    [
      'sign-up with a bad e-mail',
      '/api/auth/sign-up/email',
      '{"name":"X Y","email":"no","password":"Abc#12345x"}',
      400,
      'VALIDATION_FAILED',
    ],
    ['sign-in with numbers', '/api/auth/sign-in/email', '{"email":1,"password":2}', 400, 'VALIDATION_FAILED'],
    ['unknown call', '/api/rpc/drop_everything', '{}', 404, 'NOT_FOUND'],
    ['unknown auth path', '/api/auth/delete-user', '{}', 404, 'NOT_FOUND'],
    ['unknown API route', '/api/nada/aqui', '{}', 404, 'NOT_FOUND'],
  ])('%s', async (_label, path, rawBody, status, code) => {
    const before = await snapshot();
    const res = await client.request(path, { method: 'POST', rawBody });
    expectErrorShape(res, status, code);
    expect(await snapshot()).toEqual(before);
  });

  it('a NUL character anywhere in a body is refused before the database sees it', async () => {
    const before = await snapshot();
    const res = await client.request('/api/rpc/update_perfil_completo', {
      method: 'POST',
      rawBody: JSON.stringify({ p_nome: 'Ana\u0000Silva', p_nickname: 'Ana' }),
    });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    const query = await new TestClient(t.app, { loopback: true }).request('/api/dev/outbox?to=%00');
    expectErrorShape(query, 400, 'VALIDATION_FAILED');
    expect(await snapshot()).toEqual(before);
  });

  it('dates outside 1900–2100 are refused (the database could not store year 0)', async () => {
    const res = await client.rpc('update_perfil_completo', {
      p_nome: 'Ana Silva',
      p_nickname: 'AnaZero',
      p_sexo: 'F',
      p_peso_kg: 60,
      p_altura_cm: 165,
      p_taf_dt: '0000-01-01',
      p_cargo_code: 'SOLDADO',
    });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
  });

  it('validation errors say which field to code, and speak Portuguese to people without naming a parameter', async () => {
    const res = await client.rpc('set_user_role', { new_role: 7 });
    expect(res.json.error.issues[0].path).toBe('new_role');
    expect(res.json.error.message).not.toContain('new_role');
    const sim = await client.rpc('save_user_test', { barra_reps_param: 5, corrida_tempo_seg_param: 'x' });
    expect(sim.status).toBe(400);
    expect(sim.json.error.message).not.toMatch(/_param|corrida_tempo/);
    expect(res.json.error.message).not.toMatch(/Invalid|expected/);
  });

  it('generic messages are Brazilian Portuguese and name no key (issue 20: pt-PT and "Chave inválida" before)', async () => {
    const infinite = await client.request('/api/rpc/get_trainer_access_log', {
      method: 'POST',
      rawBody: '{"limit":1e309}',
    });
    expect(infinite.json.error.message).toBe('Informe um número válido.');
    const extra = await client.rpc('set_user_role', { new_role: 'aluno', x: 1 });
    expect(extra.json.error.message).toBe('O envio tem dados que não eram esperados.');
    const small = await client.rpc('get_trainer_access_log', { limit: 0 });
    expect(small.json.error.message).toBe('O valor deve ser no mínimo 1.');
    for (const res of [infinite, extra, small]) {
      expect(res.json.error.message).not.toMatch(/Demasiado|esperava|recebeu|Chave|"x"/);
    }
  });

  it('bodies over 100 KB are refused with 413 before anything runs', async () => {
    const before = await snapshot();
    const big = JSON.stringify({
      name: 'A'.repeat(101 * 1024),
      email: 'big@exemplo.com',
      password: STRONG_PASSWORD,
    });
    for (const path of ['/api/auth/sign-up/email', '/api/rpc/set_user_role']) {
      const res = await client.request(path, { method: 'POST', rawBody: big });
      expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a body that is not JSON is 415', async () => {
    const res = await client.request('/api/rpc/set_user_role', {
      method: 'POST',
      rawBody: 'new_role=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('GET on a call is 405, unknown GET routes are 404', async () => {
    expectErrorShape(await client.request('/api/rpc/get_auth_context'), 405, 'METHOD_NOT_ALLOWED');
    expectErrorShape(await client.request('/api/qualquer'), 404, 'NOT_FOUND');
  });

  it('health reports database and mail', async () => {
    const res = await client.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      mail: { status: 'ok', transport: 'outbox' },
    });
  });

  it('the OpenAPI document lists every call with its input schema', async () => {
    const res = await client.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    const op = res.json.paths['/api/rpc/set_user_role'].post;
    expect(op.requestBody.content['application/json'].schema.properties.new_role.enum).toContain('treinador');
  });
});
