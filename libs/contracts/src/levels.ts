import * as Type from '@sinclair/typebox';

/** An employee's level, from the least to the most trusted. The first employee is an owner. */
export const LEVELS = ['agent', 'manager', 'owner'] as const;
export type Level = (typeof LEVELS)[number];
export const Level = Type.Union(LEVELS.map((level) => Type.Literal(level)));

export const LEVEL_LABELS: Record<Level, string> = { agent: 'Agent', manager: 'Manager', owner: 'Owner' };

/**
 * What a call or a control needs, each with what it lets an employee do (the 403 message says it).
 * Every protected call of the contract names one; rules that depend on the row (a stock credential
 * against one delivered on an order, an invite as owner) are written beside their resource's routes
 * and use these too.
 */
export const PERMISSIONS = {
  /** Their own session: who they are, signing out. */
  'account.own': 'use this account',
  /** The shop's screens: dashboard, orders, services, setup guides, credential lists, colleagues. */
  'shop.read': 'see the shop',
  /** Complete and cancel orders; replace or resend an order's credential; write notes on orders. */
  'orders.work': 'work on orders',
  /** Refund a completed order, in part or in full. */
  'orders.refund': 'refund an order',
  /** Add to and remove from the watch list. */
  'watchList.manage': 'change the watch list',
  /** A credential delivered on an order, read from that order. */
  'credentials.revealDelivered': "reveal a delivered credential's password",
  'credentials.revealStock': "reveal a stock credential's password",
  /** Services, setup guides and credentials: create, edit, archive, import, export the stock. */
  'catalogue.write': 'change the catalogue or its stock',
  /** Invite agents and managers; resend and revoke invites. */
  'invites.manage': 'invite employees',
  /** Invite owners, change a level, archive and unarchive employees. */
  'employees.manage': 'change who works here',
  /** Storefront keys and security settings. */
  'settings.manage': 'change the settings',
  'audit.read': 'read the audit log',
  /** A list's rows as a CSV file (orders, services, setup guides, employees, invites, the watch list). */
  'lists.export': 'export a list',
  /** Show a saved view of a list to the whole team. */
  'views.share': 'share a view with the team',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const AGENT: readonly Permission[] = ['account.own', 'shop.read', 'orders.work', 'credentials.revealDelivered'];
const MANAGER: readonly Permission[] = [...AGENT, 'orders.refund', 'watchList.manage', 'credentials.revealStock', 'catalogue.write', 'invites.manage', 'audit.read', 'lists.export', 'views.share'];
const OWNER: readonly Permission[] = [...MANAGER, 'employees.manage', 'settings.manage'];

/** What each level may do: the one table the API enforces and the screens follow. */
export const GRANTS: Record<Level, ReadonlySet<Permission>> = {
  agent: new Set(AGENT),
  manager: new Set(MANAGER),
  owner: new Set(OWNER),
};

export const isLevel = (value: unknown): value is Level => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/** Whether an employee of `level` may do what `permission` allows. An unknown level may do nothing. */
export const can = (level: string, permission: Permission): boolean => isLevel(level) && GRANTS[level].has(permission);

/** The levels that have `permission`, least trusted first. */
export const levelsWith = (permission: Permission): Level[] => LEVELS.filter((level) => GRANTS[level].has(permission));

function joinedLabels(levels: readonly Level[]): string {
  const names = levels.map((level) => `${LEVEL_LABELS[level].toLowerCase()}s`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

/**
 * The message of a 403: what is not allowed and who may do it.
 *
 * @example forbiddenMessage('credentials.revealStock') // "Only managers and owners may reveal a stock credential's password"
 */
export function forbiddenMessage(permission: Permission): string {
  return `Only ${joinedLabels(levelsWith(permission))} may ${PERMISSIONS[permission]}`;
}

/** The levels an employee of `level` may invite or give: owners any, others only below owner. */
export function grantableLevels(level: string): Level[] {
  if (can(level, 'employees.manage')) return [...LEVELS];
  return can(level, 'invites.manage') ? LEVELS.filter((each) => each !== 'owner') : [];
}
