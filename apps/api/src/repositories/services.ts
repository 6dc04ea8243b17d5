import type { DeliveryMode, Service } from '@shopdesk/contracts';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import type { FilterCondition } from '../lib/list-where';

export const SERVICE_COLUMNS = `id, name, type, country, price_cents, logo, short_description, benefits, link_or_apk, link,
  is_active, serial, slug, delivery, created_at, updated_at`;

export interface ServiceRow {
  id: string;
  name: string;
  type: Service['type'];
  country: Service['country'];
  price_cents: number;
  logo: string | null;
  short_description: string;
  benefits: string[];
  link_or_apk: Service['linkOrApk'];
  link: string | null;
  is_active: boolean;
  serial: number;
  slug: string;
  delivery: Service['delivery'];
  created_at: Date;
  updated_at: Date;
}

/**
 * A service's credentials that can still be handed out (service_credentials_available_idx).
 * Fixed SQL over the list's `services` row; no value goes in.
 */
const AVAILABLE_SQL = `(SELECT count(*)::int FROM service_credentials c
   WHERE c.service_id = services.id AND c.is_active AND NOT c.is_used AND NOT c.is_bad)`;

/**
 * Units of the service ordered over the last 30 days: its demand, whatever became of the orders
 * (a pending order needs its credentials soon). Summed from the per-day units the order_items
 * triggers keep (migration 007): at most 30 days' rows, however many orders the service had.
 */
const RECENT_UNITS_SQL = `(SELECT coalesce(sum(d.units), 0)::int FROM service_daily_units d
   WHERE d.service_id = services.id AND d.day > (now() AT TIME ZONE 'UTC')::date - 30)`;

/**
 * The list's columns: the service's and the two numbers its stock is judged by. PostgreSQL works
 * out such subqueries after the sort and LIMIT, so only the page's services are counted.
 */
const SERVICE_LIST_COLUMNS = `services.id, name, type, country, price_cents, logo, short_description, benefits,
  link_or_apk, link, is_active, serial, slug, delivery, created_at, updated_at,
  ${AVAILABLE_SQL} AS available, ${RECENT_UNITS_SQL} AS recent_units`;

export interface ServiceListRow extends ServiceRow {
  available: number;
  recent_units: number;
}

export type StockLowSettings = Config['stockLow'];

/**
 * Low: fewer than `minimum` left, or fewer than `days` of recent demand (units over 30 days / 30
 * per day). Compared as available × 30 < days × units, so no fraction is rounded. It says what
 * the list's `lowStock` filter below says in SQL.
 */
export function isLowStock(available: number, recentUnits: number, settings: StockLowSettings): boolean {
  return available < settings.minimum || available * 30 < settings.days * recentUnits;
}

/**
 * The `lowStock` filter as a WHERE part: fewer than `minimum` left, or fewer than `days` of recent
 * demand (units over 30 days / 30 per day), compared as available × 30 < days × units so no
 * fraction is rounded. It says what `isLowStock` above says in JavaScript.
 */
const LOW_STOCK_CONDITION = `(services.delivery = 'stock' AND (${AVAILABLE_SQL} < ? OR ${AVAILABLE_SQL} * 30 < ? * ${RECENT_UNITS_SQL}))`;

/** The service list's SQL (defineListRoute), its low-stock filter judged by `settings`. */
export function serviceList(settings: StockLowSettings) {
  // Only `true` filters: low stock services only; `false` lists them all, like no filter.
  const lowStock: FilterCondition = (value, where) => {
    if (value === true || value === 'true') where.add(LOW_STOCK_CONDITION, settings.minimum, settings.days);
  };
  return {
    select: SERVICE_LIST_COLUMNS,
    from: 'services',
    sortBy: { serial: 'serial, name, id', name: 'name, id' },
    filterColumns: { isActive: 'is_active', type: 'type', lowStock },
    // services_search_trgm_idx's expression.
    searchIn: "(name || ' ' || slug)",
  };
}

export async function findService(db: Queryable, id: string, lock = false): Promise<ServiceRow | undefined> {
  const { rows } = await db.query<ServiceRow>(`SELECT ${SERVICE_COLUMNS} FROM services WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function serviceExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM services WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function findServiceSlug(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ slug: string }>('SELECT slug FROM services WHERE id = $1', [id]);
  return rows[0]?.slug;
}

/** Run on every storefront order: prepared (a look-up by primary key, whatever the ids). */
const SERVICE_PRICES = prepared('SELECT id, price_cents, is_active FROM services WHERE id = ANY($1::uuid[])');

/** The price and state of each of these services that exists. */
export async function findServicePrices(
  db: Queryable,
  ids: string[],
): Promise<Array<{ id: string; price_cents: number; is_active: boolean }>> {
  const { rows } = await db.query<{ id: string; price_cents: number; is_active: boolean }>(SERVICE_PRICES, [ids]);
  return rows;
}

/** A service's stored values, but for its logo and delivery (which writes give apart). */
export interface ServiceFields {
  name: string;
  type: Service['type'];
  country: Service['country'];
  shortDescription: string;
  priceCents: number;
  linkOrApk: Service['linkOrApk'];
  link: string | null;
  serial: number;
  slug: string;
  benefits: string[];
}

function params(values: ServiceFields, delivery: DeliveryMode): unknown[] {
  return [
    values.name,
    values.type,
    values.country,
    values.priceCents,
    values.shortDescription,
    values.benefits,
    values.linkOrApk,
    values.link,
    values.serial,
    values.slug,
    delivery,
  ];
}

/** Throws PostgreSQL's unique violation when (type, slug) is taken. */
export async function insertService(tx: Queryable, values: ServiceFields, delivery: DeliveryMode, logo: string | null): Promise<ServiceRow> {
  const { rows } = await tx.query<ServiceRow>(
    `INSERT INTO services (name, type, country, price_cents, short_description, benefits, link_or_apk, link, serial, slug, delivery, logo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING ${SERVICE_COLUMNS}`,
    [...params(values, delivery), logo],
  );
  return rows[0];
}

/** Throws PostgreSQL's unique violation when (type, slug) is taken. */
export async function updateService(
  tx: Queryable,
  id: string,
  values: ServiceFields,
  delivery: DeliveryMode,
  logo: string | null,
): Promise<ServiceRow> {
  const { rows } = await tx.query<ServiceRow>(
    `UPDATE services SET name = $1, type = $2, country = $3, price_cents = $4, short_description = $5, benefits = $6,
              link_or_apk = $7, link = $8, serial = $9, slug = $10, delivery = $11, logo = $12, updated_at = now()
        WHERE id = $13
        RETURNING ${SERVICE_COLUMNS}`,
    [...params(values, delivery), logo, id],
  );
  return rows[0];
}

export interface ServiceStockRow {
  name: string;
  available: number;
  recent_units: number;
}

/** Every active stock service's available credentials and recent demand (for the metrics: a few thousand services at most). */
export async function stockOfActiveServices(db: Queryable): Promise<ServiceStockRow[]> {
  const { rows } = await db.query<ServiceStockRow>(
    `SELECT name, ${AVAILABLE_SQL} AS available, ${RECENT_UNITS_SQL} AS recent_units
       FROM services WHERE is_active AND delivery = 'stock' ORDER BY name, id`,
  );
  return rows;
}
