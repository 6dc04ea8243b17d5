import { DELIVERY_MODES, type DeliveryMode } from '@shopdesk/contracts';

/** How screens name a service's delivery. */
export const DELIVERY_TITLES: Record<DeliveryMode, string> = { stock: 'Credential from stock', manual: 'Manual' };

/** The service form's Delivery options, in the contract's order. */
export const DELIVERY_OPTIONS = DELIVERY_MODES.map((mode) => ({ value: mode, label: DELIVERY_TITLES[mode] }));
