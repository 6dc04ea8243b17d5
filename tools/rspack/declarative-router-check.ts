import type { Compiler } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module every app gets for `react-router` and `react-router-dom` (shared-singletons.ts). */
export const DECLARATIVE_ROUTER = join(__dirname, 'react-router-declarative.mjs');

/** What an app's module imports from React Router: `import { A, B as C } from 'react-router-dom'`, `export { D } from 'react-router'`. */
const ROUTER_IMPORT = /(?:import|export)\s*(type\s+)?(\{[^}]*\}|\*\s*as\s+\w+|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*["']react-router(?:-dom)?["']/g;
/** Data and framework mode only (RouterProvider, HydratedRouter): nothing of it works under the shell's <BrowserRouter>. */
const ROUTER_DOM_IMPORT = /from\s*["']react-router\/dom["']|import\s*\(\s*["']react-router\/dom["']/;

function exportedNames(): Set<string> {
  const block = /export\s*\{([^}]*)\}/.exec(readFileSync(DECLARATIVE_ROUTER, 'utf8'));
  if (!block) throw new Error(`${DECLARATIVE_ROUTER} has no export { ... } block`);
  return new Set(block[1].split(',').map((name) => name.trim()).filter(Boolean));
}

/** The React Router names a module's code imports that the declarative module does not export. */
export function missingRouterNames(code: string, exported: Set<string>): string[] {
  const missing: string[] = ROUTER_DOM_IMPORT.test(code) ? ['react-router/dom'] : [];
  for (const [, typeOnly, clause] of code.matchAll(ROUTER_IMPORT)) {
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
 * Fails the build when the apps' or libs' code imports from React Router a name the declarative
 * module (react-router-declarative.mjs) does not export: shared, such an import would be
 * `undefined` at run time, with no error from the bundler. Add the name there if it is declarative.
 */
export class DeclarativeRouterCheckPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DeclarativeRouterCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tapPromise('DeclarativeRouterCheckPlugin', async (modules) => {
        const exported = exportedNames();
        const faults: string[] = [];
        for (const module of modules as Iterable<ModuleWithSource>) {
          if (!module.resource || module.resource.includes('node_modules')) continue;
          const code = module.originalSource?.()?.source().toString() ?? '';
          const missing = missingRouterNames(code, exported);
          if (missing.length) faults.push(`${module.resource}: ${missing.join(', ')}`);
        }
        if (faults.length) {
          throw new Error(`React Router names the shared declarative module does not export (tools/rspack/react-router-declarative.mjs):\n${faults.join('\n')}`);
        }
      });
    });
  }
}
