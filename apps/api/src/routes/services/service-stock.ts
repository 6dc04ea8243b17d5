import type { ServiceListEntry, ServiceStock } from '@shopdesk/contracts';
import type { Config } from '../../config';
import { toService, type ServiceRow } from './service-row';

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
export const SERVICE_LIST_COLUMNS = `services.id, name, type, country, price_cents, logo, short_description, benefits,
  link_or_apk, link, is_active, serial, slug, delivery, created_at, updated_at,
  ${AVAILABLE_SQL} AS available, ${RECENT_UNITS_SQL} AS recent_units`;

export interface ServiceListRow extends ServiceRow {
  available: number;
  recent_units: number;
}

export type StockLowSettings = Config['stockLow'];

/**
 * Low: fewer than `minimum` left, or fewer than `days` of recent demand (units over 30 days / 30
 * per day). Compared as available × 30 < days × units, so no fraction is rounded.
 * `isLowStock` and `lowStockCondition` say the same thing in JavaScript and SQL.
 */
export function isLowStock(available: number, recentUnits: number, settings: StockLowSettings): boolean {
  return available < settings.minimum || available * 30 < settings.days * recentUnits;
}

/** The `lowStock` filter as a WHERE part; its two `?` take the settings (minimum, days). */
export const LOW_STOCK_CONDITION = `(services.delivery = 'stock' AND (${AVAILABLE_SQL} < ? OR ${AVAILABLE_SQL} * 30 < ? * ${RECENT_UNITS_SQL}))`;

export function serviceStock(row: ServiceListRow, settings: StockLowSettings): ServiceStock {
  if (row.delivery !== 'stock') return null;
  return { available: row.available, low: isLowStock(row.available, row.recent_units, settings) };
}

export function toServiceListEntry(row: ServiceListRow, settings: StockLowSettings): ServiceListEntry {
  return { ...toService(row), stock: serviceStock(row, settings) };
}
