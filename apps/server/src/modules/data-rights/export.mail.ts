import type { MailMessage } from '../../integrations/mail/mailer.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The owner's notice that the export is ready: the download link, valid 24 hours, signed in. */
export function exportReadyMail(to: string, name: string, url: string): MailMessage {
  const intro = `Olá, ${name}! A exportação dos seus dados da Prontidão está pronta.`;
  const outro =
    'O link vale por 24 horas e só funciona com a sua conta conectada. Se você não pediu esta exportação, troque sua senha.';
  return {
    to,
    subject: 'Seus dados estão prontos — Prontidão',
    text: `${intro}\n\nBaixar meus dados: ${url}\n\n${outro}`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="color:#b91c1c;font-size:22px;margin:0 0 12px">Seus dados estão prontos</h1>
<p style="color:#0f172a;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Baixar meus dados</a></p>
<p style="color:#475569;font-size:14px;line-height:1.5">${escapeHtml(outro)}</p>
<p style="color:#475569;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>
</div></body></html>`,
  };
}
