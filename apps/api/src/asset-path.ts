import { join } from 'node:path';

/** A file of src/assets: beside this file in sources, copied beside main.js in the build. */
export function assetPath(name: string): string {
  return join(__dirname, 'assets', name);
}
