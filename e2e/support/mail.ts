import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxMail {
  subject: string;
  text_body: string;
}

/** The newest mail sent to an address, read from the server's dev outbox (no SMTP configured). */
export async function latestMailTo(request: APIRequestContext, email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      mail = ((await response.json()) as { data: OutboxMail[] }).data[0];
      return mail?.subject;
    })
    .toBeTruthy();
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com`;
