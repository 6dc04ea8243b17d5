import { randomUUID } from 'node:crypto';
import { DEFAULT_DELIVERY, type DeliveryMode } from '@shopdesk/contracts';
import type { CredentialCipher } from '../../src/credentials/credential-cipher';
import { credentialFingerprint } from '../../src/credentials/credential-fingerprint';
import type { Queryable } from '../../src/db/database';

/** Rows inserted straight in SQL, for tests that need data without going through the API. */

export interface ServiceFixture {
  name?: string;
  type?: 'vpn' | 'dollar-card';
  country?: 'uae' | 'ksa' | null;
  priceCents?: number;
  serial?: number;
  isActive?: boolean;
  slug?: string;
  logo?: string | null;
  /** Absent: the type's default (a VPN delivers from stock). */
  delivery?: DeliveryMode;
}

export async function insertService(db: Queryable, f: ServiceFixture = {}): Promise<string> {
  const name = f.name ?? `Service ${Math.random().toString(36).slice(2, 8)}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO services (name, type, country, price_cents, benefits, link_or_apk, link, serial, slug, is_active, logo, delivery)
     VALUES ($1, $2, $3, $4, ARRAY['Fast'], 'link', 'https://example.com', $5, $6, $7, $8, $9) RETURNING id`,
    [
      name,
      f.type ?? 'vpn',
      f.country ?? null,
      f.priceCents ?? 1000,
      f.serial ?? 1,
      f.slug ?? name.toLowerCase().replace(/\s+/g, '-'),
      f.isActive ?? true,
      f.logo ?? null,
      f.delivery ?? DEFAULT_DELIVERY[f.type ?? 'vpn'],
    ],
  );
  return rows[0].id;
}

export interface CredentialFixture {
  userId?: string | null;
  password?: string;
  isUsed?: boolean;
  isActive?: boolean;
  /** Marks it bad with this reason. */
  badReason?: string;
  /** Minutes before now; completions claim the oldest first. */
  minutesAgo?: number;
}

/** A credential encrypted and fingerprinted as the API writes it. */
export async function insertCredential(db: Queryable, cipher: CredentialCipher, serviceId: string, f: CredentialFixture = {}): Promise<string> {
  const id = randomUUID();
  const userId = f.userId === undefined ? `user-${id.slice(0, 8)}` : f.userId;
  const password = f.password ?? `pw-${id.slice(0, 8)}`;
  await db.query(
    `INSERT INTO service_credentials (id, service_id, user_id, password_enc, fingerprint, is_used, is_active, is_bad, bad_reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10))`,
    [
      id,
      serviceId,
      userId,
      cipher.encrypt(password, id),
      credentialFingerprint(cipher, userId, password),
      f.isUsed ?? false,
      f.isActive ?? true,
      f.badReason !== undefined,
      f.badReason ?? null,
      f.minutesAgo ?? 0,
    ],
  );
  return id;
}

/** `count` available credentials of a service, oldest first by a minute each. */
export async function stockUp(db: Queryable, cipher: CredentialCipher, serviceId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push(await insertCredential(db, cipher, serviceId, { minutesAgo: count - n }));
  return ids;
}

export interface OrderFixture {
  name?: string;
  email?: string;
  phone?: string | null;
  totalCents?: number;
  transactionId?: string | null;
  paymentMethod?: string | null;
  status?: 'pending' | 'completed' | 'cancelled';
  /** Minutes before now; orders are listed newest first. */
  minutesAgo?: number;
}

export async function insertOrder(db: Queryable, f: OrderFixture = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders (name, email, phone, total_cents, transaction_id, payment_method, order_status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(mins => $8), now() - make_interval(mins => $8)) RETURNING id`,
    [
      f.name ?? 'Customer',
      f.email ?? 'customer@example.com',
      f.phone === undefined ? null : f.phone,
      f.totalCents ?? 1250,
      f.transactionId === undefined ? null : f.transactionId,
      f.paymentMethod === undefined ? 'card' : f.paymentMethod,
      f.status ?? 'pending',
      f.minutesAgo ?? 0,
    ],
  );
  return rows[0].id;
}

/**
 * 4,800 orders 509 s apart from 2026-03-01 (28 days), half of them pending, plus three at each UTC
 * midnight (ties): enough for pages that seek by day and read from either end.
 */
export async function insertDeepOrders(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Deep ' || i, 'deep' || i || '@example.com', 100, (ARRAY['pending', 'completed', 'pending', 'cancelled'])[1 + i % 4],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(secs => 509 * i)
       FROM generate_series(1, 4800) AS i
     UNION ALL
     SELECT 'Midnight ' || d || '-' || k, 'midnight' || d || k || '@example.com', 100, (ARRAY['pending', 'completed', 'cancelled'])[1 + k],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(days => d)
       FROM generate_series(0, 28) AS d, generate_series(0, 2) AS k`,
  );
}

/** The ids of the orders `where` picks, in `orderBy`: what plain ORDER BY ... OFFSET paging pages through. */
export async function orderIdsInSql(db: Queryable, where = '', orderBy = 'created_at DESC, id'): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM orders ${where} ORDER BY ${orderBy}`);
  return rows.map((r) => r.id);
}

export async function insertOrderItem(
  db: Queryable,
  orderId: string,
  serviceId: string,
  f: { quantity?: number; priceCents?: number; minutesAgo?: number } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO order_items (order_id, service_id, quantity, price_cents, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
    [orderId, serviceId, f.quantity ?? 1, f.priceCents ?? 1250, f.minutesAgo ?? 0],
  );
  return rows[0].id;
}

export async function insertSetupGuide(
  db: Queryable,
  f: { type?: 'vpn' | 'dollar-card'; serial?: number; isActive?: boolean; image?: string } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO service_setup_guides (type, serial, is_active, image) VALUES ($1, $2, $3, $4) RETURNING id',
    [f.type ?? 'vpn', f.serial ?? 1, f.isActive ?? true, f.image ?? '/uploads/00000000-0000-0000-0000-000000000000.png'],
  );
  return rows[0].id;
}

export interface AuditRow {
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** The audit rows of one entity, oldest first. */
export async function auditRows(db: Queryable, entityId: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    'SELECT actor_id, action, entity, entity_id, before, after, ip FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id',
    [entityId],
  );
  return rows;
}
