import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');

export interface MainRun {
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the output so far once it matches `pattern`; rejects when the process ends first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  signal(name: NodeJS.Signals): void;
}

/** Starts `src/main.ts` as `npm run dev` does (tsx), on the embedded database, with `env` added. */
export async function runMain(env: Record<string, string>): Promise<MainRun> {
  const childEnv: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', ...env };
  // The embedded database: this tests main.ts itself, whatever database the suite runs on.
  delete childEnv.DATABASE_URL;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/main.ts')], { cwd: root, env: childEnv });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    stdout: () => out,
    stderr: () => err,
    signal: (name) => child.kill(name),
    async waitFor(pattern, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      void exited.then(() => (ended = true));
      while (Date.now() < deadline) {
        const match = out.match(pattern);
        if (match) return match;
        if (ended) throw new Error(`main.ts exited before printing ${pattern}:\n${out}\n${err}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      throw new Error(`main.ts did not print ${pattern} within ${timeoutMs} ms:\n${out}\n${err}`);
    },
  };
}
