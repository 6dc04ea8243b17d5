import { createServer, type Server, type Socket } from 'node:net';
import type { EmailMessage } from '../../src/mail/outbox';
import nodemailer from 'nodemailer';
import { smtpTransport } from '../../src/mail/transports';

// An SMTP server that accepts the connection and never says a word must fail the attempt soon,
// so the outbox worker moves on (and retries later) instead of hanging on it.
let server: Server;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => server.close(resolve));
});

const email: EmailMessage = { to: 'someone@shopdesk.test', subject: 'Hello', text: 'Hello' };

// The limits docs/reliability.md promises, written here and not read from the code that sets them.
it('gives the SMTP client connection, greeting and socket timeouts of 10, 10 and 30 s by default', async () => {
  const created = jest.spyOn(nodemailer, 'createTransport');
  try {
    await smtpTransport(`smtp://127.0.0.1:${port}`, 'Shopdesk <no-reply@shopdesk.test>').close();
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
  } finally {
    created.mockRestore();
  }
});

it('gives up on a server that never greets, within its timeout', async () => {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Shopdesk <no-reply@shopdesk.test>', {
    connectionTimeout: 500,
    greetingTimeout: 500,
    socketTimeout: 500,
  });
  // A timeout's error, not a connection reset: the server keeps the connection open and silent.
  await expect(transport.send(email)).rejects.toThrow(/greeting|timeout/i);
  await transport.close();
});
