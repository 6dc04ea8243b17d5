import { type Compiler, rspack } from '@rspack/core';
import { SHARED_LIBS_FILE } from '../../libs/sections/src/index';
import { workspaceLibVersions } from './shared-singletons';

/**
 * Writes `shared-libs.json` beside a remote's remoteEntry.js: the workspace libs' versions it was
 * built against. The shared libs are singletons served by the shell, so a remote gets the shell's
 * copy whatever it was built with; the shell reads this file before loading the remote and refuses
 * one that needs a newer lib than it has (apps/shell/src/remotes/shared-lib-check.ts).
 */
export class SharedLibsManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SharedLibsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedLibsManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const body = `${JSON.stringify({ libs: workspaceLibVersions() }, null, 2)}\n`;
        compilation.emitAsset(SHARED_LIBS_FILE, new rspack.sources.RawSource(body));
      });
    });
  }
}
