import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import type { MailMessage } from '../../integrations/mail/mailer.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** 'dd/mm/aaaa às hh:mm' in Brasília time (the person reads their own clock). */
export function brasiliaDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: APP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

function page(title: string, paragraphs: string[], action: string, url: string): string {
  const body = paragraphs
    .map((p) => `<p style="color:#0f172a;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="color:#b91c1c;font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>
</div></body></html>`;
}

/** Sent when a person asks to delete their account: when it happens, and how to cancel it. */
export function deletionRequestedMail(to: string, name: string, dueAt: Date, appUrl: string): MailMessage {
  const url = `${appUrl}/auth`;
  const when = brasiliaDateTime(dueAt);
  const paragraphs = [
    `Olá, ${name}! Recebemos o pedido de exclusão da sua conta Prontidão, e você saiu de todos os aparelhos.`,
    `Em ${when} (horário de Brasília) a conta e todos os seus dados serão excluídos de vez: perfil, simulados, treinos, moedas, vínculos com treinadores, a conexão com o Strava e os arquivos de exportação.`,
    'Mudou de ideia? Basta entrar na sua conta antes disso: a exclusão é cancelada na hora.',
    'Se não foi você quem pediu, entre agora para cancelar e troque sua senha.',
  ];
  return {
    to,
    subject: 'Exclusão da conta agendada — Prontidão',
    text: `${paragraphs.join('\n\n')}\n\nEntrar: ${url}`,
    html: page('Exclusão da conta agendada', paragraphs, 'Entrar e cancelar', url),
  };
}

/** Sent when a sign-in within the grace period cancelled the deletion. */
export function deletionCancelledMail(to: string, name: string, appUrl: string): MailMessage {
  const url = `${appUrl}/auth`;
  const paragraphs = [
    `Olá, ${name}! Você entrou na sua conta Prontidão, então a exclusão que estava agendada foi cancelada.`,
    'Sua conta e seus dados continuam como estavam. Se quiser excluir a conta, peça de novo no seu perfil, em Seus dados.',
  ];
  return {
    to,
    subject: 'Exclusão da conta cancelada — Prontidão',
    text: `${paragraphs.join('\n\n')}\n\nAbrir a Prontidão: ${url}`,
    html: page('Exclusão da conta cancelada', paragraphs, 'Abrir a Prontidão', url),
  };
}
