import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What every app shares through Module Federation, each as a singleton so the page holds one
 * React, one router, one jotai store, one query client, one axios instance, one toast container
 * and one theme. Nothing is eager: every app starts with `import('./bootstrap')`.
 */

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
}

export const WORKSPACE_ROOT = join(__dirname, '../..');

/** Each npm package shared, with the entry points that are imported (by us or by each other). */
const NPM_SHARED: Record<string, string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // react-router-dom re-exports react-router and react-router/dom (remix-run/react-router#12562).
  'react-router-dom': ['react-router-dom'],
  'react-router': ['react-router', 'react-router/dom'],
  // jotai's entry points import each other by package name (pmndrs/jotai#2061).
  jotai: [
    'jotai',
    'jotai/react',
    'jotai/react/utils',
    'jotai/utils',
    'jotai/vanilla',
    'jotai/vanilla/internals',
    'jotai/vanilla/utils',
  ],
  '@tanstack/react-query': ['@tanstack/react-query'],
  'styled-components': ['styled-components'],
  'react-toastify': ['react-toastify'],
  axios: ['axios'],
  formik: ['formik'],
  yup: ['yup'],
};

/** Workspace libs, shared by their package name (libs/<name>/package.json). */
const WORKSPACE_LIBS = ['session', 'api-client', 'ui-kit', 'contracts'];

function readJson(path: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function installedVersion(pkg: string): string {
  const version = readJson(join(WORKSPACE_ROOT, 'node_modules', pkg, 'package.json')).version;
  if (!version) throw new Error(`Cannot share ${pkg}: node_modules/${pkg}/package.json has no version`);
  return version;
}

export function sharedSingletons(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [pkg, entryPoints] of Object.entries(NPM_SHARED)) {
    const requiredVersion = `^${installedVersion(pkg)}`;
    for (const entryPoint of entryPoints) shared[entryPoint] = { singleton: true, requiredVersion };
  }
  for (const lib of WORKSPACE_LIBS) {
    const manifestPath = join(WORKSPACE_ROOT, 'libs', lib, 'package.json');
    // A lib that does not exist yet cannot be imported, so there is nothing to share.
    if (!existsSync(manifestPath)) continue;
    const version = readJson(manifestPath).version;
    if (!version) throw new Error(`Cannot share @shopdesk/${lib}: ${manifestPath} has no version`);
    shared[`@shopdesk/${lib}`] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}
