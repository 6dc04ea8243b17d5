import { execFileSync } from 'node:child_process';
import { WORKSPACE_ROOT } from './shared-singletons';

/** It ends up in page text and file contents: plain characters only. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

function commitHash(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: WORKSPACE_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * What a production build calls itself, so an operator can tell which build of a remote a page
 * runs: `BUILD_ID` when the pipeline sets one (a release number, a CI run), else the commit's
 * short hash, else `local`. Dev servers say `dev`.
 *
 * @example BUILD_ID=2026-11-23.1 npx nx build orders-mfe
 */
export function buildId(production: boolean, env: Record<string, string | undefined> = process.env): string {
  if (!production) return 'dev';
  const id = env.BUILD_ID || commitHash() || 'local';
  if (!PLAIN_ID.test(id)) throw new Error(`BUILD_ID must be 1 to 64 letters, digits, dots, dashes or underscores, got "${id}"`);
  return id;
}
