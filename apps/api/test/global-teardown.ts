import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';

export default function globalTeardown(): void {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
