import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { createShellConfig } from '../../tools/rspack/create-web-config';

/** The product's icon: copied beside index.html and linked from it (served by the API like the page). */
const FAVICON_FILE = 'favicon.svg';
const FAVICON_LINK = `<link rel="icon" href="/${FAVICON_FILE}" type="image/svg+xml" />`;
/** What the shared HTML template has in its place (so no app asks for a missing /favicon.ico), minified or not. */
const NO_ICON_LINK = /<link rel="icon" href="data:,"\s*\/?>/;

/** Puts the shell's favicon link in place of the template's empty one; fails the build if the template changed. */
class ShellFaviconPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ShellFaviconPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('ShellFaviconPlugin', (data) => {
        if (!NO_ICON_LINK.test(data.html)) throw new Error('index.html has no <link rel="icon" href="data:,"> to replace with the favicon');
        data.html = data.html.replace(NO_ICON_LINK, FAVICON_LINK);
        return data;
      });
    });
  }
}

const shellConfig = createShellConfig();

export default (env: Record<string, unknown>, argv: { mode?: string }): Configuration => {
  const config = shellConfig(env, argv);
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new rspack.CopyRspackPlugin({ patterns: [{ from: `src/assets/${FAVICON_FILE}`, to: FAVICON_FILE }] }),
      new ShellFaviconPlugin(),
    ],
  };
};
