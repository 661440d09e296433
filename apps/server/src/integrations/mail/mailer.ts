import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import type { Logger } from '../../lib/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' delivers for real; 'outbox' keeps mail in the database for the dev outbox page. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Whether the transport can deliver now (health check). */
  check(): Promise<boolean>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.from, options.log);
  return outboxMailer(options.from, options.db, options.log);
}

function smtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
      log.info('mail sent', { to: message.to, subject: message.subject });
    },
    check: () =>
      transport.verify().then(
        () => true,
        () => false,
      ),
  };
}

/** Without SMTP: nodemailer still builds the message (address checks included), the outbox keeps it. */
function outboxMailer(from: string, db: Db, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    transport: 'outbox',
    async send(message) {
      await transport.sendMail({ from, ...message });
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to.toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
        })
        .execute();
      log.info(`mail to outbox (no SMTP_URL): ${message.subject} → ${message.to}\n${message.text}`);
    },
    check: async () => true,
  };
}
