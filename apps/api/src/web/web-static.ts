import fastifyStatic from '@fastify/static';
import { API_BASE, UPLOADS_BASE } from '@shopdesk/contracts';
import { isSectionKey, productionFolder, productionRemotesJson, SECTION_KEYS, SECTIONS, type SectionKey } from '@shopdesk/sections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export interface WebStaticOptions {
  /** The folder holding the web builds (`shell/`, `auth-mfe/`, ...); default `dist/apps` of the working directory. */
  distDir?: string;
  /**
   * `REMOTES_JSON`: JSON text `{ "auth": url, "orders": url, "services": url, "users": url }`, each
   * the URL of that remote's remoteEntry.js. Remotes it leaves out keep their local build.
   */
  remotesJson?: string;
}

type RemoteUrls = Record<SectionKey, string>;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Built files carry an 8-hex content hash before the extension (tools/rspack): they never change. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9.]+$/i;
/** Paths that are never the shell's pages, so never answered with index.html. */
const NOT_PAGES = [`${API_BASE}/`, UPLOADS_BASE, '/mfe/'];

/** The local builds, overridden by the remotes `remotesJson` names; throws on a bad value. */
export function resolveRemotes(remotesJson: string | undefined): RemoteUrls {
  const remotes = productionRemotesJson();
  if (remotesJson === undefined) return remotes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    throw new Error('REMOTES_JSON is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('REMOTES_JSON must be an object like { "orders": "https://cdn.example.com/orders/remoteEntry.js" }');
  }
  for (const [key, url] of Object.entries(parsed)) {
    if (!isSectionKey(key)) throw new Error(`REMOTES_JSON: unknown remote "${key}" (expected ${SECTION_KEYS.join(', ')})`);
    if (typeof url !== 'string' || url.trim() === '') throw new Error(`REMOTES_JSON: "${key}" must be the URL of its remoteEntry.js`);
    remotes[key] = url;
  }
  return remotes;
}

/** The origins of the remotes REMOTES_JSON places elsewhere (a CDN): the CSP must let their scripts load. */
export function remoteScriptOrigins(remotesJson: string | undefined): string[] {
  const origins = Object.values(resolveRemotes(remotesJson))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

function setCacheHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', HASHED_FILE.test(basename(path)) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}

function isPageRequest(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0];
  if (NOT_PAGES.some((prefix) => path.startsWith(prefix)) || path === API_BASE) return false;
  // A missing file (`/x.js`) is a 404, not the shell; a page URL has no extension.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the production web builds beside the API: the shell at `/` (index.html for every page
 * URL the SPA routes), each remote at `/mfe/<name>/`, and `/remotes.json` telling the shell where
 * the remotes are. A missing build is logged and skipped; the API keeps working.
 *
 * @example await app.register(webStatic, { distDir: 'dist/apps', remotesJson: process.env.REMOTES_JSON });
 */
async function webStaticPlugin(app: FastifyInstance, options: WebStaticOptions) {
  const distDir = resolve(options.distDir ?? 'dist/apps');
  const remotes = resolveRemotes(options.remotesJson);
  const hint = `run \`npx nx run-many -t build --projects=${['shell', ...SECTION_KEYS.map((key) => SECTIONS[key].project)].join(',')}\``;
  const shellDir = join(distDir, 'shell');
  if (!existsSync(distDir)) {
    app.log.warn(`web-static: no web builds in ${distDir}; only the API is served (${hint})`);
    return;
  }

  // Registered first: it gives every reply `sendFile`, which the page fallback uses.
  await app.register(fastifyStatic, { root: distDir, serve: false });

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    return reply.header('cache-control', 'no-cache').send(remotes);
  });

  for (const key of SECTION_KEYS) {
    const section = SECTIONS[key];
    const root = join(distDir, section.project);
    const prefix = productionFolder(section);
    if (!existsSync(root)) {
      app.log.warn(`web-static: no build of the ${key} remote in ${root}; ${prefix} is not served (${hint})`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  if (!existsSync(join(shellDir, 'index.html'))) {
    app.log.warn(`web-static: no build of the shell in ${shellDir}; only the API is served (${hint})`);
    return;
  }
  // The build's files get a route each (read once, at start); every other page URL gets index.html.
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (!isPageRequest(req)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir, { cacheControl: false });
  });
}

export const webStatic = fp(webStaticPlugin, { name: 'web-static', fastify: '5.x' });
