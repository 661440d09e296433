import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture(demo: boolean) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { log: createLogger('info', { demo, destination }), lines };
}

describe('logger', () => {
  it('writes JSON lines and never a password, token, cookie or mail body', () => {
    const { log, lines } = capture(false);
    log.info('sign-in', {
      email: 'ana@exemplo.com',
      password: 'Treino#Forte2025',
      headers: { cookie: 'prontidao.session_token=abc' },
    });
    log.info('mail sent', {
      to: 'ana@exemplo.com',
      text: 'Confirme: http://x/auth/confirm?token_hash=SEGREDO',
      html: '<a>',
    });
    log.warn('link http://localhost:3000/auth/confirm?token_hash=SEGREDO&type=recovery enviado');
    const out = lines.join('');
    expect(out).not.toMatch(/Treino#Forte2025|session_token=abc|SEGREDO/);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'sign-in',
      email: 'ana@exemplo.com',
      password: '[oculto]',
    });
    expect(out).toContain('token_hash=[oculto]&type=recovery');
  });

  it('the local demo may show a mail link on its own console', () => {
    const { log, lines } = capture(true);
    log.info('mail to outbox: http://localhost:3000/auth/confirm?token_hash=abc&type=signup');
    expect(lines.join('')).toContain('token_hash=abc');
  });
});
