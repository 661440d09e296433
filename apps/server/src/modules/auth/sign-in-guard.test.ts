import { beforeAll, describe, expect, it } from 'vitest';
import { lastMail, STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 20 §3: sign-in failures are limited per account and per (address, account). Before, the
// limit was per address only: after 5 failures in a minute the correct password from that address
// was refused too (a whole CGNAT network locked out), and guesses spread over many addresses were
// never limited per account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const WRONG = 'Errada#Senha2025';
const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });

/** The same network address for several people (a carrier's CGNAT, a quartel's Wi-Fi). */
function sharedAddress() {
  const first = new TestClient(t.app);
  return () => {
    const next = new TestClient(t.app);
    Object.defineProperty(next, 'ip', { value: first.ip });
    return next;
  };
}

const mailsTo = (email: string) =>
  t.deps.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();

describe('sign-in limits', () => {
  it("one person's typos never lock out the others behind the same address", async () => {
    await signUpConfirmed(t.app, t.deps.db, 'vizinho.erra@exemplo.com');
    await signUpConfirmed(t.app, t.deps.db, 'vizinha.acerta@exemplo.com');
    const onNetwork = sharedAddress();
    const typist = onNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(typist, 'vizinho.erra@exemplo.com', WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(typist, 'vizinho.erra@exemplo.com', STRONG_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.json.error.message).toMatch(/^Muitas tentativas\. Tente de novo em \d+ segundos\.$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(240);
    expect(wait).toBeLessThanOrEqual(300);
    expect(refused.json.error.message).toContain(`${wait} segundos`);

    // The neighbour, same address, right password: in.
    expect((await signIn(onNetwork(), 'vizinha.acerta@exemplo.com', STRONG_PASSWORD)).status).toBe(200);
    // The typist himself, from another address (the account is not locked yet): in.
    expect((await signIn(new TestClient(t.app), 'vizinho.erra@exemplo.com', STRONG_PASSWORD)).status).toBe(
      200,
    );
  });

  it('guesses spread over many addresses lock the account, mail its owner a reset link, and the wait ends', async () => {
    const email = 'alvo.distribuido@exemplo.com';
    await signUpConfirmed(t.app, t.deps.db, email);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(new TestClient(t.app), email, WRONG)).status).toBe(401);
    }
    // The right password from a fresh address waits too, and is told how long.
    const owner = new TestClient(t.app);
    const locked = await signIn(owner, email, STRONG_PASSWORD);
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.json.error.message).toBe(`Muitas tentativas. Tente de novo em ${wait} segundos.`);

    // One mail, with a reset link that works.
    const { mail, token } = await lastMail(t.deps.db, email, 'recovery');
    expect(mail.subject).toBe('Muitas tentativas de entrar na sua conta — Prontidão');
    expect(mail.text_body).toContain('bloqueadas por 15 minutos');
    expect((await signIn(new TestClient(t.app), email, WRONG)).status).toBe(429);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Muitas tentativas'))).toHaveLength(1);
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Nova#SenhaForte2026',
    });
    expect(reset.status).toBe(200);

    // Once the 15 minutes have passed, the right password signs in and the count starts over.
    await t.deps.db
      .updateTable('rpc_rate_limits')
      .set({ window_start: new Date(Date.now() - 15 * 60 * 1000 - 1000) })
      .where('key', 'like', 'sign-in:%')
      .execute();
    expect((await signIn(owner, email, 'Nova#SenhaForte2026')).status).toBe(200);
  });

  it('a success forgets the failures before it; an unconfirmed e-mail with the right password is no failure', async () => {
    const email = 'erra.e.acerta@exemplo.com';
    await signUpConfirmed(t.app, t.deps.db, email);
    const client = new TestClient(t.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(client, email, WRONG)).status).toBe(401);
      expect((await signIn(client, email, STRONG_PASSWORD)).status).toBe(200);
    }
    const unconfirmed = 'sem.confirmar@exemplo.com';
    await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Sem Confirmar',
      email: unconfirmed,
      password: STRONG_PASSWORD,
    });
    const other = new TestClient(t.app);
    for (let i = 0; i < 8; i++) expect((await signIn(other, unconfirmed, STRONG_PASSWORD)).status).toBe(403);
  });

  it('counts an unknown e-mail like a known one, and never stores the address in clear', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(client, 'Ninguem@Exemplo.com', WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const keys = await t.deps.db.selectFrom('rpc_rate_limits').select('key').execute();
    expect(keys.some((row) => /ninguem|exemplo|10\.0\./i.test(row.key))).toBe(false);
  });
});
