import type { OrderItem, SingleOrder } from '@shopdesk/contracts';

/** Units of each service, in the order its items came, from `items` of one delivery mode. */
function unitsByService(items: readonly OrderItem[]): { name: string; units: number }[] {
  const byService = new Map<string, { name: string; units: number }>();
  for (const { service, quantity } of items) {
    const entry = byService.get(service._id) ?? { name: service.name, units: 0 };
    entry.units += quantity;
    byService.set(service._id, entry);
  }
  return [...byService.values()];
}

/** "2 Falcon VPN and 1 Nord VPN credentials": the units of each stock service, one noun after them. */
function credentialsPhrase(items: readonly OrderItem[]): string {
  const parts = unitsByService(items).map(({ name, units }) => `${units} ${name}`);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${list} ${units === 1 ? 'credential' : 'credentials'}`;
}

const names = (items: readonly OrderItem[]) => unitsByService(items).map(({ name }) => name).join(', ');

/**
 * What completing the order will do, as its confirm says it: the credentials it e-mails and to
 * whom, and what is delivered by hand. Empty for an order without items.
 *
 * @example completionPlan(order) // ['Emails 2 Falcon VPN credentials to lina@example.com']
 * @example completionPlan(cardOrder) // ['Manual delivery: nothing is sent']
 */
export function completionPlan({ order, orderItems }: Pick<SingleOrder, 'order' | 'orderItems'>): string[] {
  const stock = orderItems.filter((item) => item.service.delivery === 'stock');
  const manual = orderItems.filter((item) => item.service.delivery === 'manual');
  const plan: string[] = [];
  if (stock.length > 0) plan.push(`Emails ${credentialsPhrase(stock)} to ${order.email}`);
  if (manual.length > 0) plan.push(stock.length > 0 ? `Manual delivery of ${names(manual)}: nothing is sent for it` : 'Manual delivery: nothing is sent');
  return plan;
}

/**
 * What a completion delivered, as its toast says it after 'Successfully updated!'.
 *
 * @example deliveredText(order) // 'Emailed 2 Falcon VPN credentials to lina@example.com.'
 */
export function deliveredText({ order, orderItems }: Pick<SingleOrder, 'order' | 'orderItems'>): string {
  const stock = orderItems.filter((item) => item.service.delivery === 'stock');
  if (stock.length === 0) return orderItems.length > 0 ? 'Manual delivery: nothing was sent.' : '';
  return `Emailed ${credentialsPhrase(stock)} to ${order.email}.`;
}
