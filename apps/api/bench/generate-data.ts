/**
 * Fills a migrated, empty database with a shop at scale (issue #11: 1,000,000 orders with their
 * items, 10,000 services, 200,000 credentials of which 50,000 belong to one service, 2,000 setup
 * guides, 5,000 employees), set-based: every table but the credentials is one INSERT ... SELECT
 * over generate_series, so the server does the work and the tables' triggers fire as for any
 * insert. The credentials are made in Node (their passwords are AES-GCM ciphertext bound to the row
 * id, their fingerprints an HMAC: neither is SQL's) and inserted 5,000 rows a statement.
 *
 * Everything but the credentials is deterministic (hashes of the row number, not random()): every
 * run measures the same shop, and an order's total is the sum of its items without reading them back.
 * The orders take the shape they are given (DataShape: the share of each status, the customers' mail
 * domains and names, payment methods and transaction ids, the orders' age); the generator's own
 * shape (GENERATOR_SHAPE), which the other benchmarks use, is:
 * - orders: numbered newest first over ~2 years; customers (a third as many as orders) with
 *   e-mails at gmail.com (~35%), outlook.com, yahoo.com or a company domain; transaction ids `TX` +
 *   16 hex digits; ~7% pending, recent orders far more often (the queue employees work), the rest
 *   completed (85%) or cancelled; 1 to 3 items each at their service's price, popular services
 *   (the lowest serials) much more often;
 * - services: 60% VPN (stock delivery), 40% dollar cards (manual); serial 1 is the most popular
 *   VPN and holds the 50,000 credentials;
 * - credentials: the others on every VPN service (half evenly, half by popularity), the older
 *   ~40% used, a few bad or archived;
 * - setup guides: 40 active (a delivery e-mail links every active guide of its type), the rest archived.
 *
 * Secondary indexes and foreign keys are dropped for the load and made again after it (one sort
 * instead of a million index insertions, one join instead of a million key look-ups; PostgreSQL's
 * "Populating a Database"), then VACUUM (ANALYZE): statistics for the planner and the visibility
 * map that index-only scans need. Works on PGlite too (use 100,000 orders there).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { CredentialCipher } from '../src/credentials/credential-cipher';
import { credentialFingerprint } from '../src/credentials/credential-fingerprint';
import type { Database, Queryable } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';

export interface DataSizes {
  orders: number;
  services: number;
  credentials: number;
  /** Of `credentials`, how many belong to the one big service (serial 1). */
  bigServiceCredentials: number;
  guides: number;
  employees: number;
}

/** Issue #11's sizes. */
export const ISSUE_SIZES: DataSizes = {
  orders: 1_000_000,
  services: 10_000,
  credentials: 200_000,
  bigServiceCredentials: 50_000,
  guides: 2_000,
  employees: 5_000,
};

/** `defaults`, each overridden by its BENCH_* variable (BENCH_ORDERS, BENCH_SERVICES, ...). */
export function sizesFromEnv(defaults: DataSizes = ISSUE_SIZES, env: NodeJS.ProcessEnv = process.env): DataSizes {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
    return value;
  };
  const sizes = {
    orders: read('BENCH_ORDERS', defaults.orders),
    services: read('BENCH_SERVICES', defaults.services),
    credentials: read('BENCH_CREDENTIALS', defaults.credentials),
    bigServiceCredentials: read('BENCH_BIG_SERVICE_CREDENTIALS', defaults.bigServiceCredentials),
    guides: read('BENCH_GUIDES', defaults.guides),
    employees: read('BENCH_EMPLOYEES', defaults.employees),
  };
  if (sizes.services < 5) throw new Error('BENCH_SERVICES must be at least 5 (both service types)');
  sizes.bigServiceCredentials = Math.min(sizes.bigServiceCredentials, sizes.credentials);
  return sizes;
}

/** A share of the customers (or orders) and what they get. */
export interface Share {
  value: string;
  /** In [0, 1]; the shares of a list add up to at most 1 (what is left is spread as the list says). */
  share: number;
}

/**
 * What the shop's data looks like, as settings: the list targets must hold whatever a shop's data
 * looks like (issue #27), not only on the generator's own shape.
 */
export interface DataShape {
  name: string;
  /** One line for the report. */
  description: string;
  /**
   * The chance an order is still pending: `old` for the oldest, rising to `old + newest` for the
   * newest (as (1 - age)^40): about `old + newest / 41` of all orders.
   */
  pending: { old: number; newest: number };
  /** Of the orders no longer pending, the share cancelled (the rest completed). */
  cancelled: number;
  /** The customers' mail domains, most common first; whoever is left is at one of 8 company domains. */
  domains: Share[];
  /** How many different first and last names the customers have (1 to 20 each). */
  names: { first: number; last: number };
  /** Payment methods by share of orders; they add up to 1. */
  paymentMethods: Share[];
  /** What every transaction id starts with (then 16 hex digits), as one payment provider's ids do. */
  transactionPrefix: string;
  /** How many days the orders span, newest now. */
  ageDays: number;
  /** The broad search of the report: a word a large share of the orders hold. */
  broadTerm: string;
}

/** The generator's own shape (issue #11): the shop the other reports measure. */
export const GENERATOR_SHAPE: DataShape = {
  name: 'generator',
  description: '7% pending, gmail.com 35%, 20 × 20 names, card 50%, transaction ids `TX…`, two years',
  pending: { old: 0.05, newest: 0.8 },
  cancelled: 0.15,
  domains: [
    { value: 'gmail.com', share: 0.35 },
    { value: 'outlook.com', share: 0.2 },
    { value: 'yahoo.com', share: 0.15 },
  ],
  names: { first: 20, last: 20 },
  paymentMethods: [
    { value: 'card', share: 0.5 },
    { value: 'paypal', share: 1 / 6 },
    { value: 'crypto', share: 1 / 6 },
    { value: 'bank-transfer', share: 1 / 6 },
  ],
  transactionPrefix: 'TX',
  ageDays: 730,
  broadTerm: 'gmail',
};

/**
 * Shapes chosen to be hard for the lists: each skews what one kind of list call relies on being
 * spread out (issue #27, item 1).
 */
export const SKEWED_SHAPES: DataShape[] = [
  {
    ...GENERATOR_SHAPE,
    name: 'backlog',
    description: 'the queue fell behind: 60% pending (the pending tab\'s deep pages and sorts), 30% of the rest cancelled',
    pending: { old: 0.58, newest: 0.42 },
    cancelled: 0.3,
  },
  {
    ...GENERATOR_SHAPE,
    name: 'one-provider',
    description:
      'everyone alike: 92% at gmail.com, 2 × 3 names, 97% paid by card with one provider\'s ids (`pi_3Q…`): broad words match nearly every order, the first characters of an id match all',
    domains: [{ value: 'gmail.com', share: 0.92 }],
    names: { first: 2, last: 3 },
    paymentMethods: [
      { value: 'card', share: 0.97 },
      { value: 'paypal', share: 0.03 },
    ],
    transactionPrefix: 'pi_3Q',
  },
  {
    ...GENERATOR_SHAPE,
    name: 'flash-sale',
    description: 'a young shop after a sale: every order in the last 4 days, 25% pending (the per-day seeks have few days to skip by)',
    pending: { old: 0.15, newest: 0.85 },
    ageDays: 4,
  },
];

export const DATA_SHAPES: DataShape[] = [GENERATOR_SHAPE, ...SKEWED_SHAPES];

/** The shapes named in BENCH_SHAPES (comma-separated), or all of them. */
export function shapesFromEnv(env: NodeJS.ProcessEnv = process.env): DataShape[] {
  const names = env.BENCH_SHAPES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) return DATA_SHAPES;
  return names.map((name) => {
    const shape = DATA_SHAPES.find((s) => s.name === name);
    if (!shape) throw new Error(`BENCH_SHAPES: no shape "${name}" (there are ${DATA_SHAPES.map((s) => s.name).join(', ')})`);
    return shape;
  });
}

export interface GeneratedData {
  sizes: DataSizes;
  shape: DataShape;
  /** Milliseconds per step, in order: each table, the index builds, VACUUM (ANALYZE). */
  steps: Array<{ step: string; rows?: number; ms: number }>;
  totalMs: number;
  /** The service holding `bigServiceCredentials` credentials. */
  bigServiceId: string;
}

const TABLES = ['services', 'orders', 'order_items', 'service_credentials', 'service_setup_guides', 'employees'];
/** The rollups the load's triggers filled: vacuumed and analysed with the tables, as autovacuum would soon after. */
const ROLLUPS = ['order_status_counts', 'order_day_counts', 'service_daily_units', 'order_daily_revenue', 'service_daily_revenue', 'service_monthly_revenue'];
const CREDENTIAL_BATCH = 5000;
const AGE_SPAN_DAYS = 730;

// ---- SQL building blocks (text only: no value of the caller goes in) ----

/** A pseudo-random number in [0, 1) from the integer expression `n` and a salt. */
const unit = (n: string, salt: number) => `((hashint8((${n})::bigint * 64 + ${salt})::bigint & 2147483647)::float8 / 2147483648)`;
/** A pseudo-random whole number in [0, m). */
const pick = (n: string, salt: number, m: number | string) => `((hashint8((${n})::bigint * 64 + ${salt})::bigint & 2147483647) % (${m}))::int`;
/** A stable version-4-shaped UUID from a text expression (ids known before their rows exist). */
const uuidOf = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const serviceIdSql = (serial: string) => uuidOf(`'service-' || ${serial}`);
const orderIdSql = (i: string) => uuidOf(`'order-' || ${i}`);
/** A service's price: $5 to $199, whole dollars. */
const priceOf = (serial: string) => `(100 * (5 + ((${serial}) * 37) % 195))`;
/** VPN for serials ending (mod 5) in 1, 2, 3: 60% of them, serial 1 included. */
const isVpn = (serial: string) => `((${serial}) % 5 BETWEEN 1 AND 3)`;
/** Item `k` of order `i`: popular services (low serials) far more often (cube of a uniform number). */
const itemService = (i: string, k: string, services: number) => `(1 + floor(${services} * power(${unit(`(${i}) * 4 + (${k})`, 9)}, 3))::int)`;
const itemCount = (i: string) => `(CASE WHEN ${unit(i, 8)} < 0.7 THEN 1 WHEN ${unit(i, 8)} < 0.9 THEN 2 ELSE 3 END)`;
/** Order `i` (1 = newest) of `n`: its age as a fraction of the shape's `ageDays`. */
const orderCreated = (i: string, n: number, ageDays: number) =>
  `(now() - ((${i}) - 1)::float8 / ${n} * interval '${ageDays} days' - ${unit(i, 1)} * interval '1 hour')`;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: string[]) => `(ARRAY[${values.map(literal).join(',')}])`;

/**
 * The value of the share the pseudo-random number `u` falls in (shares in order, cumulatively),
 * else `rest` (an SQL expression).
 */
function byShare(u: string, shares: Share[], rest: string): string {
  let upTo = 0;
  const cases = shares.map(({ value, share }) => `WHEN ${u} < ${(upTo += share)} THEN ${literal(value)}`);
  return `(CASE ${cases.join(' ')} ELSE ${rest} END)`;
}
const FIRST_NAMES = sqlArray(['Amira', 'Omar', 'Layla', 'Yousef', 'Noor', 'Khalid', 'Sara', 'Hassan', 'Mona', 'Tariq', 'Rania', 'Faisal', 'Huda', 'Ali', 'Dana', 'Samir', 'Lina', 'Majid', 'Reem', 'Zaid']);
const LAST_NAMES = sqlArray(['Haddad', 'Saleh', 'Nasser', 'Farouk', 'Qasim', 'Rahman', 'Aziz', 'Karim', 'Mansour', 'Hamdan', 'Khoury', 'Sabbagh', 'Awad', 'Daher', 'Issa', 'Jaber', 'Latif', 'Mubarak', 'Othman', 'Yasin']);
const COMPANY_DOMAINS = sqlArray(['gulftrading.ae', 'desertsoft.com', 'alnoor-group.com', 'emiratesfreight.ae', 'riyadh-tech.sa', 'bluewave.io', 'sandline.co', 'oasis-retail.com']);
const VPN_BRANDS = sqlArray(['NordVPN', 'ExpressVPN', 'Surfshark', 'ProtonVPN', 'CyberGhost', 'PIA', 'Windscribe', 'Mullvad', 'IPVanish', 'TunnelBear']);
const VPN_PLANS = sqlArray(['1 month', '3 months', '6 months', '12 months', '24 months']);
const CARD_BRANDS = sqlArray(['Visa', 'Mastercard', 'Amex', 'UnionPay']);

function servicesSql(s: DataSizes): string {
  return `
    INSERT INTO services (id, name, type, country, price_cents, short_description, benefits, link_or_apk, link,
                          is_active, serial, slug, delivery, created_at, updated_at)
    SELECT ${serviceIdSql('s')}, name, type, country, ${priceOf('s')}, 'Generated for the benchmark',
           ARRAY['Fast activation', 'Support by e-mail'], link_or_apk,
           CASE WHEN link_or_apk = 'link' THEN 'https://example.com/services/' || s END,
           s % 20 <> 0, s, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')),
           CASE WHEN type = 'vpn' THEN 'stock' ELSE 'manual' END, created, created
      FROM (SELECT s,
                   CASE WHEN ${isVpn('s')} THEN 'vpn' ELSE 'dollar-card' END AS type,
                   CASE WHEN ${isVpn('s')}
                        THEN ${VPN_BRANDS}[1 + (s / 5) % 10] || ' ' || ${VPN_PLANS}[1 + (s / 50) % 5] || ' ' || s
                        ELSE ${CARD_BRANDS}[1 + s % 4] || ' $' || (10 * (1 + s % 20)) || ' card ' || s END AS name,
                   CASE WHEN NOT ${isVpn('s')} THEN NULL WHEN s % 3 = 0 THEN 'uae' WHEN s % 3 = 1 THEN 'ksa' END AS country,
                   CASE WHEN s % 4 = 0 THEN 'apk' ELSE 'link' END AS link_or_apk,
                   now() - ${unit('s', 1)} * interval '${AGE_SPAN_DAYS} days' AS created
              FROM generate_series(1, ${s.services}) AS s) q`;
}

function ordersSql(s: DataSizes, shape: DataShape): string {
  const n = s.orders;
  const { first, last } = shape.names;
  const customer = `(1 + ${pick('i', 2, Math.max(1, Math.floor(n / 3)))})`;
  return `
    INSERT INTO orders (id, name, email, phone, total_cents, transaction_id, payment_method, order_status, created_at, updated_at, service_ids)
    SELECT ${orderIdSql('i')}, first || ' ' || last,
           lower(first) || '.' || lower(last) || c || '@' || ${byShare(unit('c', 3), shape.domains, `${COMPANY_DOMAINS}[1 + c % 8]`)},
           CASE WHEN ${unit('c', 4)} < 0.1 THEN NULL
                ELSE (CASE WHEN c % 3 = 0 THEN '+9665' ELSE '+9715' END) || lpad(${pick('c', 5, 100000000)}::text, 8, '0') END,
           (SELECT sum(${priceOf(itemService('i', 'k', s.services))}) FROM generate_series(1, ${itemCount('i')}) AS k),
           ${literal(shape.transactionPrefix)} || upper(substr(md5('tx-' || i), 1, 16)),
           ${byShare(unit('i', 6), shape.paymentMethods, literal(shape.paymentMethods.at(-1)?.value ?? 'card'))},
           status, created,
           CASE WHEN status = 'pending' THEN created ELSE least(now(), created + ${unit('i', 7)} * interval '2 days') END,
           -- Its items' services as the API writes them (migration 025): the items' trigger then writes no order again.
           ARRAY(SELECT DISTINCT ${serviceIdSql(itemService('i', 'k', s.services))} FROM generate_series(1, ${itemCount('i')}) AS k ORDER BY 1)
      FROM (SELECT i, c, ${FIRST_NAMES}[1 + c % ${first}] AS first, ${LAST_NAMES}[1 + (c / ${first}) % ${last}] AS last,
                   ${orderCreated('i', n, shape.ageDays)} AS created,
                   -- Some old orders were never worked; the newest are more often still pending.
                   CASE WHEN ${unit('i', 10)} < ${shape.pending.old} + ${shape.pending.newest} * power(1 - (i - 1)::float8 / ${n}, 40) THEN 'pending'
                        WHEN ${unit('i', 11)} < ${1 - shape.cancelled} THEN 'completed' ELSE 'cancelled' END AS status
              FROM (SELECT i, ${customer} AS c FROM generate_series(1, ${n}) AS i) numbered) q`;
}

function orderItemsSql(s: DataSizes, shape: DataShape): string {
  return `
    INSERT INTO order_items (order_id, service_id, quantity, price_cents, created_at, updated_at)
    SELECT ${orderIdSql('i')}, ${serviceIdSql('svc')}, 1, ${priceOf('svc')}, created, created
      FROM (SELECT i, ${itemService('i', 'k', s.services)} AS svc, ${orderCreated('i', s.orders, shape.ageDays)} AS created
              FROM generate_series(1, ${s.orders}) AS i, generate_series(1, ${itemCount('i')}) AS k) q`;
}

function guidesSql(s: DataSizes): string {
  return `
    INSERT INTO service_setup_guides (type, image, serial, is_active, created_at, updated_at)
    SELECT CASE WHEN g % 2 = 0 THEN 'vpn' ELSE 'dollar-card' END, '/uploads/guides/guide-' || g || '.png', g, g <= 40,
           now() - ${unit('g', 1)} * interval '${AGE_SPAN_DAYS} days', now()
      FROM generate_series(1, ${s.guides}) AS g`;
}

/** Every employee gets the same (real) hash: nobody signs in as them. */
function employeesSql(s: DataSizes): string {
  return `
    INSERT INTO employees (name, email, password_hash, is_active, created_at, updated_at)
    SELECT first || ' ' || last, lower(first) || '.' || lower(last) || '.' || e || '@staff.shopdesk.test', $1, e % 10 <> 0,
           now() - ${unit('e', 1)} * interval '${AGE_SPAN_DAYS} days', now()
      FROM (SELECT e, ${FIRST_NAMES}[1 + e % 20] AS first, ${LAST_NAMES}[1 + (e / 20) % 20] AS last
              FROM generate_series(1, ${s.employees}) AS e) q`;
}

// ---- credentials (Node: encryption and fingerprints) ----

/** The serial of the `k`th VPN service (0-based), the inverse of `isVpn`. */
const vpnSerial = (k: number) => 5 * Math.floor(k / 3) + (k % 3) + 1;

type CredentialColumns = { id: string[]; serial: number[]; userId: string[]; enc: string[]; fp: string[]; used: boolean[]; bad: boolean[]; active: boolean[]; age: number[] };

/** Credentials `from` to `to` (exclusive) of the generation, as the INSERT's columns. */
function credentialBatch(s: DataSizes, cipher: CredentialCipher, from: number, to: number): CredentialColumns {
  const stockCount = Math.floor(s.services / 5) * 3 + Math.min(s.services % 5, 3);
  const rest = s.credentials - s.bigServiceCredentials;
  const cols: CredentialColumns = { id: [], serial: [], userId: [], enc: [], fp: [], used: [], bad: [], active: [], age: [] };
  for (let j = from; j < to; j++) {
    const r = j - s.bigServiceCredentials;
    // The big service first; then half the rest evenly over the other VPN services, half by popularity.
    const serial = r < 0 ? 1 : r < rest / 2 ? vpnSerial(1 + (r % (stockCount - 1))) : vpnSerial(1 + Math.floor((stockCount - 1) * Math.random() ** 3));
    const id = randomUUID();
    const userId = `acct-${serial}-${j.toString(36)}`;
    const password = randomBytes(9).toString('base64url');
    const ageFraction = Math.random();
    cols.id.push(id);
    cols.serial.push(serial);
    cols.userId.push(userId);
    cols.enc.push(cipher.encrypt(password, id));
    cols.fp.push(credentialFingerprint(cipher, userId, password).toString('hex'));
    // The older ~40% were handed out (a completion claims the oldest first).
    cols.used.push(ageFraction > 0.6);
    cols.bad.push(Math.random() < 0.005);
    cols.active.push(Math.random() >= 0.02);
    cols.age.push(Math.round(ageFraction * AGE_SPAN_DAYS * 86400));
  }
  return cols;
}

/** Node encrypts the next batch while the server inserts the previous one. */
async function insertCredentials(tx: Queryable, s: DataSizes, cipher: CredentialCipher): Promise<void> {
  let inserting: Promise<unknown> = Promise.resolve();
  for (let from = 0; from < s.credentials; from += CREDENTIAL_BATCH) {
    const c = credentialBatch(s, cipher, from, Math.min(s.credentials, from + CREDENTIAL_BATCH));
    await inserting;
    inserting = tx.query(
      `INSERT INTO service_credentials (id, service_id, user_id, password_enc, fingerprint, is_used, is_bad, bad_reason, is_active, created_at, updated_at)
       SELECT d.id, ${serviceIdSql('d.serial')}, d.user_id, d.enc, decode(d.fp, 'hex'), d.used, d.bad,
              CASE WHEN d.bad THEN 'Rejected by the provider' END, d.active,
              now() - make_interval(secs => d.age), now() - make_interval(secs => d.age)
         FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::bool[], $9::int[])
              AS d(id, serial, user_id, enc, fp, used, bad, active, age)`,
      [c.id, c.serial, c.userId, c.enc, c.fp, c.used, c.bad, c.active, c.age],
    );
  }
  await inserting;
}

/** Refuses a shape the SQL cannot make as described. */
function checkShape(shape: DataShape): void {
  const sum = (shares: Share[]) => shares.reduce((total, { share }) => total + share, 0);
  const problems = [
    sum(shape.domains) > 1 + 1e-9 && 'its domains\' shares add up to more than 1',
    Math.abs(sum(shape.paymentMethods) - 1) > 1e-9 && 'its payment methods\' shares do not add up to 1',
    [shape.names.first, shape.names.last].some((n) => !Number.isInteger(n) || n < 1 || n > 20) && 'names.first and names.last must be 1 to 20',
    !(shape.ageDays > 0) && 'ageDays must be above 0',
    !(shape.cancelled >= 0 && shape.cancelled <= 1) && 'cancelled must be in [0, 1]',
    !/^[A-Za-z0-9_]*$/.test(shape.transactionPrefix) && 'transactionPrefix takes letters, digits and _ only',
  ].filter(Boolean);
  if (problems.length) throw new Error(`data shape "${shape.name}": ${problems.join('; ')}`);
}

// ---- the load ----

/** The secondary indexes of the loaded tables (not those behind a primary key or unique constraint). */
async function secondaryIndexes(tx: Queryable): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      ORDER BY i.tablename, i.indexname`,
    [TABLES],
  );
  return rows;
}

/** The foreign keys of the loaded tables: checked once per key when added back, not once per row. */
async function foreignKeys(tx: Queryable): Promise<Array<{ table: string; name: string; definition: string }>> {
  const { rows } = await tx.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])
      ORDER BY 1, 2`,
    [TABLES],
  );
  return rows;
}

/**
 * Loads `sizes` into `db`, a migrated database without orders (the run's own). For a million
 * orders give it a connection without statement or query timeouts: the statements take seconds.
 */
export async function generateData(db: Database, sizes: DataSizes, cipher: CredentialCipher, shape: DataShape = GENERATOR_SHAPE): Promise<GeneratedData> {
  checkShape(shape);
  const started = performance.now();
  const steps: GeneratedData['steps'] = [];
  /** Runs one step and files its time; `work` answers the rows it wrote, when that means something. */
  const timed = async (step: string, work: () => Promise<number | void>) => {
    const t = performance.now();
    const rows = await work();
    steps.push({ step, ...(typeof rows === 'number' ? { rows } : {}), ms: performance.now() - t });
  };
  const insert = (tx: Queryable, sql: string, params?: unknown[]) => async () => (await tx.query(sql, params)).rowCount;
  const employeeHash = await hashPassword(randomBytes(12).toString('base64url'));

  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    const indexes = await secondaryIndexes(tx);
    const keys = await foreignKeys(tx);
    for (const key of keys) await tx.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
    await timed('services', insert(tx, servicesSql(sizes)));
    await timed('orders', insert(tx, ordersSql(sizes, shape)));
    await timed('order_items', insert(tx, orderItemsSql(sizes, shape)));
    await timed('service_credentials (encrypted in Node)', async () => {
      await insertCredentials(tx, sizes, cipher);
      return sizes.credentials;
    });
    await timed('service_setup_guides', insert(tx, guidesSql(sizes)));
    await timed('employees', insert(tx, employeesSql(sizes), [employeeHash]));
    await timed(`secondary indexes (${indexes.length}) built again`, async () => {
      for (const index of indexes) await tx.query(index.definition);
    });
    await timed(`foreign keys (${keys.length}) added back`, async () => {
      for (const key of keys) await tx.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
    });
  });
  await timed('VACUUM (ANALYZE)', () => db.exec(`VACUUM (ANALYZE) ${[...TABLES, ...ROLLUPS].join(', ')}`));

  const { rows } = await db.query<{ id: string }>(`SELECT ${serviceIdSql('1')} AS id`);
  return { sizes, shape, steps, totalMs: performance.now() - started, bigServiceId: rows[0].id };
}
