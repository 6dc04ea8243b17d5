import { type Compiler, rspack } from '@rspack/core';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the API serves compressed when the browser accepts it (web-static, `preCompressed`); maps are for tools only. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers and the extra file lookup cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * of at least 1 KB, in production builds: the API sends them as they are, so the best
 * compression costs nothing per request. A copy that is not smaller than its file is not written.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The last stage: after minification, hashing and the HTML page.
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation.getAssets().filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES);
          await Promise.all(
            assets.map(async ({ name, source, info }) => {
              const content = source.buffer();
              const copies = await Promise.all([
                brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              for (const [extension, copy] of [['br', copies[0]], ['gz', copies[1]]] as const) {
                if (copy.length >= content.length) continue;
                // Same immutability as the file (a hashed name stays hashed).
                compilation.emitAsset(`${name}.${extension}`, new rspack.sources.RawSource(copy), { immutable: info.immutable });
              }
            }),
          );
        },
      );
    });
  }
}
