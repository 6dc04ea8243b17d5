import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server's maintenance database; `npm run test:hardening` sets it. */
function adminUrl(): string {
  const url = process.env.HARDENING_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('The hardening tests need PostgreSQL: run them with npm run test:hardening');
  return url;
}

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own, for API processes started by a test (they migrate it themselves). */
export async function freshDatabase(): Promise<FreshDatabase> {
  const name = `shopdesk_hardening_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
