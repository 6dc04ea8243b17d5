import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';
import { closeSharedPglite } from './shared-pglite-environment';

export default async function globalTeardown(): Promise<void> {
  await closeSharedPglite();
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
