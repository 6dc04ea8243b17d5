import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { EmailMessage } from './outbox';

/** Delivers one e-mail or throws; the outbox worker retries what throws. */
export interface MailTransport {
  readonly kind: 'smtp' | 'console';
  send(email: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * nodemailer waits up to 2 minutes to connect and 10 for a silent socket: an SMTP server that
 * accepts and then hangs would hold the outbox worker, and every e-mail behind it, that long.
 * Parameters in SMTP_URL (`?socketTimeout=...`) still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string, from: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...timeouts });
  return {
    kind: 'smtp',
    async send(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined });
    },
    async close() {
      transporter.close();
    },
  };
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * The embedded default without SMTP: the e-mail is not sent, its recipient, subject and links go
 * to the log, which is where a newcomer finds the invite or reset link.
 */
export function consoleTransport(logger: MailLogger): MailTransport {
  return {
    kind: 'console',
    async send(email) {
      const links = [...new Set(email.text.match(LINK) ?? [])];
      logger.info({ mail: { to: email.to, subject: email.subject, links } }, `E-mail to ${email.to} (not sent: SMTP_URL is not set): ${links.join(' ')}`);
    },
    close: async () => undefined,
  };
}

/** SMTP when SMTP_URL is set, else the console. */
export function createMailTransport(config: Config, logger: MailLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : consoleTransport(logger);
}
