// `npm run bench`: performance benchmarks, each writing a report to bench/reports (figures, not
// pass/fail); docs/performance.md sets them beside their targets. On the PostgreSQL server of
// BENCH_DATABASE_URL, or else the local one (127.0.0.1:5432) when it answers; the embedded-database
// benchmarks run on PGlite either way, at smaller sizes. BENCH_ONLY=http,web runs some of them.
// Sizes and durations: BENCH_ORDERS, BENCH_SECONDS, BENCH_EMBEDDED_ORDERS, BENCH_BACKUP_ORDERS, BENCH_RUSH_SECONDS, BENCH_AUDIT_ROWS, BENCH_SHAPES, BENCH_GROWTH_SIZES, BENCH_SCREEN_RATE, BENCH_SCREEN_SECONDS, BENCH_FLOOR_ROUNDS (see each file's header).
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { buildProduct, ensureDependencies, log, root, run } from './lib.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Each benchmark: its file, its tsconfig, and its database (`postgres`: skipped without a server;
 * `pglite`: the embedded database; `both`; `none`). In this order: the build benchmark leaves fresh
 * production builds, which the web load benchmark then serves.
 */
const BENCHES = {
  http: { file: 'apps/api/bench/http-bench.ts', database: 'postgres' },
  floor: { file: 'apps/api/bench/http-floor-bench.ts', database: 'postgres' },
  shapes: { file: 'apps/api/bench/shapes-bench.ts', database: 'postgres' },
  growth: { file: 'apps/api/bench/growth-bench.ts', database: 'postgres' },
  list: { file: 'apps/api/bench/list-bench.ts', database: 'pglite' },
  audit: { file: 'apps/api/bench/audit-bench.ts', database: 'both' },
  import: { file: 'apps/api/bench/import-bench.ts', database: 'both' },
  backup: { file: 'apps/api/bench/backup-bench.ts', database: 'both' },
  rush: { file: 'apps/api/bench/rush-bench.ts', database: 'postgres' },
  screen: { file: 'apps/api/bench/order-to-screen-bench.ts', database: 'postgres', needsBuild: true },
  embedded: { file: 'apps/api/bench/embedded-startup.ts', database: 'pglite' },
  build: { file: 'apps/api/bench/build-bench.ts', database: 'none' },
  web: { file: 'apps/e2e/bench/web-load.ts', tsconfig: 'apps/e2e/tsconfig.json', database: 'none', needsBuild: true },
};

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
for (const name of only ?? []) {
  if (!(name in BENCHES)) throw new Error(`BENCH_ONLY: no benchmark "${name}" (there are ${Object.keys(BENCHES).join(', ')})`);
}

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

ensureDependencies();
const postgres = process.env.BENCH_DATABASE_URL || ((await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
log(postgres ? `PostgreSQL benchmarks on ${postgres.replace(/\/\/[^@]*@/, '//')}` : 'no PostgreSQL server answers: its benchmarks are skipped');

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
for (const [name, bench] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  const databases = { postgres: [postgres], pglite: [''], both: [postgres, ''], none: [''] }[bench.database];
  if (bench.database === 'postgres' && !postgres) {
    log(`${name}: skipped (needs PostgreSQL)`);
    continue;
  }
  if (bench.needsBuild) buildProduct();
  for (const url of databases) {
    if (url === undefined) continue;
    log(`${name} on ${url ? 'PostgreSQL' : bench.database === 'none' ? 'this machine' : 'PGlite'}...`);
    run(process.execPath, [tsx, '--tsconfig', bench.tsconfig ?? 'apps/api/tsconfig.json', bench.file], { BENCH_DATABASE_URL: url });
  }
}
