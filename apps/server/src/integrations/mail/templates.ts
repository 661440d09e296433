import type { RoleIntent } from '@prontidao/domain/auth/roles';
import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function layout(title: string, intro: string, action: string, url: string, outro: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="color:#b91c1c;font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p style="color:#0f172a;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px;line-height:1.5">${escapeHtml(outro)}</p>
<p style="color:#475569;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>
</div></body></html>`;
}

export type Portal = RoleIntent;

const SIGNUP_INTRO: Record<Portal, (name: string) => string> = {
  aluno: (name) => `Olá, ${name}! Confirme seu e-mail para começar a se preparar para o TAF com a Prontidão.`,
  treinador: (name) =>
    `Olá, ${name}! Confirme seu e-mail para acompanhar a preparação dos seus alunos na Prontidão.`,
};

/** The sign-up confirmation; a trainer (signed up on /auth/treinador) reads a trainer's words. */
export function confirmSignupMail(
  to: string,
  name: string,
  url: string,
  portal: Portal = 'aluno',
): MailMessage {
  const intro = SIGNUP_INTRO[portal](name);
  const outro = 'Se você não criou uma conta, ignore este e-mail. O link vale por 24 horas.';
  return {
    to,
    subject: 'Confirme seu e-mail — Prontidão',
    text: `${intro}\n\nConfirmar e-mail: ${url}\n\n${outro}`,
    html: layout('Confirme seu e-mail', intro, 'Confirmar e-mail', url, outro),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const intro = `Olá, ${name}! Recebemos um pedido para redefinir a senha da sua conta Prontidão.`;
  const outro = 'Se não foi você, ignore este e-mail: sua senha continua a mesma. O link vale por 1 hora.';
  return {
    to,
    subject: 'Redefinição de senha — Prontidão',
    text: `${intro}\n\nRedefinir senha: ${url}\n\n${outro}`,
    html: layout('Redefinir senha', intro, 'Criar nova senha', url, outro),
  };
}

/**
 * Too many wrong passwords in a row: the account waits, and its owner learns of it with a way in
 * that needs no guess (a reset link), in case it was not them.
 */
export function signInLockedMail(to: string, name: string, url: string, minutes: number): MailMessage {
  const intro = `Olá, ${name}! Houve muitas tentativas de entrar na sua conta Prontidão com a senha errada. Por segurança, novas tentativas ficam bloqueadas por ${minutes} minutos.`;
  const outro =
    'Se foi você e esqueceu a senha, crie uma nova pelo botão acima. Se não foi você, crie uma nova senha assim mesmo: quem tentava não conseguirá entrar. O link vale por 1 hora.';
  return {
    to,
    subject: 'Muitas tentativas de entrar na sua conta — Prontidão',
    text: `${intro}\n\nCriar nova senha: ${url}\n\n${outro}`,
    html: layout('Muitas tentativas de entrar', intro, 'Criar nova senha', url, outro),
  };
}

/** An admin's decision on a trainer's CREF (approved, or rejected with the reason). */
export function crefDecisionMail(
  to: string,
  name: string,
  decision: { approved: true } | { approved: false; reason: string },
  dashboardUrl: string,
): MailMessage {
  const intro = decision.approved
    ? `Olá, ${name}! Seu CREF foi verificado pela equipe da Prontidão.`
    : `Olá, ${name}! Não conseguimos verificar seu CREF. Motivo: ${decision.reason}`;
  const outro = decision.approved
    ? 'Seus alunos verão o selo de CREF verificado.'
    : 'Confira o número e o estado no seu cadastro e salve de novo: ele volta para a verificação.';
  const subject = decision.approved ? 'CREF verificado — Prontidão' : 'CREF não verificado — Prontidão';
  return {
    to,
    subject,
    text: `${intro}\n\nAbrir o dashboard: ${dashboardUrl}\n\n${outro}`,
    html: layout(subject.replace(' — Prontidão', ''), intro, 'Abrir o dashboard', dashboardUrl, outro),
  };
}
