import { type Compiler, rspack } from '@rspack/core';

/** The shell's first async chunk (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')` in src/main.ts). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * Lets the browser fetch, while it still loads main.js, what the shell will certainly fetch next:
 * the bootstrap chunk and the chunks of shared code it needs (`chunkNames`, the shell's
 * splitChunks groups), and `/remotes.json`. Without it each is a round trip after main.js has run.
 * `/remotes.json` is preloaded `as="fetch"` with `crossorigin` (anonymous): the mode and
 * credentials of the shell's `fetch()`, without which the browser would fetch it twice.
 */
export class ShellPreloadPlugin {
  constructor(
    private readonly chunkNames: string[],
    private readonly fetched: string[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ShellPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('ShellPreloadPlugin', async (data) => {
        const chunks = new Map([...compilation.chunks].map((chunk) => [chunk.name, chunk]));
        const missing = this.chunkNames.filter((name) => !chunks.has(name));
        if (missing.length) throw new Error(`ShellPreloadPlugin: no chunk named ${missing.join(', ')} to preload`);
        const scripts = this.chunkNames.flatMap((name) => [...(chunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')));
        const link = (attributes: Record<string, string | boolean>) => ({ tagName: 'link', voidTag: true, attributes });
        data.assetTags.meta.push(
          ...this.fetched.map((href) => link({ rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' })),
          ...scripts.map((file) => link({ rel: 'preload', href: `${data.publicPath}${file}`, as: 'script' })),
        );
        return data;
      });
    });
  }
}
