import { enqueueEmail } from '../../src/mail/outbox';
import { startOutboxWorker } from '../../src/mail/outbox-worker';
import type { MailTransport } from '../../src/mail/transports';
import type { EmailMessage } from '../../src/mail/outbox';
import { silentLogger } from '../helpers/mailbox';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A transport whose sends wait until the test lets them finish. */
function gatedTransport() {
  const sent: EmailMessage[] = [];
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const firstSend = new Promise<void>((resolve) => (started = resolve));
  const transport: MailTransport = {
    kind: 'smtp',
    async send(email) {
      started();
      await gate;
      sent.push(email);
    },
    close: async () => undefined,
  };
  return { transport, sent, release, firstSend };
}

const statusOf = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM outbox_emails WHERE id = $1', [id])).rows[0].status;

it('polls the outbox, and stop() waits for the send in flight', async () => {
  const gated = gatedTransport();
  const worker = startOutboxWorker({ db: t.db, transport: gated.transport, logger: silentLogger, intervalMs: 20 });
  const id = await enqueueEmail(t.db, { to: 'slow@shopdesk.test', subject: 'Slow', text: 'body' });
  await gated.firstSend;

  let stopped = false;
  const stopping = worker.stop().then(() => (stopped = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(stopped).toBe(false);
  gated.release();
  await stopping;
  expect(gated.sent.map((m) => m.to)).toEqual(['slow@shopdesk.test']);
  expect(await statusOf(id)).toBe('sent');

  // Stopped means stopped: nothing queued afterwards is picked up.
  const later = await enqueueEmail(t.db, { to: 'later@shopdesk.test', subject: 'Later', text: 'body' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await statusOf(later)).toBe('pending');
});

it('keeps polling after the outbox could not be read', async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const flaky = {
    ...t.db,
    query: (async (sql: string, params?: readonly unknown[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database restarting');
      return t.db.query(sql, params);
    }) as typeof t.db.query,
  };
  const sent: string[] = [];
  const transport: MailTransport = { kind: 'smtp', send: async (m) => void sent.push(m.to), close: async () => undefined };
  await enqueueEmail(t.db, { to: 'after-outage@shopdesk.test', subject: 'S', text: 'body' });
  const worker = startOutboxWorker({
    db: flaky,
    transport,
    logger: { ...silentLogger, error: (...args: unknown[]) => void errors.push(args) },
    intervalMs: 10,
  });
  for (let i = 0; i < 100 && !sent.includes('after-outage@shopdesk.test'); i++) await new Promise((r) => setTimeout(r, 20));
  await worker.stop();
  expect(errors).toHaveLength(1);
  expect(sent).toContain('after-outage@shopdesk.test');
});
