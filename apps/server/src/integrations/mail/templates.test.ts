import { describe, expect, it } from 'vitest';
import { confirmSignupMail, resetPasswordMail } from './templates.js';

const url = 'http://localhost:3000/auth/confirm?token_hash=abc&type=signup';

describe('mail templates', () => {
  it('speaks to a candidate of preparing for the TAF (the default)', () => {
    const mail = confirmSignupMail('ana@exemplo.com', 'Ana', url);
    expect(mail).toEqual(confirmSignupMail('ana@exemplo.com', 'Ana', url, 'aluno'));
    expect(mail.text).toContain('Olá, Ana! Confirme seu e-mail para começar a se preparar para o TAF');
    expect(mail.text).toContain(url);
  });

  it('speaks to a trainer of their students, never of preparing for the TAF', () => {
    const mail = confirmSignupMail('rui@exemplo.com', 'Rui', `${url}&portal=treinador`, 'treinador');
    expect(mail.subject).toBe('Confirme seu e-mail — Prontidão');
    expect(mail.text).toContain('acompanhar a preparação dos seus alunos');
    expect(`${mail.text}${mail.html}`).not.toMatch(/se preparar para o TAF/);
    expect(mail.html).toContain('portal=treinador');
  });

  it('escapes what the person typed in the HTML', () => {
    const mail = resetPasswordMail('x@exemplo.com', '<b>Zé</b>', url);
    expect(mail.html).toContain('&lt;b&gt;Zé&lt;/b&gt;');
    expect(mail.html).toContain('token_hash=abc&amp;type=signup');
  });
});
