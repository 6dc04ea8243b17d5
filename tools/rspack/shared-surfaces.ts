import type { Compiler } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A shared package provided as a module of ours that re-exports the part of it the apps use. A
 * shared package is never tree-shaken (any app may use any export), so shared whole it would send
 * all of it: React Router 65 KB gzip instead of 17, TanStack Query 13.7 instead of 11.6, formik
 * 15.2 instead of 13.8.
 */
interface SharedSurface {
  /** The names it is shared under; the module's one `export { ... }` block is what they answer. */
  packages: string[];
  /** The module of ours (surfaces/). */
  file: string;
  /** The package's own build the module re-exports from, by the alias the module imports. */
  build: { alias: string; file: (production: boolean) => string };
  /** An import refused whatever it names, and why. */
  refused?: { pattern: RegExp; name: string };
}

const SURFACES = join(__dirname, 'surfaces');
const nodeModule = (path: string) => join(__dirname, '../../node_modules', path);

const ROUTER: SharedSurface = {
  // Both are React Router's declarative mode, one instance: `react-router` is a second module
  // (react-router-alias.mjs) re-exporting the first through its share, a module being provided
  // under one name only.
  packages: ['react-router-dom', 'react-router'],
  file: join(SURFACES, 'react-router-declarative.mjs'),
  build: { alias: 'react-router-build', file: (production) => nodeModule(`react-router/dist/${production ? 'production' : 'development'}/index.mjs`) },
  // Data and framework mode only (RouterProvider, HydratedRouter): nothing of it works under the shell's <BrowserRouter>.
  refused: { pattern: /from\s*["']react-router\/dom["']|import\s*\(\s*["']react-router\/dom["']/, name: 'react-router/dom' },
};

export const SHARED_SURFACES: SharedSurface[] = [
  ROUTER,
  {
    packages: ['@tanstack/react-query'],
    file: join(SURFACES, 'react-query.mjs'),
    build: { alias: 'react-query-build', file: () => nodeModule('@tanstack/react-query/build/modern/index.js') },
  },
  {
    packages: ['formik'],
    file: join(SURFACES, 'formik.mjs'),
    build: { alias: 'formik-build', file: () => nodeModule('formik/dist/formik.esm.js') },
  },
];

/** The module each shared name is provided as: React Router's second name through its alias module. */
export function surfaceModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const surface of SHARED_SURFACES) for (const name of surface.packages) modules[name] = surface.file;
  modules['react-router'] = join(SURFACES, 'react-router-alias.mjs');
  return modules;
}

/** The resolve aliases the surface modules import their package's build by. */
export function surfaceBuildAliases(production: boolean): Record<string, string> {
  return Object.fromEntries(SHARED_SURFACES.map(({ build }) => [`${build.alias}$`, build.file(production)]));
}

function exportedNames(file: string): Set<string> {
  const block = /export\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'));
  if (!block) throw new Error(`${file} has no export { ... } block`);
  return new Set(block[1].split(',').map((name) => name.trim()).filter(Boolean));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names a module's code imports from the surface's packages that its module does not export. */
export function missingNames(code: string, surface: Pick<SharedSurface, 'packages' | 'refused'>, exported: Set<string>): string[] {
  const missing: string[] = surface.refused?.pattern.test(code) ? [surface.refused.name] : [];
  // `import { A, B as C } from 'formik'`, `export { D } from 'react-router'`.
  const imports = new RegExp(
    `(?:import|export)\\s*(type\\s+)?(\\{[^}]*\\}|\\*\\s*as\\s+\\w+|\\w+(?:\\s*,\\s*\\{[^}]*\\})?)\\s*from\\s*["'](?:${surface.packages.map(escape).join('|')})["']`,
    'g',
  );
  for (const [, typeOnly, clause] of code.matchAll(imports)) {
    if (typeOnly) continue;
    // A namespace or default import could read any name: it cannot be checked, so it is refused.
    if (!clause.includes('{') || /^\w/.test(clause)) {
      missing.push(clause.replace(/\s+/g, ' '));
      continue;
    }
    const names = clause.slice(clause.indexOf('{') + 1, clause.indexOf('}')).split(',');
    for (const name of names.map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))) {
      const imported = name.split(/\s+as\s+/)[0];
      if (!exported.has(imported)) missing.push(imported);
    }
  }
  return missing;
}

interface ModuleWithSource {
  resource?: string;
  originalSource?: () => { source(): string | Buffer } | null;
}

/**
 * Fails the build when the apps' or libs' code imports from a shared surface's package a name its
 * module (surfaces/) does not export: shared, such an import would be `undefined` at run time,
 * with no error from the bundler. Add the name to the module's export block.
 */
export class SharedSurfaceCheckPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SharedSurfaceCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tapPromise('SharedSurfaceCheckPlugin', async (modules) => {
        const surfaces = SHARED_SURFACES.map((surface) => ({ surface, exported: exportedNames(surface.file) }));
        const faults: string[] = [];
        for (const module of modules as Iterable<ModuleWithSource>) {
          if (!module.resource || module.resource.includes('node_modules') || module.resource.startsWith(SURFACES)) continue;
          const code = module.originalSource?.()?.source().toString() ?? '';
          for (const { surface, exported } of surfaces) {
            const missing = missingNames(code, surface, exported);
            if (missing.length) faults.push(`${module.resource}: ${missing.join(', ')} (${surface.packages[0]})`);
          }
        }
        if (faults.length) {
          throw new Error(`Names the shared surfaces do not export (tools/rspack/surfaces/):\n${faults.join('\n')}`);
        }
      });
    });
  }
}
