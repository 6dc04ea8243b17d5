import { DEFAULT_DELIVERY, type ServiceType } from '@shopdesk/contracts';
import { CREDENTIALS_PER_SERVICE } from './demo-catalogue';
import type { DemoOrder, DemoOrderItem } from './demo-orders';

/** How many of a demo service's credentials are handed out, archived and still available. */
export interface DemoStock {
  used: number;
  archived: number;
  available: number;
}

/** Credentials a stock service keeps beyond what its pending orders need, so every one can be completed. */
const SPARE = 12;
/** The two services the demo shows running low: this many available each. */
const LOW_STOCK = [2, 4];
/** Services of the newest pending orders are never the low ones: the queue's first rows complete. */
const NEWEST_PENDING_SPARED = 5;

interface DemoService {
  id: string;
  type: ServiceType;
  isActive: boolean;
}

/**
 * Each demo service's credentials. A stock service gets enough to complete all its pending orders
 * plus a spare, except two active VPNs with the fewest pending units, kept visibly low for the
 * stock screens (their later pending orders may answer "Not enough credentials in stock", as in real life).
 * Manual services keep a few credentials to show in the lists.
 */
export function demoStock(services: readonly DemoService[], orders: readonly DemoOrder[], items: readonly DemoOrderItem[]): Map<string, DemoStock> {
  const pending = new Set(orders.filter((o) => o.status === 'pending').map((o) => o.id));
  const pendingUnits = new Map<string, number>();
  for (const item of items) {
    if (pending.has(item.orderId)) pendingUnits.set(item.serviceId, (pendingUnits.get(item.serviceId) ?? 0) + item.quantity);
  }
  const newest = new Set(
    orders
      .filter((o) => o.status === 'pending')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, NEWEST_PENDING_SPARED)
      .map((o) => o.id),
  );
  const spared = new Set(items.filter((i) => newest.has(i.orderId)).map((i) => i.serviceId));
  const low = services
    .filter((s) => DEFAULT_DELIVERY[s.type] === 'stock' && s.isActive && !spared.has(s.id))
    .sort((a, b) => (pendingUnits.get(a.id) ?? 0) - (pendingUnits.get(b.id) ?? 0))
    .slice(0, LOW_STOCK.length);

  const { used, archived } = CREDENTIALS_PER_SERVICE;
  return new Map(
    services.map((s) => {
      const lowIndex = low.indexOf(s);
      if (lowIndex >= 0) return [s.id, { used, archived, available: LOW_STOCK[lowIndex] }];
      if (DEFAULT_DELIVERY[s.type] === 'stock') return [s.id, { used, archived, available: (pendingUnits.get(s.id) ?? 0) + SPARE }];
      return [s.id, { used, archived, available: CREDENTIALS_PER_SERVICE.total - used - archived }];
    }),
  );
}
