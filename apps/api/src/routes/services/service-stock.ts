import type { ServiceListEntry, ServiceStock } from '@shopdesk/contracts';
import type { Config } from '../../config';
import { toService, type ServiceRow } from './service-row';

/**
 * A service's credentials that can still be handed out (service_credentials_available_idx).
 * Fixed SQL over the list's `services` row; no value goes in.
 */
const AVAILABLE_SQL = `(SELECT count(*)::int FROM service_credentials c
   WHERE c.service_id = services.id AND c.is_active AND NOT c.is_used AND NOT c.is_bad)`;

/** Units of the service in orders completed over the last 30 days (order_items_service_idx). */
const RECENT_UNITS_SQL = `(SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
   WHERE i.service_id = services.id AND o.order_status = 'completed' AND o.updated_at > now() - interval '30 days')`;

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
 * Low: fewer than `minimum` left, or fewer than `days` of recent sales (units over 30 days / 30
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
