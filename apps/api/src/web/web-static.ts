import fastifyStatic from '@fastify/static';
import { API_BASE, UPLOADS_BASE } from '@shopdesk/contracts';
import { productionFolder, SECTION_KEYS, SECTIONS } from '@shopdesk/sections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { RELEASES_PREFIX } from '../releases/releases';
import type { RemotesSource } from './remotes-source';

export interface WebStaticOptions {
  /** The folder holding the web builds (`shell/`, `auth-mfe/`, ...). */
  distDir: string;
  /** What `/remotes.json` answers, asked again on every request. */
  remotes: RemotesSource;
  /** The remotes' published releases (`npm run release`), served at `/releases/<section>/<id>/`. */
  releasesDir?: string;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Built files carry an 8-hex content hash before the extension (tools/rspack): they never change. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9.]+$/i;
/** Paths that are never the shell's pages, so never answered with index.html. */
const NOT_PAGES = [`${API_BASE}/`, UPLOADS_BASE, '/mfe/', RELEASES_PREFIX];

/** A served file's name without the `.br`/`.gz` of the precompressed copy that answered. */
const PRECOMPRESSED = /\.(br|gz)$/;
/**
 * Source maps give away the sources (comments, names, dead branches) to anyone: production builds
 * write them hidden, for error tools (tools/rspack), and neither they nor a compressed copy are
 * ever served, whatever is in dist.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** Hashed files never change; index.html and remoteEntry.js (fixed names) are revalidated every time. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const name = basename(path).replace(PRECOMPRESSED, '');
  reply.header('cache-control', HASHED_FILE.test(name) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}

/**
 * Every build file is served from its precompressed copy (`.br`, else `.gz`, written by the build,
 * tools/rspack/precompress-plugin.ts) when the browser accepts that encoding, with
 * `Vary: Accept-Encoding`; else as it is. @fastify/compress leaves these answers alone (they are
 * not API answers, plugins/external/compress.ts).
 */
const STATIC_OPTIONS = {
  preCompressed: true,
  index: false,
  cacheControl: false,
  setHeaders: setCacheHeaders,
  // The path as it is decoded and normalised for the file lookup; false answers the 404 handler.
  allowedPath: (path: string) => !SOURCE_MAP.test(path),
} as const;

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
 * URL the SPA routes), each remote at `/mfe/<name>/`, its published releases at
 * `/releases/<name>/<id>/`, and `/remotes.json` telling the shell where the remotes are now; never
 * a source map (404). A missing build is logged and skipped; the API
 * keeps working.
 *
 * @example await app.register(webStatic, { distDir: 'dist/apps', remotes: createRemotesSource({ file, log: app.log }) });
 */
async function webStaticPlugin(app: FastifyInstance, options: WebStaticOptions) {
  const { distDir, remotes } = options;
  const hint = `run \`npx nx run-many -t build --projects=${['shell', ...SECTION_KEYS.map((key) => SECTIONS[key].project)].join(',')}\``;
  const shellDir = join(distDir, 'shell');
  if (!existsSync(distDir)) {
    app.log.warn(`web-static: no web builds in ${distDir}; only the API is served (${hint})`);
    return;
  }

  // Registered first: it gives every reply `sendFile`, which the page fallback uses (with these options).
  await app.register(fastifyStatic, { root: distDir, serve: false, ...STATIC_OPTIONS });

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    return reply.header('cache-control', 'no-cache').send(remotes.current());
  });

  for (const key of SECTION_KEYS) {
    const section = SECTIONS[key];
    const root = join(distDir, section.project);
    const prefix = productionFolder(section);
    if (!existsSync(root)) {
      app.log.warn(`web-static: no build of the ${key} remote in ${root}; ${prefix} is not served (${hint})`);
      continue;
    }
    await app.register(fastifyStatic, { root, prefix, decorateReply: false, ...STATIC_OPTIONS });
  }

  if (options.releasesDir) {
    // Made now if need be: a release published while the server runs is served at once.
    mkdirSync(options.releasesDir, { recursive: true });
    await app.register(fastifyStatic, { root: options.releasesDir, prefix: RELEASES_PREFIX, decorateReply: false, ...STATIC_OPTIONS });
  }

  if (!existsSync(join(shellDir, 'index.html'))) {
    app.log.warn(`web-static: no build of the shell in ${shellDir}; only the API is served (${hint})`);
    return;
  }
  // The build's files get a route each (read once, at start); every other page URL gets index.html.
  await app.register(fastifyStatic, { root: shellDir, prefix: '/', wildcard: false, decorateReply: false, ...STATIC_OPTIONS });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (!isPageRequest(req)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir, { cacheControl: false });
  });
}

export const webStatic = fp(webStaticPlugin, { name: 'web-static', fastify: '5.x' });
