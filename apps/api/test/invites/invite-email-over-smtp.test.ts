import { api } from '@shopdesk/contracts';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { drainOutbox } from '../../src/mail/outbox-worker';
import { smtpTransport } from '../../src/mail/transports';
import { silentLogger } from '../helpers/mailbox';
import { buildTestApp, type TestApp } from '../helpers/test-app';

interface Received {
  from: string | false;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  t = await buildTestApp({ MAIL_FROM: 'Shopdesk <no-reply@shopdesk.test>' });
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** Enough of quoted-printable to read a link out of a message body. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it('delivers the invite over SMTP with a register link that works', async () => {
  const admin = await t.createEmployee();
  const invited = await t.call(admin, api.employees.inviteEmployee, { body: { email: 'smtp.invitee@shopdesk.test' } });
  expect(invited.statusCode).toBe(201);

  const transport = smtpTransport(`smtp://127.0.0.1:${port}`, t.config.mailFrom);
  const result = await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher });
  await transport.close();
  expect(result).toEqual({ sent: 1, failed: 0 });

  expect(received).toHaveLength(1);
  const [message] = received;
  expect(message.from).toBe('no-reply@shopdesk.test');
  expect(message.to).toEqual(['smtp.invitee@shopdesk.test']);
  expect(message.raw).toMatch(/^Subject: You are invited to Shopdesk$/m);
  expect(message.raw).toMatch(/^Content-Type: multipart\/alternative/m);

  const link = /http:\/\/shopdesk\.test\/auth\/register\/[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(message.raw))?.[0];
  expect(link).toBeDefined();
  const token = (link as string).split('/').pop() as string;
  const email = await t.call(null, api.auth.getEmailFromToken, { params: { token } });
  expect(email.json()).toEqual({ data: { email: 'smtp.invitee@shopdesk.test', level: 'agent' } });

  const outbox = await t.db.query<{ status: string; text_body: string; sent_at: Date | null }>('SELECT status, text_body, sent_at FROM outbox_emails');
  expect(outbox.rows).toEqual([{ status: 'sent', text_body: '', sent_at: expect.any(Date) }]);
});
