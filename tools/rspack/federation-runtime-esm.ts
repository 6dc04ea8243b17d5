import { rspack } from '@rspack/core';
import { existsSync } from 'node:fs';
import { WORKSPACE_ROOT } from './shared-singletons';

/**
 * What rspack's ModuleFederationPlugin asks for the runtime by: its packages by name (its resolve
 * aliases) or the CommonJS files `require.resolve` found (its generated entry code).
 */
const FEDERATION_REQUEST = /^@module-federation\/[a-z-]+$|[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

interface ResolveData {
  request: string;
  createData?: { resource?: string };
}

/** The ES module twin of a CommonJS file of the runtime, or undefined. */
function esmTwin(request: string): string | undefined {
  let file = request;
  if (request.startsWith('@module-federation/')) {
    try {
      file = require.resolve(request, { paths: [WORKSPACE_ROOT] });
    } catch {
      return undefined;
    }
  }
  const twin = file.replace(/\.cjs$/, '.js');
  return twin !== file && existsSync(twin) ? twin : undefined;
}

/**
 * The federation runtime as ES modules. rspack's ModuleFederationPlugin finds the runtime packages
 * with `require.resolve`, so it bundles their CommonJS builds, which cannot be tree-shaken: every
 * export of @module-federation/sdk (manifest snapshots, Node helpers, config normalizers) ends up
 * in each main.js and remoteEntry.js. Their ES module twins (same version, beside them) import each
 * other by package name and leave out what the runtime never calls. Requests are rewritten before
 * they are resolved, so each module is parsed as what it is.
 */
export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_REQUEST, (data: ResolveData) => {
    if (data.createData?.resource) return;
    const twin = esmTwin(data.request);
    if (twin) data.request = twin;
  });
}
