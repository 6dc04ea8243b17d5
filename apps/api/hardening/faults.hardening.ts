import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@shopdesk/contracts';
import { Client } from 'pg';
import { png } from '../test/helpers/images';
import { multipart } from '../test/helpers/multipart';
import { FaultProxy } from '../test/resilience/fault-proxy';
import { serviceForm } from '../test/services/service-form';
import { startApi, type ApiProcess } from './api-process';
import { request, type ApiAnswer } from './api-requests';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';
import { pausedUpload } from './paused-upload';
import { startMailCaptureServer, type MailCaptureServer } from './mail-capture-server';

// What PostgreSQL, the network, SMTP or the process itself failing costs: a dropped connection
// costs only the requests that were using it (a 503 with a message), the API comes back by itself,
// nothing is half-written, and an e-mail goes out exactly once.

const ADMIN_APPLICATION = 'shopdesk-hardening-faults';
const CLIENTS = 16;
const LOAD_MS = 6_000;
const KILLS_AT_MS = [1000, 2500, 4000];
const RECOVERY_LIMIT_MS = 5000;
const OUTBOX_INTERVAL_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = (answer: ApiAnswer) => answer.status === 503 && /database is unavailable/i.test(answer.body?.message ?? '');

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(50);
  }
}

describe('faults', () => {
  let database: FreshDatabase;
  let admin: Client;
  let dbProxy: FaultProxy;
  let smtp: MailCaptureServer;
  /** Every recipient of every message the SMTP server accepted, once per message. */
  const delivered = () => smtp.received.flatMap((mail) => mail.to);
  let smtpProxy: FaultProxy;
  let dataDir: string;
  let apiProcess: ApiProcess;
  let token: string;

  const sql = async <Row>(text: string, params?: unknown[]) => (await admin.query(text, params)).rows as Row[];
  /** Every connection the API holds to this test's own database, and no other. */
  const terminateApiConnections = async () =>
    (
      await sql<{ pid: number }>(
        // The connections are chosen first, in a CTE of their own: in one WHERE, PostgreSQL may call
        // pg_terminate_backend before it checks the database, and end other databases' connections.
        `WITH mine AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name <> $1
         )
         SELECT pid FROM mine WHERE pg_terminate_backend(pid)`,
        [ADMIN_APPLICATION],
      )
    ).length;
  const health = () => request(apiProcess.url, api.system.getHealth);
  /** Health polled until it answers 200: how long the API took to come back. */
  const recovery = async () => {
    const started = Date.now();
    await waitFor(
      'health 200',
      async () => {
        if (!apiProcess.running()) throw new Error(`the API process exited:\n${apiProcess.output().slice(-2000)}`);
        return (await health()).status === 200;
      },
      30_000,
    );
    return Date.now() - started;
  };
  /** SIGKILL: a power cut or the OOM killer. */
  const crash = () => apiProcess.kill();
  const start = async () => {
    apiProcess = await startApi({
      databaseUrl: dbProxy.proxiedUrl(database.url),
      dataDir,
      env: {
        // Short SMTP timeouts so a server that does not answer fails an attempt in seconds.
        SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}?connectionTimeout=2000&greetingTimeout=2000&socketTimeout=5000`,
        MAIL_FROM: 'Shopdesk <no-reply@hardening.test>',
        // The crash mid-upload is about a file on disk and a row in the database, two stores that
        // cannot commit together: the filesystem driver, not PostgreSQL's default of the database.
        STORAGE_DRIVER: 'filesystem',
      },
    });
    token = await apiProcess.signIn();
  };

  beforeAll(async () => {
    database = await freshDatabase();
    admin = new Client({ connectionString: database.url, application_name: ADMIN_APPLICATION });
    admin.on('error', () => undefined);
    await admin.connect();
    const target = new URL(database.url);
    dbProxy = new FaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await dbProxy.up();
    smtp = await startMailCaptureServer();
    smtpProxy = new FaultProxy({ host: '127.0.0.1', port: smtp.port });
    await smtpProxy.up();
    dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-faults-'));
    await start();
  });
  afterAll(async () => {
    await apiProcess?.stop();
    await dbProxy?.down();
    await smtpProxy?.down();
    await smtp?.close();
    await admin?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives its PostgreSQL connections being killed under load, with no half-written change', async () => {
    const orderIds = (
      await sql<{ id: string }>(
        `INSERT INTO orders (name, email, total_cents, payment_method, order_status)
         SELECT 'Customer ' || i, 'customer' || i || '@example.com', 1000 + i, 'card', 'pending' FROM generate_series(1, 400) i
         RETURNING id`,
      )
    ).map((row) => row.id);

    const statuses = new Map<number, number>();
    let silent503 = 0;
    let transitions200 = 0;
    const loadEnds = Date.now() + LOAD_MS;
    const client = async () => {
      while (Date.now() < loadEnds) {
        const id = orderIds[Math.floor(Math.random() * orderIds.length)];
        const roll = Math.random();
        const answer =
          roll < 0.4
            ? await request(apiProcess.url, api.orders.getAllOrdersByStatus, { token })
            : roll < 0.5
              ? await request(apiProcess.url, api.orders.getSingleOrder, { token, params: { id } })
              : await request(apiProcess.url, roll < 0.8 ? api.orders.changeOrderStatus : api.orders.cancelOrder, {
                  token,
                  params: { id },
                  body: roll < 0.8 ? { orderStatus: 'completed' } : undefined,
                });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 503 && !unavailable(answer)) silent503 += 1;
        if (answer.status === 200 && roll >= 0.5) transitions200 += 1;
      }
    };
    const killer = async () => {
      const kills: Array<{ terminated: number; recoveryMs: number }> = [];
      const began = Date.now();
      for (const at of KILLS_AT_MS) {
        await sleep(Math.max(0, began + at - Date.now()));
        const terminated = await terminateApiConnections();
        kills.push({ terminated, recoveryMs: await recovery() });
      }
      return kills;
    };
    const killing = killer();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const kills = await killing;

    expect(apiProcess.running()).toBe(true);
    expect(kills.every((kill) => kill.terminated > 0)).toBe(true);
    expect(Math.max(...kills.map((kill) => kill.recoveryMs))).toBeLessThan(RECOVERY_LIMIT_MS);
    // 409: the order was no longer pending; nothing else but 200 and 503.
    expect([...statuses.keys()].filter((status) => ![200, 409, 503].includes(status))).toEqual([]);
    expect(silent503).toBe(0);

    const [integrity] = await sql<{ changed: number; unaudited: number; orphan_audits: number; doubled: number }>(
      `WITH audits AS (
         SELECT entity_id, count(*)::int AS n FROM audit_log
          WHERE entity = 'order' AND action IN ('order.complete', 'order.cancel') GROUP BY entity_id
       )
       SELECT
         (SELECT count(*)::int FROM orders WHERE order_status <> 'pending') AS changed,
         (SELECT count(*)::int FROM orders o WHERE o.order_status <> 'pending' AND NOT EXISTS (SELECT 1 FROM audits a WHERE a.entity_id = o.id)) AS unaudited,
         (SELECT count(*)::int FROM audits a JOIN orders o ON o.id = a.entity_id WHERE o.order_status = 'pending') AS orphan_audits,
         (SELECT count(*)::int FROM audits WHERE n > 1) AS doubled`,
    );
    expect(integrity).toMatchObject({ unaudited: 0, orphan_audits: 0, doubled: 0 });
    // A COMMIT cut off before its answer may have landed: a 503 can hide a change, a 200 never lies.
    expect(transitions200).toBeLessThanOrEqual(integrity.changed);

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    recordFinding(
      'faults',
      `${CLIENTS} clients reading orders and completing/cancelling them for ${LOAD_MS / 1000} s; every PostgreSQL connection of the API terminated (pg_terminate_backend) ${kills.length} times`,
      `${total} requests: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ')}; ` +
        `every 503 said the database is unavailable; ${kills.map((kill) => kill.terminated).join('/')} connections killed, health 200 again after ` +
        `${kills.map((kill) => kill.recoveryMs).join('/')} ms; the process never exited; ${integrity.changed} orders changed, each with exactly one audit row, ` +
        `no audit row without its change`,
    );
  });

  it('answers 503 while PostgreSQL is unreachable (a restart) and comes back by itself', async () => {
    await dbProxy.down();
    const downAt = Date.now();
    const during: ApiAnswer[] = [];
    while (Date.now() - downAt < 3000) {
      during.push(await health(), await request(apiProcess.url, api.orders.getAllOrdersCountByStatus, { token }));
      await sleep(200);
    }
    await dbProxy.up();
    const recoveryMs = await recovery();
    const after = await request(apiProcess.url, api.orders.getAllOrdersByStatus, { token });

    expect(during.every(unavailable)).toBe(true);
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(after.status).toBe(200);
    expect(apiProcess.running()).toBe(true);
    recordFinding(
      'faults',
      'PostgreSQL "restarted": every connection between the API and the server dropped and new ones refused for 3 s (a TCP proxy), then accepted again',
      `${during.length} requests while down, all 503 "The database is unavailable…" (health included); health 200 again ${recoveryMs} ms after the server came back; the process never exited`,
    );
  });

  it('accepts invites while SMTP refuses or does not answer, and sends each e-mail exactly once when it is back', async () => {
    const outbox = (email: string) =>
      sql<{ status: string; attempts: number; last_error: string | null }>('SELECT status, attempts, last_error FROM outbox_emails WHERE to_address = $1', [email]);
    const invite = async (email: string) => {
      const started = Date.now();
      const answer = await request(apiProcess.url, api.employees.inviteEmployee, { token, body: { email } });
      return { status: answer.status, ms: Date.now() - started };
    };
    const failedOnce = (email: string) =>
      waitFor(`a failed attempt for ${email}`, async () => (await outbox(email))[0]?.last_error ?? undefined, 15_000);

    await smtpProxy.down();
    const refused = await invite('refused@hardening.test');
    const refusedError = await failedOnce('refused@hardening.test');
    await smtpProxy.up();
    smtpProxy.blackHole();
    const silent = await invite('silent@hardening.test');
    const silentError = await failedOnce('silent@hardening.test');
    smtpProxy.restore();
    // The worker waits 30 s before a second attempt; bring that forward instead of sleeping.
    await sql("UPDATE outbox_emails SET next_attempt_at = now() WHERE status = 'pending'");
    const recipients = ['refused@hardening.test', 'silent@hardening.test'];
    await waitFor('both e-mails sent', async () => recipients.every((to) => delivered().includes(to)), 15_000);
    // A few more worker rounds: a second copy would go out now if it ever did.
    await sleep(OUTBOX_INTERVAL_MS * 2 + 500);

    expect([refused.status, silent.status]).toEqual([201, 201]);
    expect(recipients.map((to) => delivered().filter((r) => r === to).length)).toEqual([1, 1]);
    for (const to of recipients) expect((await outbox(to))[0].status).toBe('sent');
    recordFinding(
      'faults',
      'SMTP down: an invite while the SMTP server refuses connections, another while it accepts and never answers; then SMTP back',
      `both invites 201 (${refused.ms} ms, ${silent.ms} ms); the outbox recorded the failed attempts ("${refusedError.slice(0, 60)}", "${silentError.slice(0, 60)}"); ` +
        `once SMTP was back each e-mail was delivered exactly once (still once after ${(OUTBOX_INTERVAL_MS * 2 + 500) / 1000} s more of worker rounds)`,
    );
  });

  it('leaves no row pointing at a missing file when the process is killed during an upload', async () => {
    const uploads = join(dataDir, 'uploads');
    // A function: every restart listens on a new port.
    const servicesUrl = () => `${apiProcess.url}${api.services.createService.path}`;
    const form = (name: string) => multipart(serviceForm({ name }), [{ name: 'logo', filename: 'logo.png', contentType: 'image/png', data: png(64, 64) }]);
    const kept = await new Promise<number>((resolve) => {
      const upload = pausedUpload(servicesUrl(), token, form('Kept Before The Crash'), 0);
      upload.finish();
      void upload.outcome.then(resolve);
    });
    expect(kept).toBe(201);

    // Killed mid-body: half the image sent, the rest never comes.
    const body = form('Killed Mid Body');
    const midBody = pausedUpload(servicesUrl(), token, body, Math.floor(body.payload.length / 2));
    await midBody.started;
    await sleep(300);
    await crash();
    const midBodyOutcome = await midBody.outcome;
    await start();

    // Killed after its file was stored, before its row: a SHARE lock holds the INSERT back.
    const filesBefore = new Set(existsSync(uploads) ? readdirSync(uploads) : []);
    await sql('BEGIN');
    await sql('LOCK TABLE services IN SHARE MODE');
    const afterStore = pausedUpload(servicesUrl(), token, form('Killed After Store'), 0);
    afterStore.finish();
    const stored = await waitFor('the file stored', async () => readdirSync(uploads).find((f) => !filesBefore.has(f)), 15_000);
    await crash();
    await sql('ROLLBACK');
    const afterStoreOutcome = await afterStore.outcome;
    await start();

    const rows = await sql<{ name: string; logo: string | null }>('SELECT name, logo FROM services ORDER BY name');
    const files = readdirSync(uploads);
    const missing = rows.filter((row) => row.logo && !files.includes(row.logo.split('/').pop() as string));
    const referenced = new Set(rows.map((row) => row.logo?.split('/').pop()));
    const orphans = files.filter((file) => !referenced.has(file));
    const logo = await fetch(`${apiProcess.url}${rows.find((row) => row.name === 'Kept Before The Crash')?.logo}`);

    expect([midBodyOutcome, afterStoreOutcome]).toEqual([0, 0]);
    expect(rows.map((row) => row.name)).toEqual(['Kept Before The Crash']);
    expect(missing).toEqual([]);
    expect(logo.status).toBe(200);
    expect(orphans).toEqual([stored]);
    recordFinding(
      'faults',
      'The API process SIGKILLed during a service upload: once mid-body (half the image sent), once right after its image was stored and before its row was written; then restarted on the same data directory and database',
      `neither service exists after the restart; every service row's logo file exists and is served (200); ` +
        `${orphans.length} orphan file (the image stored before the kill, referenced by no row), none half-written for a row`,
    );
  });
});
