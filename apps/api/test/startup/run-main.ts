import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');

export interface MainRun {
  /** The exit code, once the process has ended and all its output has been read. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the output so far once it matches `pattern`; rejects when the process ends first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  signal(name: NodeJS.Signals): void;
}

const running = new Set<ChildProcess>();

/** Kills the runs a failed test left going, so none outlives its test file (or holds jest open). */
export function killLeftoverRuns(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts `src/main.ts` with tsx, as `npm run dev` does, on the embedded database, with `env` added.
 * Node itself with tsx as a loader, not the tsx launcher: a signal reaches main.ts straight, not
 * through a launcher that relays it only if main.ts confirms within 30 ms, and a kill leaves no
 * orphaned server behind.
 */
export async function runMain(env: Record<string, string>): Promise<MainRun> {
  const childEnv: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', ...env };
  // The embedded database: this tests main.ts itself, whatever database the suite runs on.
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], { cwd: root, env: childEnv });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  // 'close', not 'exit': the output can still be in the pipes when the process has exited.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    exited,
    stdout: () => out,
    stderr: () => err,
    signal: (name) => child.kill(name),
    async waitFor(pattern) {
      // As long as it takes: a busy machine may take long to start, and the test's timeout bounds it.
      for (;;) {
        const match = out.match(pattern);
        if (match) return match;
        if (ended) throw new Error(`main.ts exited before printing ${pattern}:\n${out}\n${err}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
