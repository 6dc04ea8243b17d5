/**
 * Build time of every app (issue #11, item 7): `nx run-many -t build` of the API, the shell and the
 * four remotes, first cold (--skip-nx-cache: every task runs), then with the Nx cache warm (every
 * task read from the cache). Heavy: run it on a quiet machine,
 * not beside other builds or benchmarks. Report: bench/reports/build.md.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeReport } from './bench-app';
import { describeMachine } from './machine';

const root = join(__dirname, '../../..');
const PROJECTS = ['api', 'shell', 'auth-mfe', 'orders-mfe', 'services-mfe', 'users-mfe'];

interface BuildRun {
  label: string;
  command: string;
  seconds: number;
  /** What Nx says it took from its cache ("... for 6 out of 6 tasks"), when it does. */
  fromCache: string;
}

function build(label: string, extraArgs: string[]): BuildRun {
  const args = ['nx', 'run-many', '-t', 'build', '-p', PROJECTS.join(','), ...extraArgs];
  const t = performance.now();
  const result = spawnSync('npx', args, { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - t) / 1000;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${label} build failed (${result.status}):\n${output.slice(-4000)}`);
  const cached = /for (\d+) out of (\d+) tasks/.exec(output);
  console.log(`${label}: ${seconds.toFixed(1)} s${cached ? ` (${cached[1]} of ${cached[2]} tasks from the cache)` : ''}`);
  return { label, command: `NX_DAEMON=false npx ${args.join(' ')}`, seconds, fromCache: cached ? `${cached[1]} of ${cached[2]}` : 'none' };
}

async function main() {
  const machine = await describeMachine();
  // --skip-nx-cache neither reads nor stores results: the run after it fills the cache (or finds it
  // filled by an earlier build of the same sources), the one after that reads it.
  const runs = [build('cold', ['--skip-nx-cache']), build('cache filled', []), build('Nx cache warm', [])];
  writeReport('build', [
    `# Build of every app (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}. Projects: ${PROJECTS.join(', ')}; Nx daemon off; wall-clock time of the whole command.`,
    '',
    '| Run | Seconds | Tasks from the Nx cache | Command |',
    '|---|---|---|---|',
    ...runs.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} | ${r.fromCache} | \`${r.command}\` |`),
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
