import type { OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { insertRows } from '../lib/batch-insert';

/**
 * The order a credential was handed out for, as JSON (order id, its status, the customer's e-mail,
 * when): one probe of credential_deliveries_credential_key, a credential going out once.
 */
const DELIVERED_SQL = `(SELECT json_build_object('orderId', d.order_id, 'orderStatus', o.order_status, 'email', o.email, 'deliveredAt', d.created_at)
     FROM credential_deliveries d JOIN orders o ON o.id = d.order_id WHERE d.credential_id = c.id) AS delivered`;

const CREDENTIAL_COLUMNS = `c.id, c.service_id, s.name AS service_name, c.user_id, c.is_used, c.is_bad, c.bad_reason, c.is_active, c.created_at, c.updated_at,
  ${DELIVERED_SQL}`;
const CREDENTIAL_FROM = 'service_credentials c JOIN services s ON s.id = c.service_id';

export interface CredentialRow {
  id: string;
  service_id: string;
  service_name: string;
  user_id: string | null;
  is_used: boolean;
  is_bad: boolean;
  bad_reason: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  /** JSON timestamps stay strings. */
  delivered: { orderId: string; orderStatus: OrderStatus; email: string; deliveredAt: string } | null;
}

export type StoredCredentialRow = CredentialRow & { password_enc: string };

/** The credential list's SQL (defineListRoute): never the password. */
export const CREDENTIAL_LIST = {
  select: CREDENTIAL_COLUMNS,
  from: CREDENTIAL_FROM,
  // Newest first is c.created_at DESC, c.id (service_credentials_list_idx); by user id on its own index (migration 020).
  sortBy: { createdAt: 'c.created_at, c.id DESC', userId: 'c.user_id, c.id' },
  filterColumns: { isActive: 'c.is_active', service: 'c.service_id', isUsed: 'c.is_used', isBad: 'c.is_bad' },
  // service_credentials_user_trgm_idx's expression.
  searchIn: "coalesce(c.user_id, '')",
};

export async function findCredential(db: Queryable, id: string): Promise<StoredCredentialRow | undefined> {
  const { rows } = await db.query<StoredCredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS}, c.password_enc FROM ${CREDENTIAL_FROM} WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Locks the credential row for a read-then-write; answers false when there is none. Only that row:
 * a FOR UPDATE over the join with services, waiting on an update that moved the credential to
 * another service, re-checks the join against the old service and answers no row (a false 404).
 * Read the row with `findCredential` once this holds.
 */
export async function lockCredential(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM service_credentials WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/** A credential as it is stored: the password encrypted, its fingerprint beside it. */
export interface CredentialValues {
  serviceId: string;
  userId: string | null;
  passwordEnc: string;
  fingerprint: Buffer;
}

export async function insertCredential(tx: Queryable, id: string, values: CredentialValues): Promise<void> {
  await tx.query('INSERT INTO service_credentials (id, service_id, user_id, password_enc, fingerprint) VALUES ($1, $2, $3, $4, $5)', [
    id,
    values.serviceId,
    values.userId,
    values.passwordEnc,
    values.fingerprint,
  ]);
}

/**
 * Stores many credentials in batches (an import); each row's id is made by the caller. Their
 * times follow the order given, a microsecond apart: the list (newest first) shows an import's
 * last line first, and completions hand them out in the file's order.
 */
export async function insertCredentials(tx: Queryable, credentials: Array<CredentialValues & { id: string }>): Promise<void> {
  await insertRows(
    tx,
    'service_credentials',
    ['id', 'service_id', 'user_id', 'password_enc', 'fingerprint'],
    credentials.map((c) => [c.id, c.serviceId, c.userId, c.passwordEnc, c.fingerprint]),
  );
  if (credentials.length < 2) return;
  await tx.query(
    `UPDATE service_credentials c SET created_at = c.created_at + make_interval(secs => (u.n - 1) / 1000000.0)
       FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n)
      WHERE c.id = u.id`,
    [credentials.map((c) => c.id)],
  );
}

export async function updateCredential(tx: Queryable, id: string, values: CredentialValues): Promise<void> {
  await tx.query(
    'UPDATE service_credentials SET service_id = $2, user_id = $3, password_enc = $4, fingerprint = $5, updated_at = now() WHERE id = $1',
    [id, values.serviceId, values.userId, values.passwordEnc, values.fingerprint],
  );
}

/** Marks a credential bad (a customer reported it): never handed out again. */
export async function markCredentialBad(tx: Queryable, id: string, reason: string): Promise<void> {
  await tx.query('UPDATE service_credentials SET is_bad = true, bad_reason = $2, updated_at = now() WHERE id = $1', [id, reason]);
}

export interface ClaimedCredentialRow {
  id: string;
  user_id: string | null;
  password_enc: string;
  created_at: Date;
}

/**
 * Marks up to `quantity` of the service's available credentials used, oldest first, and answers
 * them (in no particular order; fewer when the service has fewer). SKIP LOCKED: concurrent claims
 * take different rows instead of waiting on each other, and a row another claim used meanwhile
 * fails the re-check, so none is handed out twice.
 */
export async function claimAvailableCredentials(tx: Queryable, serviceId: string, quantity: number): Promise<ClaimedCredentialRow[]> {
  const { rows } = await tx.query<ClaimedCredentialRow>(
    `WITH picked AS (
       SELECT id FROM service_credentials
        WHERE service_id = $1 AND is_active AND NOT is_used AND NOT is_bad
        ORDER BY created_at, id
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE service_credentials c SET is_used = true, updated_at = now()
       FROM picked
      WHERE c.id = picked.id
     RETURNING c.id, c.user_id, c.password_enc, c.created_at`,
    [serviceId, quantity],
  );
  return rows;
}

/** Which of these fingerprints the service already has, in any state (service_credentials_fingerprint_idx). */
export async function fingerprintsInStock(db: Queryable, serviceId: string, fingerprints: Buffer[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  // As hex text: both drivers pass a text array the same way.
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT encode(fingerprint, 'hex') AS fingerprint FROM service_credentials
      WHERE service_id = $1 AND fingerprint IN (SELECT decode(f, 'hex') FROM unnest($2::text[]) AS f)`,
    [serviceId, fingerprints.map((f) => f.toString('hex'))],
  );
  return new Set(rows.map((r) => r.fingerprint));
}

// Distinct from the migrations' (7301) and the seed's (7302) locks; the second key is the service's.
const IMPORT_LOCK = 7303;

/** Holds, until the transaction ends, the right to import into this service: imports of one service take turns. */
export async function lockServiceImports(tx: Queryable, serviceId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IMPORT_LOCK, serviceId]);
}

export interface ExportRow {
  user_id: string | null;
  is_active: boolean;
  is_used: boolean;
  is_bad: boolean;
  bad_reason: string | null;
  created_at: Date;
  delivered_to: string | null;
  delivered_at: Date | null;
}

/**
 * Every credential of a service, archived ones too, oldest first, with where it was delivered.
 * The columns read: never password_enc. An export is a stock report that ends up in e-mails,
 * shared drives and spreadsheets; with the passwords in it every secret of the service would sit
 * in one unencrypted file. A password is read one at a time, audited (getSingleServiceCredential).
 */
export async function findCredentialsToExport(db: Queryable, serviceId: string): Promise<ExportRow[]> {
  const { rows } = await db.query<ExportRow>(
    `
  SELECT c.user_id, c.is_active, c.is_used, c.is_bad, c.bad_reason, c.created_at,
         o.email AS delivered_to, d.created_at AS delivered_at
    FROM service_credentials c
    LEFT JOIN credential_deliveries d ON d.credential_id = c.id
    LEFT JOIN orders o ON o.id = d.order_id
   WHERE c.service_id = $1
   ORDER BY c.created_at, c.id`,
    [serviceId],
  );
  return rows;
}
