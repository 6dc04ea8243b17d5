import type { CredentialCipher } from '../../src/credentials/credential-cipher';
import type { Database } from '../../src/db/database';
import { drainOutbox } from '../../src/mail/outbox-worker';
import type { EmailMessage } from '../../src/mail/outbox';
import type { MailTransport } from '../../src/mail/transports';
import { testCipher } from './test-cipher';

export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A transport that keeps what it is given: the tests' mailbox. */
export function captureTransport(): MailTransport & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    kind: 'console',
    sent,
    async send(email) {
      sent.push(email);
    },
    close: async () => undefined,
  };
}

/** Delivers every due e-mail of the outbox now and answers the ones delivered by this call. */
export async function deliverEmails(db: Database, cipher: CredentialCipher = testCipher): Promise<EmailMessage[]> {
  const transport = captureTransport();
  await drainOutbox({ db, transport, logger: silentLogger, cipher });
  return transport.sent;
}

/** The first link in the e-mail's text whose path contains `pathPart`, and the token at its end. */
export function linkIn(email: EmailMessage | undefined, pathPart: string): { link: string; token: string } {
  const link = email?.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`))?.[0];
  if (!link) throw new Error(`No ${pathPart} link in ${JSON.stringify(email)}`);
  return { link, token: link.slice(link.lastIndexOf('/') + 1) };
}
