import type { ServiceListEntry, ServiceStock } from '@shopdesk/contracts';
import { isLowStock, type ServiceListRow, type StockLowSettings } from '../../repositories/services';
import { toService } from './service-row';

export function serviceStock(row: ServiceListRow, settings: StockLowSettings): ServiceStock {
  if (row.delivery !== 'stock') return null;
  return { available: row.available, low: isLowStock(row.available, row.recent_units, settings) };
}

export function toServiceListEntry(row: ServiceListRow, settings: StockLowSettings): ServiceListEntry {
  return { ...toService(row), stock: serviceStock(row, settings) };
}
