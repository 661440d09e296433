import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createMailTransport } from './mailer.js';
import { confirmSignupMail } from './templates.js';

let t: TestApp;
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mailer', () => {
  it('delivers over real SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const mailer = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Prontidão <nao-responda@prontidao.app>',
      db: t.deps.db,
      log: createLogger('silent'),
    });
    expect(mailer.transport).toBe('smtp');
    expect(await mailer.check()).toBe(true);
    await mailer.deliver(
      confirmSignupMail(
        'ana@exemplo.com',
        'Ana',
        'http://localhost:3000/auth/confirm?token_hash=abc&type=signup',
      ),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ana@exemplo.com');
    expect(received[0]).toMatch(/Subject: =\?UTF-8\?/);
    expect(received[0]).toMatch(/token_hash=(3D)?abc/); // quoted-printable
    const outbox = await t.deps.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toHaveLength(0);
  });

  it('reports an unreachable SMTP server as down', async () => {
    const mailer = createMailTransport({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.z',
      db: t.deps.db,
      log: createLogger('silent'),
    });
    expect(await mailer.check()).toBe(false);
  });

  it('without SMTP keeps the mail in the outbox', async () => {
    const mailer = createMailTransport({
      from: 'x@prontidao.app',
      db: t.deps.db,
      log: createLogger('silent'),
    });
    expect(mailer.transport).toBe('outbox');
    await mailer.deliver(
      confirmSignupMail(
        'Bia@Exemplo.com',
        'Bia',
        'http://localhost:3000/auth/confirm?token_hash=t&type=signup',
      ),
    );
    const rows = await t.deps.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows.map((r) => r.to_address)).toEqual(['bia@exemplo.com']);
    expect(rows[0]?.html_body).toContain('Confirmar e-mail');
  });

  it("the app's mailer queues the message and a background job delivers it", async () => {
    await t.deps.db.deleteFrom('mail_outbox').execute();
    await t.deps.mailer.send(
      confirmSignupMail(
        'fila@exemplo.com',
        'Fila',
        'http://localhost:3000/auth/confirm?token_hash=q&type=signup',
      ),
    );
    const job = await t.deps.db
      .selectFrom(sql.table('pgboss.job').as('j'))
      .select(sql<string>`j.name`.as('name'))
      .where(sql.ref('j.name'), '=', 'mail.send')
      .execute();
    expect(job.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await t.deps.db.selectFrom('mail_outbox').select('to_address').execute()).length, {
        timeout: 10_000,
      })
      .toBe(1);
  });
});
