import type { Database } from '../../src/db/database';
import { enqueueEmail } from '../../src/mail/outbox';
import { startOutboxWorker } from '../../src/mail/outbox-worker';
import type { MailTransport } from '../../src/mail/transports';
import type { EmailMessage } from '../../src/mail/outbox';
import { captureTransport, silentLogger } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

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

/** The test database, counting the polls (outbox claims) made through it. */
function countingPolls() {
  const counted = {
    polls: 0,
    db: {
      ...t.db,
      query: ((sql: string, params?: readonly unknown[]) => {
        if (sql.includes('SKIP LOCKED')) counted.polls += 1;
        return t.db.query(sql, params);
      }) as Database['query'],
    },
  };
  return counted;
}

const statusOf = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM outbox_emails WHERE id = $1', [id])).rows[0].status;

it('polls the outbox, and stop() waits for the send in flight', async () => {
  const gated = gatedTransport();
  const watched = countingPolls();
  const worker = startOutboxWorker({ db: watched.db, transport: gated.transport, logger: silentLogger, cipher: t.app.cipher, intervalMs: 20 });
  const id = await enqueueEmail(t.db, t.app.cipher, { to: 'slow@shopdesk.test', subject: 'Slow', text: 'body' });
  await gated.firstSend;

  let stopped = false;
  const stopping = worker.stop().then(() => (stopped = true));
  // A stop() that did not wait would have resolved by now: it has nothing else to wait for.
  await new Promise((resolve) => setImmediate(resolve));
  expect(stopped).toBe(false);
  gated.release();
  await stopping;
  expect(gated.sent.map((m) => m.to)).toEqual(['slow@shopdesk.test']);
  expect(await statusOf(id)).toBe('sent');

  // Stopped means stopped. A worker started now at the same pace polls at once, then when its
  // timer fires; a timer the stopped one had left would have fired before that one.
  const pollsAtStop = watched.polls;
  const pace = countingPolls();
  const reference = startOutboxWorker({ db: pace.db, transport: captureTransport(), logger: silentLogger, cipher: t.app.cipher, intervalMs: 20 });
  while (pace.polls < 2) await new Promise((resolve) => setImmediate(resolve));
  await reference.stop();
  expect(watched.polls).toBe(pollsAtStop);
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
  let delivered: () => void = () => undefined;
  const deliveredAfterOutage = new Promise<void>((resolve) => (delivered = resolve));
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (m) => {
      if (m.to === 'after-outage@shopdesk.test') delivered();
    },
    close: async () => undefined,
  };
  await enqueueEmail(t.db, t.app.cipher, { to: 'after-outage@shopdesk.test', subject: 'S', text: 'body' });
  const worker = startOutboxWorker({
    db: flaky,
    transport,
    logger: { ...silentLogger, error: (...args: unknown[]) => void errors.push(args) },
    cipher: t.app.cipher,
    intervalMs: 10,
  });
  await deliveredAfterOutage;
  await worker.stop();
  expect(errors).toHaveLength(1);
});
