import { createServer, type Server, type Socket } from 'node:net';
import type { EmailMessage } from '../../src/mail/outbox';
import { SMTP_TIMEOUTS, smtpTransport } from '../../src/mail/transports';

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

it('has bounded defaults', () => {
  expect(Object.values(SMTP_TIMEOUTS).every((ms) => ms > 0 && ms <= 30_000)).toBe(true);
});

it('gives up on a server that never greets, within its timeout', async () => {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Shopdesk <no-reply@shopdesk.test>', {
    connectionTimeout: 500,
    greetingTimeout: 500,
    socketTimeout: 500,
  });
  const started = Date.now();
  await expect(transport.send(email)).rejects.toThrow(/greeting|timeout/i);
  expect(Date.now() - started).toBeLessThan(10_000);
  await transport.close();
});
