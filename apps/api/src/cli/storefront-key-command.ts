import { STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { ConfigError, loadConfig } from '../config';
import type { Output } from './output';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createStorefrontKey, listStorefrontKeys, revokeStorefrontKey, StorefrontKeyError, type StorefrontKeyListing } from '../storefront/storefront-keys';

export const USAGE = `Usage: npm run storefront-key -- <command>
  create <name>   make a key for the storefront called <name>; it is printed once
  list            every key: name, created, last used, revoked
  revoke <name>   the key stops working at once
On DATABASE_URL, else on the embedded database in DATA_DIR (stop \`npm start\` first).`;


type Command = { name: 'create' | 'revoke'; keyName: string } | { name: 'list' };

function parse(args: readonly string[]): Command | undefined {
  const [name, keyName, ...extra] = args;
  if (extra.length > 0) return undefined;
  if ((name === 'create' || name === 'revoke') && keyName !== undefined) return { name, keyName };
  if (name === 'list' && keyName === undefined) return { name };
  return undefined;
}

const minute = (at: Date | null, none: string) => (at ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : none);

/** The keys as a table of plain text. */
export function formatKeyList(keys: readonly StorefrontKeyListing[]): string {
  if (keys.length === 0) return 'No storefront keys yet: `npm run storefront-key -- create <name>` makes one.';
  const rows = [
    ['NAME', 'CREATED', 'LAST USED', 'REVOKED'],
    ...keys.map((k) => [k.name, minute(k.createdAt, ''), minute(k.lastUsedAt, 'never'), minute(k.revokedAt, '-')]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

async function run(db: Database, command: Command, out: Output): Promise<void> {
  if (command.name === 'create') {
    const key = await createStorefrontKey(db, command.keyName);
    out.log(`Storefront key "${command.keyName}" (shown this once; only its hash is kept):\n\n  ${key}\n`);
    out.log(`The storefront sends it in the ${STOREFRONT_KEY_HEADER} header.`);
  } else if (command.name === 'revoke') {
    await revokeStorefrontKey(db, command.keyName);
    out.log(`Storefront key "${command.keyName}" revoked.`);
  } else {
    out.log(formatKeyList(await listStorefrontKeys(db)));
  }
}

/**
 * `npm run storefront-key -- create|list|revoke`, on the database the server uses (the same
 * environment: DATABASE_URL, else DATA_DIR's embedded database, which the server must not hold
 * open). Migrates first, so it works before the server's first start. Answers the exit code.
 */
export async function runStorefrontKeyCommand(args: readonly string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  const command = parse(args);
  if (!command) {
    out.error(USAGE);
    return 2;
  }
  let db: Database | undefined;
  try {
    const config = loadConfig(env);
    db = await openDatabase(config);
    await migrate(db, config.migrationsDir);
    await run(db, command, out);
    return 0;
  } catch (error) {
    if (error instanceof StorefrontKeyError || error instanceof DataDirInUseError || error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db?.close();
  }
}
