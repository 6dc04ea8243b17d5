import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack, type SwcLoaderOptions } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type ExposedModule, REMOTE_ENTRY_FILE, type SectionKey, SECTIONS } from '../../libs/sections/src/index';
import { buildId } from './build-id';
import { federationRuntimeAsEsm } from './federation-runtime-esm';
import { PrecompressPlugin } from './precompress-plugin';
import { BOOTSTRAP_CHUNK, ShellPreloadPlugin } from './shell-preload-plugin';
import { SharedLibsManifestPlugin } from './shared-libs-manifest';
import { SharedSurfaceCheckPlugin, surfaceBuildAliases } from './shared-surfaces';
import { ShellProvidesCheckPlugin } from './shell-provides-check';
import { fetchedWhenUsedPackages, sharedSingletons, workspaceLibVersions, WORKSPACE_ROOT } from './shared-singletons';
import { DEV_API_ORIGIN, devOrigin, devRemotesJson, sectionApp, SHELL, type WebApp } from './web-apps';

type Mode = 'development' | 'production';

/** What rspack's CLI passes to a config function: `--env` values and the command's options. */
type ConfigFunction = (env: Record<string, unknown>, argv: { mode?: string }) => Configuration;

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
/** Everything whose name carries a content hash: web-static serves these as immutable. */
const HASHED = '[name].[contenthash:8]';

function resolveMode(env: Record<string, unknown>, argv: { mode?: string }): Mode {
  const mode = argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production');
  if (mode !== 'development' && mode !== 'production') {
    throw new Error(`--mode must be development or production, got "${mode}"`);
  }
  return mode;
}

function swcLoader(mode: Mode): SwcLoaderOptions {
  const development = mode === 'development';
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development, refresh: development } },
      target: 'es2022',
    },
  };
}

/** Where the shell fetches the remotes from (apps/shell/src/remotes/remotes-json.ts). */
const REMOTES_JSON_URL = '/remotes.json';

const devServerProxy = [{ context: ['/api', '/uploads'], target: DEV_API_ORIGIN, changeOrigin: true }];

interface FederationSettings {
  /** Module Federation container options specific to the app (exposes, filename). */
  exposes?: Record<string, string>;
  filename?: string;
}

/** The shell hosts the page; a remote is loaded into it. */
type Role = 'shell' | 'remote';

/**
 * Module Federation 2's runtime once per page: the shell's build carries it and hands it to the
 * remotes (`provideExternalRuntime`), whose remoteEntry.js then leaves it out (`externalRuntime`),
 * about 20 KB gzip less per remote. Production only: a remote's dev server also runs it alone.
 */
function runtimeSharing(role: Role, production: boolean): { externalRuntime?: boolean; provideExternalRuntime?: boolean } {
  if (!production) return {};
  return role === 'shell' ? { provideExternalRuntime: true } : { externalRuntime: true };
}

interface WebConfigSettings {
  app: WebApp;
  role: Role;
  mode: Mode;
  /** Production `output.publicPath`. */
  publicPath: string;
  federation: FederationSettings;
  devServer?: Configuration['devServer'];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shell's start needs nearly every shared package (its providers, ui-kit and the auth remote
 * use them all), each its own chunk by default: 25 scripts. In production they come in three
 * chunks instead, split by how often they change, named so index.html preloads them; the packages
 * fetched when first used (FETCHED_WHEN_USED, with their own dependencies) stay chunks of their own.
 */
const SHELL_CHUNK_GROUPS: Record<string, RegExp> = {
  'shared-react': /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|[\\/]react-router-(declarative|alias)\.mjs$/,
  // With the modules of ours that packages are shared as (shared-surfaces.ts), React Router's above.
  'shared-vendors': new RegExp(`[\\\\/]node_modules[\\\\/](?!(?:${fetchedWhenUsedPackages().map(escapeRegExp).join('|')})[\\\\/])|[\\\\/]rspack[\\\\/]surfaces[\\\\/]`),
  // The list machinery (libs/lists) is fetched with the first list a page shows.
  'shared-libs': /[\\/]libs[\\/](?!lists[\\/])/,
};

/**
 * A chunk a dynamic `import()` names so (`webpackChunkName: "on-demand-webauthn"`) holds code fetched
 * only when it is used: the start groups leave it alone, which they would otherwise take every
 * async chunk's packages into (the WebAuthn library into every first load, 3.5 KB gzip).
 */
const ON_DEMAND_CHUNK = 'on-demand-';

/** The async chunks the start groups gather from: every one but those fetched on demand. */
const startChunk = (chunk: { canBeInitial(): boolean; name?: string | null }) => !chunk.canBeInitial() && !chunk.name?.startsWith(ON_DEMAND_CHUNK);

function shellSplitChunks(): NonNullable<Configuration['optimization']>['splitChunks'] {
  const names = Object.keys(SHELL_CHUNK_GROUPS);
  const cacheGroups = Object.fromEntries(
    names.map((name, index) => [name, { name, test: SHELL_CHUNK_GROUPS[name], chunks: startChunk, enforce: true, priority: names.length - index }]),
  );
  return { cacheGroups };
}

/** The one rspack configuration behind all five apps; the shell and the remotes differ only in the settings. */
function createWebConfig({ app, role, mode, publicPath, federation, devServer }: WebConfigSettings): Configuration {
  const projectRoot = join(WORKSPACE_ROOT, 'apps', app.project);
  const production = mode === 'production';
  // A remote's own page (src/main.ts) runs it alone on its dev server; in production only the
  // shell loads it, through remoteEntry.js, and without the runtime the page would not start.
  const ownPage = role === 'shell' || !production;
  return {
    mode,
    context: projectRoot,
    entry: ownPage ? { main: './src/main.ts' } : {},
    target: 'web',
    // Production maps are written for error tools and the bundle report but named by no file
    // (no `sourceMappingURL`), and the API never serves them (web-static); dev servers keep theirs.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    // rspack 2 turns it on for web targets, and it breaks federation.
    lazyCompilation: false,
    output: {
      path: join(WORKSPACE_ROOT, 'dist/apps', app.project),
      // In dev every app is on its own origin, so chunks name theirs absolutely.
      publicPath: production ? publicPath : `${devOrigin(app)}/`,
      uniqueName: app.federationName,
      filename: production ? `${HASHED}.js` : '[name].js',
      chunkFilename: production ? `${HASHED}.js` : '[name].js',
      cssFilename: production ? `${HASHED}.css` : '[name].css',
      cssChunkFilename: production ? `${HASHED}.css` : '[name].css',
      assetModuleFilename: `assets/${HASHED}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: join(WORKSPACE_ROOT, 'tsconfig.base.json'),
      alias: surfaceBuildAliases(production),
    },
    module: {
      rules: [
        {
          // The page's copy of the contract: no summary and no schema, only what a request is built from.
          test: SOURCE_FILE,
          include: join(WORKSPACE_ROOT, 'libs/contracts/src'),
          enforce: 'pre',
          loader: join(WORKSPACE_ROOT, 'libs/contracts/bundler/browser-contract-loader.cjs'),
        },
        {
          test: SOURCE_FILE,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: swcLoader(mode),
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      ...(ownPage
        ? [
            new rspack.HtmlRspackPlugin({
              title: app.title,
              chunks: ['main'],
              templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title><%= htmlRspackPlugin.options.title %></title><link rel="icon" href="data:," /></head><body><div id="root"></div></body></html>',
            }),
          ]
        : []),
      // A remote shows it (BuildStamp) from its own code, so it names the remote's build, not the shell's.
      new rspack.DefinePlugin({
        'process.env.BUILD_ID': JSON.stringify(buildId(production)),
        // The shell compares a remote's shared-libs.json with the versions it was built with.
        'process.env.SHARED_LIB_VERSIONS': JSON.stringify(JSON.stringify(workspaceLibVersions())),
      }),
      ...(role === 'remote' ? [new SharedLibsManifestPlugin()] : []),
      new ModuleFederationPlugin({
        name: app.federationName,
        ...federation,
        shared: sharedSingletons({ provide: ownPage, production }),
        // A shared module fetched after the start (axios) is taken from what the page already has:
        // 'version-first' would first load every registered remote's remoteEntry.js to compare versions.
        shareStrategy: 'loaded-first',
        // Remotes are registered at run time from /remotes.json; the dts plugin fails on path-aliased libs.
        dts: false,
        // remotes.json points at remoteEntry.js, so the manifest and its snapshot code are not needed.
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, ...runtimeSharing(role, production) },
      }),
      federationRuntimeAsEsm(),
      new SharedSurfaceCheckPlugin(),
      ...(production && role === 'shell' ? [new ShellProvidesCheckPlugin(Object.keys(sharedSingletons({ provide: true, production })))] : []),
      ...(production && role === 'shell' ? [new ShellPreloadPlugin([BOOTSTRAP_CHUNK, ...Object.keys(SHELL_CHUNK_GROUPS)], [REMOTES_JSON_URL])] : []),
      ...(production ? [new PrecompressPlugin()] : [new ReactRefreshRspackPlugin()]),
    ],
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      hot: true,
      // The shell (another origin in dev) fetches the remotes' chunks and hot updates.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: devServerProxy,
      ...devServer,
    },
    ...(production && role === 'shell' ? { optimization: { splitChunks: shellSplitChunks() } } : {}),
    performance: { hints: false },
  };
}

/** The shell: no exposes, remotes registered at run time; in dev its server also answers /remotes.json. */
export function createShellConfig(): ConfigFunction {
  return (env, argv) =>
    createWebConfig({
      app: SHELL,
      role: 'shell',
      mode: resolveMode(env, argv),
      publicPath: '/',
      federation: {},
      devServer: {
        setupMiddlewares: (middlewares) => [
          {
            name: 'dev-remotes-json',
            path: '/remotes.json',
            middleware: (_req: IncomingMessage, res: ServerResponse) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(devRemotesJson()));
            },
          },
          ...middlewares,
        ],
      },
    });
}

/** The source file behind each module a remote can expose, the same in every remote. */
const EXPOSED_SOURCES: Record<ExposedModule, string> = {
  './Routes': './src/remote-entry.ts',
  './Summary': './src/summary-entry.ts',
};

/**
 * A remote: exposes what its section's registry entry lists. Its production chunks load relative
 * to wherever its remoteEntry.js is served from (publicPath 'auto'), so remotes.json may point anywhere.
 */
export function createRemoteConfig(key: SectionKey): ConfigFunction {
  const section = SECTIONS[key];
  const exposes = Object.fromEntries(section.exposes.map((module) => [module, EXPOSED_SOURCES[module]]));
  return (env, argv) =>
    createWebConfig({
      app: sectionApp(section),
      role: 'remote',
      mode: resolveMode(env, argv),
      publicPath: 'auto',
      federation: { filename: REMOTE_ENTRY_FILE, exposes },
    });
}
