import { consoleTransport, createMailTransport } from '../../src/mail/transports';
import { inviteEmail, passwordResetEmail } from '../../src/mail/templates';
import { loadConfig } from '../../src/config';

it('logs the recipient, the subject and the link instead of sending', async () => {
  const lines: Array<[unknown, string]> = [];
  const logger = { info: (obj: unknown, msg: string) => void lines.push([obj, msg]), warn: () => undefined, error: () => undefined };
  const transport = consoleTransport(logger as never);
  await transport.send(inviteEmail('new@shopdesk.test', 'Admin', 'agent', 'http://localhost:3000/auth/register/tok_123', 72));
  expect(lines).toEqual([
    [
      { mail: { to: 'new@shopdesk.test', subject: 'You are invited to Shopdesk', links: ['http://localhost:3000/auth/register/tok_123'] } },
      'E-mail to new@shopdesk.test (not sent: SMTP_URL is not set): http://localhost:3000/auth/register/tok_123',
    ],
  ]);
});

it('is the transport when SMTP_URL is not set, SMTP otherwise', () => {
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  expect(createMailTransport(loadConfig({}), logger).kind).toBe('console');
  expect(createMailTransport(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), logger).kind).toBe('smtp');
});

it('writes both e-mails as plain text with the link, and HTML that escapes what it shows', () => {
  const invite = inviteEmail('a@shopdesk.test', 'Tom <Boss> & Co', 'manager', 'http://x.test/auth/register/t1', 72);
  expect(invite.text).toContain('Tom <Boss> & Co invited you to Shopdesk');
  expect(invite.text).toContain('Create your account: http://x.test/auth/register/t1');
  expect(invite.html).toContain('Tom &lt;Boss&gt; &amp; Co');
  expect(invite.html).toContain('<a href="http://x.test/auth/register/t1">');

  const reset = passwordResetEmail('a@shopdesk.test', 'http://x.test/auth/resetEmployeePassword/t2', 60);
  expect(reset.subject).toBe('Reset your Shopdesk password');
  expect(reset.text).toContain('Choose a new password: http://x.test/auth/resetEmployeePassword/t2');
  expect(reset.text).toContain('expires in 60 minutes');
});
