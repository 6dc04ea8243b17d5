// Bundles the API into one file; npm packages stay external (resolved from node_modules at run time),
// workspace libs (@shopdesk/*) are bundled because they ship TypeScript sources.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);
const outdir = join(root, 'dist/apps/api');

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  tsconfig: join(here, 'tsconfig.json'),
  logLevel: 'warning',
});
// Copied afresh: a migration renamed or removed in the sources must not linger in the build.
rmSync(join(outdir, 'migrations'), { recursive: true, force: true });
cpSync(join(here, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
cpSync(join(here, 'src/assets'), join(outdir, 'assets'), { recursive: true });
