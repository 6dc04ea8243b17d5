/**
 * Benchmark of the audit log at scale: latency of the audit log screen's calls (its first and a
 * deep page, each filter, a record's History tab, searches, a one-day export) on a generated
 * audit_log of BENCH_AUDIT_ROWS rows, 40 employees and a year of history.
 * PGlite by default (200,000 rows); BENCH_DATABASE_URL runs it on a PostgreSQL server (a million).
 */
import { performance } from 'node:perf_hooks';
import { api } from '@shopdesk/contracts';
import { benchApp, measure, openBenchDb, pgUrl, writeReport } from './bench-app';
import { describeMachine } from './machine';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? (pgUrl ? 1_000_000 : 200_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  const machine = await describeMachine(pgUrl);
  const started = performance.now();
  const { db, drop } = await openBenchDb();
  console.log(`generating ${ROWS.toLocaleString()} audit rows on ${db.driver}...`);
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(`
      INSERT INTO employees (name, email, password_hash, level)
      SELECT 'Staff ' || e, 'staff' || e || '@shopdesk.test', 'x', (ARRAY['agent', 'manager', 'owner'])[1 + e % 3]
        FROM generate_series(1, 40) AS e`);
    // Most rows are sign-ins and order work; level changes are rare, as in a shop.
    await tx.query(`
      WITH staff AS (SELECT array_agg(id ORDER BY email) AS ids FROM employees WHERE email LIKE 'staff%'),
      kinds AS (SELECT ARRAY['auth.login', 'order.complete', 'order.complete', 'credential.reveal', 'service.update', 'auth.logout', 'order.cancel', 'auth.login'] AS actions,
                       ARRAY['session', 'order', 'order', 'credential', 'service', 'session', 'order', 'session'] AS entities)
      INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, created_at)
      SELECT staff.ids[1 + i % 40], kinds.actions[1 + i % 8], kinds.entities[1 + i % 8], md5('record' || (i % 50000))::uuid,
             CASE WHEN i % 8 = 4 THEN jsonb_build_object('name', 'Service ' || (i % 300)) END,
             CASE WHEN i % 8 = 4 THEN jsonb_build_object('name', 'Service ' || (i % 300) || ' Pro')
                  WHEN i % 8 IN (1, 2) THEN jsonb_build_object('orderStatus', 'completed') END,
             '10.' || (i % 200) || '.' || (i % 97) || '.' || (i % 251),
             now() - make_interval(secs => i * (31536000.0 / ${ROWS}))
        FROM generate_series(1, ${ROWS}) AS i, staff, kinds`);
    // Rows are final (a trigger refuses UPDATE): the rare level changes are rows of their own.
    await tx.query(`
      INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, created_at)
      SELECT (SELECT id FROM employees WHERE email = 'staff1@shopdesk.test'), 'employee.change_level', 'employee',
             md5('employee' || (i % 40))::uuid, '{"level":"agent"}', '{"level":"manager"}', '10.0.0.1', now() - make_interval(days => i % 365)
        FROM generate_series(1, 500) AS i`);
  });
  await db.exec('ANALYZE audit_log');
  const generatedMs = performance.now() - started;

  const { app, token } = await benchApp(db);
  const { rows: staff } = await db.query<{ id: string }>("SELECT id FROM employees WHERE email = 'staff7@shopdesk.test'");
  const { rows: record } = await db.query<{ id: string }>("SELECT entity_id AS id FROM audit_log WHERE entity = 'order' LIMIT 1");
  const lastWeek = new Date(Date.now() - 8 * 86_400_000);
  const day = { from: lastWeek.toISOString(), to: new Date(lastWeek.getTime() + 86_400_000).toISOString() };

  const call = (path: string, query: Record<string, string>) => async () => {
    const res = await app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const list = (filters: object, extra: Record<string, string> = {}) =>
    call(api.auditLog.getAuditLogWithQuery.path, { filters: JSON.stringify(filters), ...extra });
  const cases: [string, () => Promise<void>][] = [
    ['newest first, page 1', list({})],
    ['newest first, page 400 (the last the count reaches)', list({}, { currentPage: '400', limit: '25' })],
    ['one employee', list({ employee: staff[0].id })],
    ['a rare action (level changes)', list({ action: 'employee.change_level' })],
    ['a record type (services)', list({ entity: 'service' })],
    ["one record's History tab", list({ entity: 'order', entityId: record[0].id }, { limit: '20' })],
    ['one day', list(day)],
    ['search an address "10.77.3."', list({}, { search: '10.77.3.' })],
    ['search what changed "Service 42 Pro"', list({}, { search: 'Service 42 Pro' })],
    ['export one day (CSV)', call(api.auditLog.exportAuditLog.path, { filters: JSON.stringify(day) })],
  ];

  const results: [string, { p50: number; p95: number }][] = [];
  for (const [name, fn] of cases) results.push([name, await measure(fn, RUNS)]);

  const ms = (v: number) => v.toFixed(1);
  writeReport(`audit-log-${db.driver}`, [
    `# Audit log benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}.`,
    `Driver: ${db.driver}; audit rows: ${ROWS.toLocaleString()} over a year, 40 employees; ${RUNS} timed calls per case after one warm-up, through Fastify inject (no network).`,
    `Data generated in ${(generatedMs / 1000).toFixed(1)} s. Figures are milliseconds; compare ratios within this run.`,
    '',
    '| Case | p50 | p95 |',
    '|---|---|---|',
    ...results.map(([name, r]) => `| ${name} | ${ms(r.p50)} | ${ms(r.p95)} |`),
  ]);
  await app.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
