import { can, LEVEL_LABELS, ORDER_STATUS_LABELS, SERVICE_TYPE_LABELS, type SearchHits } from '@shopdesk/contracts';
import { customerPath, employeePath, orderPath, SCREENS, servicePath, type Screen } from '@shopdesk/sections';

/** One thing the palette can open. */
export interface PaletteOption {
  /** Unique among the options (its DOM id is made from it). */
  key: string;
  label: string;
  detail?: string;
  /** Where choosing it goes. */
  to: string;
}

export interface PaletteGroup {
  title: 'Screens' | 'Orders' | 'Customers' | 'Services' | 'Employees';
  options: PaletteOption[];
}

/** How many screens a search lists; with nothing typed, every screen is (the palette is the map too). */
const SCREENS_FOUND = 6;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The screens whose title or keywords hold every word of `term`, that `level` may open. */
export function screensFor(term: string, level: string): Screen[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const open = SCREENS.filter((screen) => !screen.permission || can(level, screen.permission));
  if (words.length === 0) return [...open];
  const found = open.filter((screen) => {
    const text = `${screen.title} ${screen.keywords ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  // Titles that start with what was typed first: 'pen' is Pending orders before Open... anything.
  const starts = (screen: Screen) => (screen.title.toLowerCase().startsWith(words[0]) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, SCREENS_FOUND);
}

/**
 * The palette's groups for `term`: screens the employee's level may open, then what the search
 * found (orders open their list filtered to them, a customer their page, a service its
 * credentials, an employee the list filtered to them). Empty groups are left out.
 *
 * @example paletteGroups('nova', hits, 'agent')
 */
export function paletteGroups(term: string, hits: SearchHits | undefined, level: string): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    { title: 'Screens', options: screensFor(term, level).map((screen) => ({ key: `screen:${screen.path}`, label: screen.title, to: screen.path })) },
  ];
  if (hits) {
    groups.push(
      {
        title: 'Orders',
        options: hits.orders.map((order) => ({
          key: `order:${order._id}`,
          label: `${order.name} · ${dollars.format(order.total)}`,
          detail: `${order._id.slice(0, 8)} · ${ORDER_STATUS_LABELS[order.orderStatus]} · ${order.email}${order.transactionId ? ` · ${order.transactionId}` : ''}`,
          to: orderPath(order.orderStatus, order._id),
        })),
      },
      {
        title: 'Customers',
        options: hits.customers.map((customer) => ({
          key: `customer:${customer.email.toLowerCase()}`,
          label: customer.name,
          detail: customer.email,
          to: customerPath(customer.email),
        })),
      },
      {
        title: 'Services',
        options: hits.services.map((service) => ({
          key: `service:${service._id}`,
          label: service.name,
          detail: `${SERVICE_TYPE_LABELS[service.type]}${service.isActive ? '' : ' · Archived'}`,
          to: servicePath(service._id),
        })),
      },
      {
        title: 'Employees',
        options: hits.employees.map((employee) => ({
          key: `employee:${employee._id}`,
          label: employee.name,
          detail: `${employee.email} · ${LEVEL_LABELS[employee.level]}${employee.isActive ? '' : ' · Archived'}`,
          to: employeePath(employee.email, employee.isActive),
        })),
      },
    );
  }
  return groups.filter((group) => group.options.length > 0);
}
