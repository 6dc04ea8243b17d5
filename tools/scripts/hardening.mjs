// `npm run test:hardening`: the API under hostile input, load and faults, on the PostgreSQL
// server and Redis of this machine; writes the results into docs/reliability.md.
// HARDENING_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and REDIS_URL
// (default redis://127.0.0.1:6379) say where they are. The run uses Redis database 13 of that
// server and clears the API's rate-limit counters there first: every API process it starts counts
// against the same 127.0.0.1, and one file's failed logins must not lock the next one out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, fail, log, root } from './lib.mjs';

const started = Date.now();
ensureDependencies();
const { default: pg } = await import('pg');
const { Redis } = await import('ioredis');

const adminUrl = process.env.HARDENING_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HARDENING_REDIS_DB = '13';
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
redisUrl.pathname = `/${HARDENING_REDIS_DB}`;
const out = join(root, 'tmp/hardening');
const reportPath = join(root, 'docs/reliability.md');
const BEGIN = '<!-- hardening results: written by npm run test:hardening -->';
const END = '<!-- end of hardening results -->';
const PARTS = JSON.parse(readFileSync(join(root, 'apps/api/hardening/parts.json'), 'utf8'));

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Answers whether Redis is there, after clearing the counters an earlier run left. */
async function clearRateLimits() {
  const redis = new Redis(redisUrl.toString(), { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: 'shopdesk:rl:*', count: 1000 })) if (keys.length) await redis.del(...keys);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

let serverVersion;
try {
  serverVersion = (await admin('SHOW server_version')).rows[0].server_version;
} catch (error) {
  fail(`PostgreSQL at ${adminUrl} does not answer (${error.message}); start it or set HARDENING_ADMIN_URL`);
}
if (!(await clearRateLimits())) fail(`Redis at ${redisUrl} does not answer; start it or set REDIS_URL`);

const database = `shopdesk_hardening_${Date.now()}`;
await admin(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
log(`hardening tests on PostgreSQL ${serverVersion} and Redis...`);

/**
 * The files whose figures are about the machine (throughput under load, recovery times, how many
 * guesses a flood gets in) run one at a time, alone; the rest, mostly one busy thread each (the
 * fuzz is one), run two at a time first. Arguments are parts of file names (`npm run
 * test:hardening -- hostile-input`): only the files they name run.
 */
const ALONE = ['load', 'faults', 'brute-force', 'rolling-deploy'];
const wanted = process.argv.slice(2);
const files = readdirSync(join(root, 'apps/api/hardening'))
  .filter((name) => name.endsWith('.hardening.ts'))
  .filter((name) => !wanted.length || wanted.some((part) => name.includes(part)));
const isAlone = (name) => ALONE.includes(name.replace('.hardening.ts', ''));
const GROUPS = [
  { label: 'api-hardening', workers: 2, files: files.filter((name) => !isAlone(name)) },
  { label: 'api-hardening-alone', workers: 1, files: files.filter(isAlone) },
].filter((group) => group.files.length);
if (!GROUPS.length) fail(`no hardening file matches ${wanted.join(', ')}`);

function runGroup({ label, workers, files }) {
  const output = join(out, `${label}.json`);
  const run = spawnSync(
    join(root, 'node_modules/.bin/jest'),
    ['-c', 'apps/api/hardening/jest.config.cjs', `--maxWorkers=${workers}`, '--json', `--outputFile=${output}`, ...files.map((name) => `/hardening/${name.replace(/\./g, '\\.')}$`)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
        HARDENING_ADMIN_URL: adminUrl,
        HARDENING_OUT: out,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl.toString(),
        TEST_RESULTS_LABEL: label,
      },
    },
  );
  return { status: run.status, results: existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null };
}

const runs = GROUPS.map(runGroup);
await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);

const finished = runs.every((run) => run.results);
const results = finished
  ? {
      numPassedTests: runs.reduce((sum, run) => sum + run.results.numPassedTests, 0),
      numFailedTests: runs.reduce((sum, run) => sum + run.results.numFailedTests, 0),
      numPendingTests: runs.reduce((sum, run) => sum + run.results.numPendingTests, 0),
      numTotalTestSuites: runs.reduce((sum, run) => sum + run.results.numTotalTestSuites, 0),
      testResults: runs.flatMap((run) => run.results.testResults),
    }
  : null;
const findingsFile = join(out, 'findings.jsonl');
const findings = existsSync(findingsFile)
  ? readFileSync(findingsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : [];
const seconds = Math.round((Date.now() - started) / 1000);
writeReport(results, findings, seconds);

if (!results || runs.some((run) => run.status !== 0)) fail(`hardening tests failed (see above); the report lists the failures: docs/reliability.md`);
log(`hardening: ${results.numPassedTests} tests passed in ${seconds} s; results in docs/reliability.md`);

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function writeReport(results, findings, seconds) {
  const lines = [
    BEGIN,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s; ` +
      `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.versions.node}, PostgreSQL ${serverVersion}.`,
    '',
    results
      ? `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped, ` +
        `in ${results.numTotalTestSuites} files.`
      : 'Tests: the run did not finish.',
    '',
  ];
  for (const [part, title] of Object.entries(PARTS)) {
    lines.push(`### ${title}`, '');
    const rows = findings.filter((f) => f.part === part);
    if (!rows.length) {
      lines.push('No result recorded in this run.', '');
      continue;
    }
    lines.push('| Tried | Result |', '| --- | --- |', ...rows.map((f) => `| ${cell(f.tried)} | ${cell(f.result)} |`), '');
  }
  const failures = (results?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `- ${file.name.slice(root.length + 1)}: ${[...a.ancestorTitles, a.title].join(' › ')}`),
  );
  if (failures.length) lines.push('### Failures', '', ...failures, '');
  lines.push(END);

  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : `# Reliability and security\n\n${BEGIN}\n${END}\n`;
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? current.slice(0, start) + lines.join('\n') + current.slice(end + END.length) : `${current}\n${lines.join('\n')}\n`;
  writeFileSync(reportPath, next);
}
