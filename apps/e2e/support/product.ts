import { test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The run starts one product per Playwright project (playwright.config.ts), each on its own port
 * and data folder, so two workers never share a database. A test reaches its own product's files
 * (its mailbox, its storefront key, its signed-in admin) through its project's metadata.
 */
export interface ProductMetadata {
  /** The product's folder: data/, mail.jsonl, storefront-key, admin.json. */
  dir: string;
}

/** The folder of the product the running test talks to. */
export function productDir(): string {
  return (test.info().project.metadata as ProductMetadata).dir;
}

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** Where the setup step stores the seeded admin's signed-in browser state. */
export const adminStatePath = (dir: string) => join(dir, 'admin.json');

/** The bearer token of the admin signed in by global.setup, read from its stored localStorage 'employee'. */
export function adminToken(): string {
  const state = JSON.parse(readFileSync(adminStatePath(productDir()), 'utf8')) as StorageState;
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'employee');
  if (!stored) throw new Error('The stored admin state has no employee in localStorage');
  return (JSON.parse(stored.value) as { token: string }).token;
}

/** The storefront key support/serve-product.mjs made for this product. */
export const storefrontKey = () => readFileSync(join(productDir(), 'storefront-key'), 'utf8').trim();
