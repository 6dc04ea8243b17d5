import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationFiles } from '../../src/db/migrate';
import { expandContractViolations } from '../helpers/migration-rules';

const SOURCES = join(__dirname, '../../src');
const MIGRATIONS = join(SOURCES, 'db/migrations');

/** The API's TypeScript sources, migrations left out, read once. */
const sources = readdirSync(SOURCES, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(join(SOURCES, file), 'utf8'));
const sourceMentions = (word: string) => sources.some((text) => new RegExp(`\\b${word}\\b`).test(text));

it('has no migration that takes away what the previous release reads', () => {
  const problems = migrationFiles(MIGRATIONS).flatMap((name) =>
    expandContractViolations({ name, sql: readFileSync(join(MIGRATIONS, name), 'utf8') }, sourceMentions),
  );
  expect(problems).toEqual([]);
});

describe('the check', () => {
  const check = (sql: string, mentioned: string[] = []) =>
    expandContractViolations({ name: '030_change.sql', sql }, (word) => mentioned.includes(word));

  it('refuses a rename of a column or a table', () => {
    expect(check('ALTER TABLE orders RENAME COLUMN name TO customer_name;')).toEqual([
      '030_change.sql renames orders.name: the previous release reads it; add customer_name and drop name in a later release',
    ]);
    expect(check('ALTER TABLE orders RENAME TO purchases;')).toEqual([
      '030_change.sql renames the table orders: the previous release reads it; create purchases beside it instead',
    ]);
  });

  it('refuses a drop without saying since when nothing reads it, too soon, or still named', () => {
    expect(check('ALTER TABLE orders DROP COLUMN legacy_note;')).toEqual([
      '030_change.sql drops orders.legacy_note without saying since when nothing reads it ("-- contract: orders.legacy_note unread since NNN")',
    ]);
    expect(check('-- contract: orders.legacy_note unread since 030\nALTER TABLE orders DROP COLUMN legacy_note;')).toEqual([
      '030_change.sql drops orders.legacy_note, unread only since 030: drop it in a release after the one that stopped reading it',
    ]);
    expect(check('-- contract: orders.legacy_note unread since 028\nALTER TABLE orders DROP COLUMN legacy_note;', ['legacy_note'])).toEqual([
      "030_change.sql drops orders.legacy_note, which this release's sources still name",
    ]);
    expect(check('DROP TABLE old_exports;')).toHaveLength(1);
  });

  it('lets through a drop said and done a release later, a column redefined in place, and a dropped constraint', () => {
    expect(check('-- contract: orders.legacy_note unread since 028\nALTER TABLE orders DROP COLUMN legacy_note;')).toEqual([]);
    expect(check('ALTER TABLE orders DROP COLUMN search_text;\nALTER TABLE orders ADD COLUMN search_text text;')).toEqual([]);
    expect(check('ALTER TABLE orders DROP CONSTRAINT orders_total_check;')).toEqual([]);
  });
});
