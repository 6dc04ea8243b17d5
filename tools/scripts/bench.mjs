// `npm run bench`: performance benchmarks with reports in bench/reports (figures, not pass/fail).
// BENCH_DATABASE_URL=postgres://... runs them on a PostgreSQL server; BENCH_ORDERS sets the size.
import { join } from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/bench/list-bench.ts']);
