import type { MailMessage } from '../../integrations/mail/mailer.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * A reminder by e-mail (the countdown milestones and the weekly summary, to someone without push),
 * with one-click unsubscribe: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
 */
export function reminderMail(input: {
  to: string;
  title: string;
  body: string;
  url: string;
  unsubscribeUrl: string;
}): MailMessage {
  const footer = 'Você recebe este lembrete porque ativou os lembretes da Prontidão.';
  return {
    to: input.to,
    subject: `${input.title} — Prontidão`,
    text: `${input.title}\n\n${input.body}\n\nAbrir: ${input.url}\n\n${footer}\nNão quer mais lembretes por e-mail? ${input.unsubscribeUrl}`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="color:#b91c1c;font-size:22px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="color:#0f172a;line-height:1.5">${escapeHtml(input.body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Abrir a Prontidão</a></p>
<p style="color:#475569;font-size:12px;line-height:1.5">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Cancelar lembretes por e-mail</a></p>
</div></body></html>`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
