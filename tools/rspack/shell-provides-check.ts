import type { Compiler } from '@rspack/core';

/** How rspack names a module the build provides to the share scope: `provide shared module (default) react@19.3.1 = …`. */
const PROVIDED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/** The shared names a compilation's modules provide. */
export function providedNames(identifiers: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const identifier of identifiers) {
    const match = PROVIDED.exec(identifier);
    if (match) names.add(match[1]);
  }
  return names;
}

/**
 * Fails the shell's production build when it does not provide every shared module. Production
 * remotes provide none of their own (shared-singletons.ts), so a module the shell leaves out would
 * fail in a remote only at run time. rspack provides an npm package only when the shell's own code
 * imports it: share only what the shell uses, or what a remote uses that the shell does too.
 */
export class ShellProvidesCheckPlugin {
  constructor(private readonly shared: string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellProvidesCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ShellProvidesCheckPlugin', (modules) => {
        const provided = providedNames(Array.from(modules, (module) => module.identifier()));
        const missing = this.shared.filter((name) => !provided.has(name));
        if (missing.length) {
          throw new Error(`The shell provides no ${missing.join(', ')}: a remote importing it would fail at run time (tools/rspack/shell-provides-check.ts)`);
        }
      });
    });
  }
}
