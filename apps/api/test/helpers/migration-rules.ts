/**
 * The expand-then-contract rule for migrations (docs/decisions.md): during a rolling deploy the
 * previous release runs against the new schema, so a migration may add but not take away what it
 * reads. The obvious violations, found in a migration's SQL:
 *
 * - renaming a column or a table: the previous release still uses the old name (add the new one
 *   and write both; drop the old in a later release);
 * - dropping a column or a table, unless the migration says since which migration nothing reads
 *   it (`-- contract: orders.old_column unread since 027`), that migration is an earlier one, and
 *   no source of this release names it; a column dropped and added again in the same migration (a
 *   generated column redefined) is not taken away.
 */
export interface MigrationFile {
  name: string;
  sql: string;
}

const number = (name: string) => Number(name.slice(0, 3));
const withoutComments = (sql: string) => sql.replace(/--.*$/gm, '');

export function expandContractViolations(migration: MigrationFile, sourceMentions: (word: string) => boolean): string[] {
  const sql = withoutComments(migration.sql);
  const problems: string[] = [];
  for (const match of sql.matchAll(/ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\w+)\s+RENAME\s+(?:COLUMN\s+)?(\w+)\s+TO\s+(\w+)/gi)) {
    problems.push(`${migration.name} renames ${match[1]}.${match[2]}: the previous release reads it; add ${match[3]} and drop ${match[2]} in a later release`);
  }
  for (const match of sql.matchAll(/ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\w+)\s+RENAME\s+TO\s+(\w+)/gi)) {
    problems.push(`${migration.name} renames the table ${match[1]}: the previous release reads it; create ${match[2]} beside it instead`);
  }
  const dropped = [
    ...[...sql.matchAll(/ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\w+)\s+DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(\w+)/gi)]
      .filter((m) => !/^(constraint|default)$/i.test(m[2]))
      .map((m) => ({ what: `${m[1]}.${m[2]}`, word: m[2], readdedIn: new RegExp(`ALTER\\s+TABLE\\s+${m[1]}\\s+ADD\\s+(?:COLUMN\\s+)?${m[2]}\\b`, 'i') })),
    ...[...sql.matchAll(/DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)/gi)].map((m) => ({ what: m[1], word: m[1], readdedIn: new RegExp(`CREATE\\s+TABLE\\s+${m[1]}\\b`, 'i') })),
  ];
  for (const { what, word, readdedIn } of dropped) {
    if (readdedIn.test(sql)) continue;
    const marker = new RegExp(`--\\s*contract:\\s*${what.replace('.', '\\.')}\\s+unread since (\\d{3})`).exec(migration.sql);
    if (!marker) {
      problems.push(`${migration.name} drops ${what} without saying since when nothing reads it ("-- contract: ${what} unread since NNN")`);
    } else if (Number(marker[1]) >= number(migration.name)) {
      problems.push(`${migration.name} drops ${what}, unread only since ${marker[1]}: drop it in a release after the one that stopped reading it`);
    } else if (sourceMentions(word)) {
      problems.push(`${migration.name} drops ${what}, which this release's sources still name`);
    }
  }
  return problems;
}
