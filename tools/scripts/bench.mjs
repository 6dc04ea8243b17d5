// `npm run bench`: performance benchmarks with reports in bench/reports (figures, not pass/fail).
// BENCH_DATABASE_URL=postgres://... runs them on a PostgreSQL server; BENCH_ORDERS sets the order
// list's size; BENCH_ONLY=list or BENCH_ONLY=import runs one of them.
import { join } from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

const BENCHES = { list: 'apps/api/bench/list-bench.ts', import: 'apps/api/bench/import-bench.ts' };
const only = process.env.BENCH_ONLY;

ensureDependencies();
for (const [name, file] of Object.entries(BENCHES)) {
  if (only && only !== name) continue;
  run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', file]);
}
