import type { ServiceListEntry, ServiceStock } from '@shopdesk/contracts';
import type { ServiceListRow, StockLowSettings } from '../../repositories/services';
import { toService } from './service-row';

/**
 * Low: fewer than `minimum` left, or fewer than `days` of recent demand (units over 30 days / 30
 * per day). Compared as available × 30 < days × units, so no fraction is rounded.
 * `isLowStock` and the list's `lowStock` filter (repositories/services) say the same thing in JavaScript and SQL.
 */
export function isLowStock(available: number, recentUnits: number, settings: StockLowSettings): boolean {
  return available < settings.minimum || available * 30 < settings.days * recentUnits;
}

export function serviceStock(row: ServiceListRow, settings: StockLowSettings): ServiceStock {
  if (row.delivery !== 'stock') return null;
  return { available: row.available, low: isLowStock(row.available, row.recent_units, settings) };
}

export function toServiceListEntry(row: ServiceListRow, settings: StockLowSettings): ServiceListEntry {
  return { ...toService(row), stock: serviceStock(row, settings) };
}
