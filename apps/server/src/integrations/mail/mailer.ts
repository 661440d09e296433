import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' delivers for real; 'outbox' keeps mail in the database for the demo's outbox page. */
  readonly transport: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  /** Whether the transport can deliver now (health check). */
  check(): Promise<boolean>;
}

export interface Mailer extends Omit<MailTransport, 'deliver'> {
  /**
   * Queues the message: a background job delivers it, retrying while SMTP is down. `bulk` (the
   * reminders) waits behind every other mail: a sign-up or a reset link never queues behind them.
   */
  send(message: MailMessage, options?: { bulk?: boolean }): Promise<void>;
}

/** Person-to-person and account mail first; reminders after. */
const MAIL_PRIORITY = { account: 10, bulk: 0 } as const;

export const MAIL_JOB = 'mail.send';

export function createMailer(transport: MailTransport, jobs: JobQueue): Mailer {
  jobs.register<MailMessage>({
    name: MAIL_JOB,
    handler: (message) => transport.deliver(message),
    retryLimit: 8,
  });
  return {
    transport: transport.transport,
    check: () => transport.check(),
    async send(message, options = {}) {
      await jobs.send(MAIL_JOB, message, {
        priority: options.bulk ? MAIL_PRIORITY.bulk : MAIL_PRIORITY.account,
      });
    },
  };
}

export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  log: Logger;
}): MailTransport {
  if (options.smtpUrl) return smtpTransport(options.smtpUrl, options.from, options.log);
  return outboxTransport(options.from, options.db, options.log);
}

function smtpTransport(smtpUrl: string, from: string, log: Logger): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async deliver(message) {
      await transport.sendMail({ from, ...message });
      // Never the body: it carries sign-in and reset links.
      log.info('mail sent', { subject: message.subject });
    },
    check: () =>
      transport.verify().then(
        () => true,
        () => false,
      ),
  };
}

/**
 * Without SMTP (the local demo only): nodemailer still builds the message (address checks
 * included), the outbox keeps it and the log shows it on this machine's console.
 */
function outboxTransport(from: string, db: Db, log: Logger): MailTransport {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    transport: 'outbox',
    async deliver(message) {
      await transport.sendMail({ from, ...message });
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to.toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          headers: message.headers ? JSON.stringify(message.headers) : null,
        })
        .execute();
      log.info(`mail to outbox (no SMTP_URL): ${message.subject} → ${message.to}\n${message.text}`);
    },
    check: async () => true,
  };
}

/** The mails kept while no SMTP server is configured, newest first (50), to one address if given. */
export async function listOutbox(db: Db, to?: string) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'created_at'])
    .orderBy('id', 'desc')
    .limit(50);
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}
