import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { surfaceModules } from './shared-surfaces';

/**
 * What every app shares through Module Federation, each as a singleton so the page holds one
 * React, one router, one jotai store, one query client, one axios instance, one toast container
 * and one theme. Nothing is eager: every app starts with `import('./bootstrap')`.
 */

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The module provided under the name, when it is not the package itself; false when the app provides none. */
  import?: string | false;
}

export const WORKSPACE_ROOT = join(__dirname, '../..');

/** What only development builds import (React's JSX in development mode). */
const DEVELOPMENT_ONLY = new Set(['react/jsx-dev-runtime']);

/** Each npm package shared, with the entry points that are imported (by us or by each other). */
const NPM_SHARED: Record<string, string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // Both are React Router's declarative mode, one instance (PROVIDED_AS below); `react-router/dom`
  // (RouterProvider, HydratedRouter) is data and framework mode, refused (shared-surfaces.ts).
  'react-router-dom': ['react-router-dom'],
  'react-router': ['react-router'],
  // jotai's entry points import each other by package name (pmndrs/jotai#2061): these are the ones
  // the apps reach. Its utils are not shared: the shell uses none, and it must provide all that is
  // (shell-provides-check.ts); a remote importing them bundles them over the shared store.
  jotai: ['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/vanilla/internals'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  'styled-components': ['styled-components'],
  'react-toastify': ['react-toastify'],
  axios: ['axios'],
  formik: ['formik'],
  yup: ['yup'],
};

/** A path from an app's folder (apps/<project>, each build's context): it ends up in the built code, which must not name the build machine's folders. */
function fromApp(file: string): string {
  return relative(join(WORKSPACE_ROOT, 'apps/shell'), file);
}

/**
 * Entry points provided as a module of ours instead of the package: the part of it the apps use
 * (shared-surfaces.ts: React Router's declarative mode, TanStack Query, formik).
 */
const PROVIDED_AS: Record<string, string> = Object.fromEntries(Object.entries(surfaceModules()).map(([name, file]) => [name, fromApp(file)]));

/**
 * Shared packages the page fetches when it first uses them, not at the start: axios with the first
 * call (libs/api-client/src/http.ts), react-toastify with the first toast (libs/ui-kit/src/toast),
 * yup with the first form (a section's chunk, or the sign-in's first focus: libs/form-rules).
 * The shell's start chunks leave them out (create-web-config.ts); what the start runs imports them
 * with `import()` only, which the module boundaries keep so for axios and lint rules for the others
 * (eslint.config.mjs).
 */
export const FETCHED_WHEN_USED = ['axios', 'react-toastify', 'yup'];

/**
 * The packages FETCHED_WHEN_USED and those they depend on (yup's property-expr, react-toastify's
 * clsx): what the shell's start chunks leave out, since a package's own dependencies come with it.
 */
export function fetchedWhenUsedPackages(): string[] {
  const found = new Set<string>();
  const visit = (pkg: string) => {
    if (found.has(pkg)) return;
    found.add(pkg);
    // One installed in a package's own node_modules is already below that package's folder.
    const manifest = join(WORKSPACE_ROOT, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) Object.keys(readJson(manifest).dependencies ?? {}).forEach(visit);
  };
  FETCHED_WHEN_USED.forEach(visit);
  return [...found].sort();
}

/** Workspace libs, shared by their package name (libs/<name>/package.json). */
const WORKSPACE_LIBS = ['session', 'api-client', 'ui-kit', 'lists', 'contracts'];

function readJson(path: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function installedVersion(pkg: string): string {
  const version = readJson(join(WORKSPACE_ROOT, 'node_modules', pkg, 'package.json')).version;
  if (!version) throw new Error(`Cannot share ${pkg}: node_modules/${pkg}/package.json has no version`);
  return version;
}

/**
 * The workspace libs' versions (libs/<name>/package.json), by package name: what a build shares,
 * and what a remote's build records it needs (shared-libs-manifest.ts).
 */
export function workspaceLibVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const lib of WORKSPACE_LIBS) {
    const manifestPath = join(WORKSPACE_ROOT, 'libs', lib, 'package.json');
    // A lib that does not exist yet cannot be imported, so there is nothing to share.
    if (!existsSync(manifestPath)) continue;
    const version = readJson(manifestPath).version;
    if (!version) throw new Error(`Cannot share @shopdesk/${lib}: ${manifestPath} has no version`);
    versions[`@shopdesk/${lib}`] = version;
  }
  return versions;
}

/**
 * What an app shares. `provide: false` is a production remote: the shell provides every shared
 * module and the remote only consumes them, so the page never runs a remote's copy (one fetched
 * after the start, such as axios, would otherwise come from whichever app registered it) and no
 * remote builds or lists copies it never uses.
 */
export function sharedSingletons({ provide, production }: { provide: boolean; production: boolean }): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [pkg, entryPoints] of Object.entries(NPM_SHARED)) {
    const version = installedVersion(pkg);
    const requiredVersion = `^${version}`;
    for (const entryPoint of entryPoints) {
      if (production && DEVELOPMENT_ONLY.has(entryPoint)) continue;
      const provided = PROVIDED_AS[entryPoint];
      if (!provide) shared[entryPoint] = { singleton: true, requiredVersion, import: false };
      // The version is the package's: a module of ours has none of its own.
      else shared[entryPoint] = provided ? { singleton: true, requiredVersion, version, import: provided } : { singleton: true, requiredVersion };
    }
  }
  for (const [lib, version] of Object.entries(workspaceLibVersions())) {
    // Named by its file, a lib is provided whether or not the shell imports it (by its package
    // name, only if the shell's own code does): the remotes use lists the shell never shows.
    const entry = fromApp(join(WORKSPACE_ROOT, 'libs', lib.replace('@shopdesk/', ''), 'src/index.ts'));
    shared[lib] = provide ? { singleton: true, version, requiredVersion: `^${version}`, import: entry } : { singleton: true, requiredVersion: `^${version}`, import: false };
  }
  return shared;
}
