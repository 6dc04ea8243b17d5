/**
 * Order to screen (issue #27, item 4): how long after the storefront's 201 a new order is on an
 * employee's screen. Two real API processes on one PostgreSQL database (generate-data.ts's shop:
 * BENCH_ORDERS etc.) serving the production web build (build first: `npm run bench` does); the
 * storefront's orders all go to instance A, BENCH_SCREEN_RATE a second (default 5) for
 * BENCH_SCREEN_SECONDS (default 60). 100 live streams are open, half on each instance: two are
 * Chromium pages showing the pending list (one per instance), which record when each new order's
 * row is drawn; the other 98 are stream clients of 25 employees, which record when each new order's
 * event arrives. Chromium: CHROMIUM_PATH, else the headless shell or Debian's chromium.
 * Report: bench/reports/order-to-screen.md (and .json with every latency).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { api, STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { chromium } from 'playwright-core';
import { HARDENING_ADMIN, startApi, type ApiProcess } from '../hardening/api-process';
import { percentile } from '../hardening/figures';
import { hashPassword } from '../src/lib/passwords';
import { createStorefrontKey } from '../src/storefront/storefront-keys';
import { pgUrl, writeReport, writeReportFigures } from './bench-app';
import { sizesFromEnv } from './generate-data';
import { generatedShop } from './generated-shop';
import { describeMachine } from './machine';
import { CHROMIUM_ARGS, watchPendingList, type ScreenWatcher } from './order-to-screen/screen-watcher';
import { listenToOrders, type StreamListener } from './order-to-screen/stream-listener';

const RATE = Number(process.env.BENCH_SCREEN_RATE ?? 5);
const SECONDS = Number(process.env.BENCH_SCREEN_SECONDS ?? 60);
const STREAMS = 100;
const BROWSERS = 2;
/** An employee may hold 4 streams at once. */
const STREAMS_PER_EMPLOYEE = 4;
const TARGET_P99_MS = 1000;
/** After the last order, how long a stream or a screen still has to show it before it counts as missed. */
const GRACE_MS = 5000;
const WARM_UP_ORDERS = 10;
const NAME_PREFIX = 'Screen order ';
const BUCKETS = [50, 100, 200, 500, 1000, 2000];

interface Sent {
  n: number;
  sentAt: number;
  answeredAt?: number;
  orderId?: string;
}

function chromiumPath(): string {
  const path = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));
  if (!path) throw new Error('order-to-screen needs Chromium: apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH');
  return path;
}

/** One kind of watcher's latencies from the 201 (ms); a missed order is Infinity, later than any target. */
interface Delays {
  label: string;
  values: number[];
}

/** Every order as each watcher saw it: `seenAt` answers when (Date.now()), or undefined when it never did. */
function delaysOf(label: string, orders: Sent[], watchers: Array<(order: Sent) => number | undefined>): Delays {
  const values: number[] = [];
  for (const order of orders) {
    for (const seenAt of watchers) {
      const at = seenAt(order);
      values.push(at === undefined || Number.isNaN(at) ? Number.POSITIVE_INFINITY : at - (order.answeredAt ?? order.sentAt));
    }
  }
  return { label, values };
}

const ms = (v: number) => (!Number.isFinite(v) ? '∞' : Math.abs(v) < 10 ? v.toFixed(1) : v.toFixed(0));

function row({ label, values }: Delays): string {
  const p = (q: number) => percentile(values, q);
  const before = values.filter((v) => v < 0).length;
  const missed = values.filter((v) => !Number.isFinite(v)).length;
  return `| ${label} | ${values.length.toLocaleString()} | ${ms(p(50))} / ${ms(p(90))} / ${ms(p(99))} / ${ms(p(100))} | ${before.toLocaleString()} | ${missed} | ${p(99) <= TARGET_P99_MS ? '✓' : '✗ over'} |`;
}

function histogram({ label, values }: Delays): string {
  const bounds = [Number.NEGATIVE_INFINITY, ...BUCKETS, Number.POSITIVE_INFINITY];
  const counts = bounds.slice(1).map((upper, i) => values.filter((v) => v >= bounds[i] && v < upper).length);
  const missed = values.filter((v) => !Number.isFinite(v)).length;
  const share = (count: number) => `${((count / Math.max(1, values.length)) * 100).toFixed(1)}%`;
  return `| ${label} | ${[...counts, missed].map(share).join(' | ')} |`;
}

async function main() {
  if (!pgUrl) throw new Error('order-to-screen runs on PostgreSQL: set BENCH_DATABASE_URL');
  const machine = await describeMachine(pgUrl);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const shop = await generatedShop(pgUrl, sizesFromEnv());
  const { db } = shop;
  const instances: ApiProcess[] = [];
  const listeners: StreamListener[] = [];
  const screens: ScreenWatcher[] = [];
  try {
    await db.query('VACUUM (ANALYZE) orders');
    const { rows: services } = await db.query<{ id: string }>('SELECT id FROM services WHERE is_active ORDER BY serial LIMIT 20');
    const key = await createStorefrontKey(db, 'Order to screen storefront');
    const employees = Math.ceil((STREAMS - BROWSERS) / STREAMS_PER_EMPLOYEE);
    const password = 'order-to-screen-password';
    const passwordHash = await hashPassword(password);
    for (let i = 0; i < employees; i++) {
      await db.query("INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, 'agent')", [`Screen agent ${i}`, `agent${i}@screen.test`, passwordHash]);
    }

    // The product's defaults: only what a test process must say (where, which key, which admin).
    const env = { CREDENTIALS_KEY: shop.credentialsKey, LOG_LEVEL: 'warn' };
    for (let i = 0; i < 2; i++) instances.push(await startApi({ databaseUrl: shop.url, env }));
    const [taker] = instances;

    // Half the streams on each instance: one screen (opened by each pass) and 49 stream clients.
    const tokens: string[] = [];
    for (let i = 0; i < employees; i++) tokens.push(await taker.signIn({ email: `agent${i}@screen.test`, password }));
    for (let i = 0; i < STREAMS - BROWSERS; i++) {
      listeners.push(await listenToOrders(instances[i % 2].url, tokens[Math.floor(i / STREAMS_PER_EMPLOYEE)]));
    }

    let n = 0;
    const run = randomUUID().slice(0, 8);
    const send = async (): Promise<Sent> => {
      n += 1;
      const order: Sent = { n, sentAt: Date.now() };
      const res = await fetch(`${taker.url}${api.storefront.createOrder.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STOREFRONT_KEY_HEADER]: key, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          name: `${NAME_PREFIX}${n}`,
          email: `screen${n}@example.com`,
          items: [{ serviceId: services[n % services.length].id, quantity: 1 }],
          transactionId: `screen-${run}-${n}`,
          paymentMethod: 'Card',
        }),
      });
      order.answeredAt = Date.now();
      if (res.status === 201) order.orderId = ((await res.json()) as { data: { _id: string } }).data._id;
      else await res.text();
      return order;
    };

    /** One pass: the screens opened, orders sent on the clock, every watcher's latencies. */
    const pass = async (reducedMotion: boolean) => {
      for (const instance of instances) screens.push(await watchPendingList(browser, instance.url, { admin: HARDENING_ADMIN, namePrefix: NAME_PREFIX, reducedMotion }));
      // Warm-up, outside the figures: routes compiled, the screens' refetch path loaded once.
      for (let i = 0; i < WARM_UP_ORDERS; i++) {
        await send();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const load = loadavg()[0];
      const sent: Promise<Sent>[] = [];
      const startedAt = Date.now();
      for (let i = 0; i < RATE * SECONDS; i++) {
        // An open loop: orders leave on the clock, whatever the answers' pace.
        const due = startedAt + (i * 1000) / RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
        sent.push(send());
      }
      const orders = await Promise.all(sent);
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      const drawn = await Promise.all(screens.map((screen) => screen.drawn()));
      for (const screen of screens.splice(0)) await screen.close();

      const made = orders.filter((order) => order.orderId !== undefined);
      const onInstance = (i: number) => listeners.filter((_, index) => index % 2 === i);
      const streamDelays = (label: string, group: StreamListener[]) =>
        delaysOf(label, made, group.map((listener) => (order: Sent) => listener.heard.get(order.orderId ?? '')));
      const screenDelays = (label: string, i: number) => delaysOf(label, made, [(order) => drawn[i].get(order.n)]);
      const groups: Delays[] = [
        streamDelays('Stream clients on A (the instance that took the order)', onInstance(0)),
        streamDelays('Stream clients on B', onInstance(1)),
        screenDelays('Chromium, pending list on A: row drawn', 0),
        screenDelays('Chromium, pending list on B: row drawn', 1),
      ];
      const everyStream = { label: `All ${listeners.length} stream clients`, values: groups[0].values.concat(groups[1].values) };
      const everyScreen = { label: 'Both screens', values: groups[2].values.concat(groups[3].values) };
      const intake = made.map((order) => (order.answeredAt ?? 0) - order.sentAt);
      const title = reducedMotion ? 'The screens with reduced motion (the system setting: no row slides in or fades)' : "The product as it is set up (rows slide in, their tint fades)";
      return {
        json: { reducedMotion, load, groups: groups.map(({ label, values }) => ({ label, values: values.map((v) => (Number.isFinite(v) ? Math.round(v) : null)) })) },
        lines: [
          `## ${title}`,
          '',
          `Load average ${load.toFixed(2)} when the orders started. ${orders.length.toLocaleString()} storefront orders to A, ${RATE} a second for ${SECONDS} s ` +
            `(${orders.length - made.length} not answered 201; the intake's p50 / p99 ${ms(percentile(intake, 50))} / ${ms(percentile(intake, 99))} ms).`,
          '',
          `| Watcher | Orders × watchers | p50 / p90 / p99 / max (ms) | Before the 201 | Missed | p99 ≤ ${TARGET_P99_MS} |`,
          '| --- | --- | --- | --- | --- | --- |',
          ...[...groups, everyStream, everyScreen].map(row),
          '',
          `| Distribution | ${BUCKETS.map((upper, i) => `${i === 0 ? '<' : `${BUCKETS[i - 1]}–`}${upper} ms`).join(' | ')} | ≥ ${BUCKETS[BUCKETS.length - 1]} ms | missed |`,
          `| --- |${' --- |'.repeat(BUCKETS.length + 2)}`,
          ...[everyStream, ...groups.slice(2)].map(histogram),
          '',
        ],
      };
    };

    const passes = [await pass(false), await pass(true)];
    const anomalies = listeners.flatMap((listener) => listener.anomalies);
    writeReport('order-to-screen', [
      `# Order to screen benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${machine}. Two API processes (A and B) with the product's defaults on one PostgreSQL database of ${shop.generated.sizes.orders.toLocaleString()} orders; ` +
        `the storefront's orders all go to A. ${STREAMS} live streams open throughout, half on each instance: ${STREAMS - BROWSERS} stream clients of ${employees} employees, ` +
        `and ${BROWSERS} Chromium pages (one on each instance) showing the pending list as a user leaves it (newest first, page 1). Everything shares the machine's cores.`,
      '',
      "Each figure is one order seen by one watcher, in ms from the moment its 201 reached the storefront client: a stream client when the order's event was read off the " +
        'socket, a screen at the first frame after its row entered the page. An order a watcher had not shown ' +
        `${GRACE_MS / 1000} s after the last order counts as missed (and over the target). An event read before the 201 is negative: the storefront's orders are notified just after their commit, as they are answered.`,
      '',
      ...passes.flatMap((p) => p.lines),
      `Events other than changes on the stream clients (a resync or a closed stream would be a gap in the figures): ${anomalies.length ? anomalies.join(', ') : 'none'}.`,
    ]);
    writeReportFigures('order-to-screen', { machine, rate: RATE, seconds: SECONDS, passes: passes.map((p) => p.json) });
  } finally {
    for (const listener of listeners) listener.close();
    for (const screen of screens) await screen.close().catch(() => undefined);
    await browser.close();
    for (const instance of instances) await instance.stop();
    await shop.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
