import { beforeAll, describe, expect, it } from 'vitest';
import { lastMail, STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const countUsers = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed user, a candidate profile, and mails a /auth/confirm link', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Ana Souza',
      email: 'Ana@Exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    const user = await t.deps.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', 'ana@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(user.emailVerified).toBe(false);
    const profile = await t.deps.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.role).toBe('aluno');
    const { mail, url, type, token } = await lastMail(t.deps.db, 'ana@exemplo.com');
    expect(mail.subject).toBe('Confirme seu e-mail — Prontidão');
    expect(url.origin + url.pathname).toBe('http://localhost:3000/auth/confirm');
    expect(type).toBe('signup');
    expect(token.length).toBeGreaterThan(20);
  });

  it('refuses sign-in before confirmation with EMAIL_NOT_VERIFIED', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/sign-in/email', {
      email: 'ana@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Email não confirmado' });
    expect(client.cookies.size).toBe(0);
  });

  it('resends the confirmation mail', async () => {
    const before = await lastMail(t.deps.db, 'ana@exemplo.com');
    const res = await new TestClient(t.app).post('/api/auth/send-verification-email', {
      email: 'ana@exemplo.com',
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await lastMail(t.deps.db, 'ana@exemplo.com')).mail.id, { timeout: 10_000 })
      .toBeGreaterThan(before.mail.id);
  });

  it('confirms with the token, which signs the person in once; then signs in with a session cookie', async () => {
    const { token } = await lastMail(t.deps.db, 'ana@exemplo.com');
    const client = new TestClient(t.app);
    const verify = await client.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verify.status).toBe(200);
    // Opening the link signed this browser in (issue 21 §5), straight on to onboarding.
    expect((await client.rpc('get_auth_context')).json.data).toMatchObject({
      user: { email: 'ana@exemplo.com' },
      profile_complete: false,
    });
    // The same link opened again, anywhere, makes no session.
    const again = new TestClient(t.app);
    expect((await again.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
      200,
    );
    expect((await again.rpc('get_auth_context')).json.data).toBeNull();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'ana@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('prontidao.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.rpc('get_auth_context');
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      user: { email: 'ana@exemplo.com' },
      role: 'aluno',
      profile_complete: false,
    });
  });

  it('a forged or reused token is "Link inválido ou expirado"', async () => {
    const res = await new TestClient(t.app).request('/api/auth/verify-email?token=not-a-token');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.error.message).toBe('Link inválido ou expirado');
  });

  it('a link without its token, or with extra parameters, is refused before better-auth', async () => {
    for (const path of [
      '/api/auth/verify-email',
      '/api/auth/verify-email?token=',
      '/api/auth/verify-email?token=a&x=1',
    ]) {
      const res = await new TestClient(t.app).request(path);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'INVALID_TOKEN', message: 'Link inválido ou expirado' });
    }
  });

  it('wrong password is refused in pt-BR', async () => {
    const res = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'ana@exemplo.com',
      password: 'Errada#123x',
    });
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'E-mail ou senha incorretos.',
    });
  });

  it('refuses weak and well-known passwords, writing nothing', async () => {
    const before = await countUsers();
    for (const password of ['curta', 'semnumero#A', 'Senha@123']) {
      const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
        name: 'Fraco',
        email: 'fraco@exemplo.com',
        password,
      });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('WEAK_PASSWORD');
      expect(res.json.error.message).toMatch(/^Senha fraca: /);
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('rate limit', () => {
  it('a flood from one address meets the per-address ceiling (429 "Muitas tentativas"), kept in the database', async () => {
    const limited = await createTestApp({ signInLimit: 3 });
    const client = new TestClient(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/api/auth/sign-in/email', { email: 'x@exemplo.com', password: 'Qualquer#1a' }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await client.post('/api/auth/sign-in/email', {
      email: 'x@exemplo.com',
      password: 'Qualquer#1a',
    });
    expect(last.json.error.code).toBe('TOO_MANY_REQUESTS');
    expect(last.json.error.message).toMatch(/^Muitas tentativas/);
    const rows = await limited.deps.db
      .selectFrom('rateLimit' as never)
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    // a forged X-Forwarded-For prefix does not buy new attempts: the proxy's last entry counts
    const forged = await client.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: 'x@exemplo.com', password: 'Qualquer#1a' },
      headers: { 'x-forwarded-for': `203.0.113.77, ${client.ip}` },
    });
    expect(forged.status).toBe(429);
    // another address is not affected
    const other = await new TestClient(limited.app).post('/api/auth/sign-in/email', {
      email: 'x@exemplo.com',
      password: 'Qualquer#1a',
    });
    expect(other.status).toBe(401);
  });
});

describe('password recovery', () => {
  it('mails a recovery link, sets the new password and revokes every session', async () => {
    const email = 'recupera@exemplo.com';
    const phone = await signUpConfirmed(t.app, t.deps.db, email);
    expect((await phone.rpc('get_auth_context')).status).toBe(200);

    const ask = await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    expect(ask.status).toBe(200);
    const { token, type, url } = await lastMail(t.deps.db, email, 'recovery');
    expect(type).toBe('recovery');
    expect(url.pathname).toBe('/auth/confirm');

    const weak = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'fraca',
    });
    expect(weak.status).toBe(400);

    const newPassword = 'Corrida#Veloz2026';
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await phone.rpc('get_auth_context')).json.data).toBeNull();

    const old = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: newPassword,
    });
    expect(fresh.status).toBe(200);

    const reuse = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Outra#Senha2027',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error.message).toBe('Link inválido ou expirado');
  });
});

describe('sign-out', () => {
  it('is global: the other devices lose their session too', async () => {
    const email = 'sair@exemplo.com';
    const laptop = await signUpConfirmed(t.app, t.deps.db, email);
    const phone = new TestClient(t.app);
    expect((await phone.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    expect((await phone.rpc('get_auth_context')).status).toBe(200);

    const out = await laptop.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(laptop.cookies.has('prontidao.session_token')).toBe(false);
    expect((await phone.rpc('get_auth_context')).json.data).toBeNull();
    const sessions = await t.deps.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .where('user.email', '=', email)
      .selectAll()
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it("'this_device' ends only this browser's session (the admin-access dialog's refusal)", async () => {
    const email = 'sair.so.aqui@exemplo.com';
    const phone = await signUpConfirmed(t.app, t.deps.db, email);
    const kiosk = new TestClient(t.app);
    expect((await kiosk.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    const out = await kiosk.post('/api/auth/sign-out', { scope: 'this_device' });
    expect(out.status).toBe(200);
    expect((await kiosk.rpc('get_auth_context')).json.data).toBeNull();
    expect((await phone.rpc('get_auth_context')).json.data.user.email).toBe(email);
    expect((await phone.post('/api/auth/sign-out', { scope: 'em-todo-lugar' })).status).toBe(400);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another origin', async () => {
    const client = new TestClient(t.app);
    const res = await client.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: 'ana@exemplo.com', password: STRONG_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('CSRF_REJECTED');
    const site = await client.request('/api/rpc/set_user_role', {
      method: 'POST',
      body: { new_role: 'treinador' },
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(site.status).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await new TestClient(t.app).request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the trainer portal', () => {
  it('a trainer sign-up stays a trainer intent through confirmation and sign-in, and never gets the role by asking', async () => {
    const email = 'treinadora@exemplo.com';
    const client = new TestClient(t.app);
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Treinadora Teste',
      email,
      password: STRONG_PASSWORD,
      role_intent: 'treinador',
    });
    expect(signUp.status).toBe(200);
    const { url, token } = await lastMail(t.deps.db, email);
    // The mailed link brings a trainer back to the trainer portal.
    expect(url.searchParams.get('portal')).toBe('treinador');
    expect((await client.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
      200,
    );
    expect((await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    expect((await client.rpc('get_auth_context')).json.data).toMatchObject({
      role: 'aluno',
      role_intent: 'treinador',
      profile_complete: false,
    });
  });

  it("a candidate's link has no portal, and an unknown intent is refused", async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-up/email', {
      name: 'Candidata',
      email: 'candidata.portal@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(
      (await lastMail(t.deps.db, 'candidata.portal@exemplo.com')).url.searchParams.get('portal'),
    ).toBeNull();
    const admin = await client.post('/api/auth/sign-up/email', {
      name: 'Golpe',
      email: 'golpe@exemplo.com',
      password: STRONG_PASSWORD,
      role_intent: 'admin',
    });
    expect(admin.status).toBe(400);
  });
});

describe('an invite link survives sign-up and confirmation', () => {
  it('the confirmation mail leads back to the invite; another site is refused', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Aluna Convidada',
      email: 'aluna.convidada@exemplo.com',
      password: STRONG_PASSWORD,
      callbackURL: '/join?token=abc',
    });
    expect(res.status).toBe(200);
    const { url } = await lastMail(t.deps.db, 'aluna.convidada@exemplo.com');
    expect(url.searchParams.get('redirect_to')).toBe('/join?token=abc');
    // 'Reenviar' keeps it.
    const before = (await lastMail(t.deps.db, 'aluna.convidada@exemplo.com')).mail.id;
    await new TestClient(t.app).post('/api/auth/send-verification-email', {
      email: 'aluna.convidada@exemplo.com',
      callbackURL: '/join?token=abc',
    });
    await expect
      .poll(async () => (await lastMail(t.deps.db, 'aluna.convidada@exemplo.com')).mail.id, {
        timeout: 10_000,
      })
      .toBeGreaterThan(before);
    expect(
      (await lastMail(t.deps.db, 'aluna.convidada@exemplo.com')).url.searchParams.get('redirect_to'),
    ).toBe('/join?token=abc');

    const outside = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Golpe',
      email: 'golpe.redirect@exemplo.com',
      password: STRONG_PASSWORD,
      callbackURL: 'https://evil.example/join',
    });
    expect(outside.status).toBe(400);
    const stored = await t.deps.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'golpe.redirect@exemplo.com')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});

describe('every reply a person can read is pt-BR', () => {
  it('the password-reset and resend replies carry no English', async () => {
    const client = new TestClient(t.app);
    const english = /\b(the|your|if|this|email exists|check|sent)\b/i;
    for (const [path, body] of [
      ['/api/auth/request-password-reset', { email: 'ninguem@exemplo.com' }],
      ['/api/auth/send-verification-email', { email: 'ninguem@exemplo.com' }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.json)).not.toMatch(english);
    }
  });
});

describe('sign-up name', () => {
  it('refuses control and bidi-override characters, and creates no account', async () => {
    const before = await countUsers();
    const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Ana\u202Eadmin',
      email: 'bidi@exemplo.com',
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(await countUsers()).toBe(before);
  });
});

describe('sessions on our calls', () => {
  it('an unknown or malformed session token is signed out', async () => {
    for (const value of ['abc.def', 'semponto', `${'x'.repeat(600)}.y`, '.assinatura']) {
      const client = new TestClient(t.app);
      client.cookies.set('prontidao.session_token', value);
      expect((await client.rpc('get_profile_role')).status).toBe(401);
    }
  });

  it('a session last extended over a day ago is extended (and its cookie re-set) when used', async () => {
    const email = 'sessao.antiga@exemplo.com';
    const client = await signUpConfirmed(t.app, t.deps.db, email);
    const old = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
    const userId = await userIdOf(t.deps.db, email);
    await t.deps.db.updateTable('session').set({ expiresAt: old }).where('userId', '=', userId).execute();
    const res = await client.rpc('get_profile_role');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toContain('prontidao.session_token=');
    const row = await t.deps.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 24 * 60 * 60 * 1000);
  });
});

describe('session cookie', () => {
  it('our calls accept only the signature better-auth made (issue 20: any signature used to pass)', async () => {
    const client = await signUpConfirmed(t.app, t.deps.db, 'assinatura@exemplo.com');
    const cookie = client.cookies.get('prontidao.session_token') ?? '';
    const [token] = decodeURIComponent(cookie).split('.');
    expect(token).toBeTruthy();
    expect((await client.rpc('get_profile_role')).status).toBe(200);

    const forged = new TestClient(t.app);
    for (const signature of ['AAAA', `${'A'.repeat(43)}=`, '', 'x.y']) {
      forged.cookies.set('prontidao.session_token', encodeURIComponent(`${token}.${signature}`));
      expect((await forged.rpc('get_profile_role')).status, signature).toBe(401);
      expect((await forged.rpc('get_auth_context')).json.data, signature).toBeNull();
    }
  });
});
