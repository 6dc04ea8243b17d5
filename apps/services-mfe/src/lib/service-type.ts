import { SERVICE_TYPE_LABELS, type ServiceType } from '@shopdesk/contracts';

/** A service type as the section's URLs spell it (`?type=`); the API spells `dollarCard` as `dollar-card`. */
export type UrlServiceType = 'vpn' | 'dollarCard';

/** The URL types in the order screens list them. */
export const URL_SERVICE_TYPES: readonly UrlServiceType[] = ['vpn', 'dollarCard'];

const API_TYPE_OF: Record<UrlServiceType, ServiceType> = { vpn: 'vpn', dollarCard: 'dollar-card' };

/** The API's type for a URL type: `toApiType('dollarCard')` is `'dollar-card'`. */
export const toApiType = (type: UrlServiceType): ServiceType => API_TYPE_OF[type];

/** The URL's type for an API type: `toUrlType('dollar-card')` is `'dollarCard'`. */
export const toUrlType = (type: ServiceType): UrlServiceType => (type === 'dollar-card' ? 'dollarCard' : 'vpn');

/** The `type` query value of a route, or null when it is missing or not a URL type (case-sensitive). */
export function parseServiceType(raw: string | null): UrlServiceType | null {
  return (URL_SERVICE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as UrlServiceType) : null;
}

/** The type as headings, buttons and modal titles name it ('Create New VPN', 'Update Dollar Card'). */
export const SERVICE_TYPE_TITLES: Record<UrlServiceType, string> = { vpn: SERVICE_TYPE_LABELS.vpn, dollarCard: SERVICE_TYPE_LABELS['dollar-card'] };

// Written out whole: they are fixed texts of the product, findable in the source as users read them.
const SETUP_GUIDE_TITLES: Record<UrlServiceType, string> = { vpn: 'VPN Setup Guide', dollarCard: 'Dollar Card Setup Guide' };

/** The heading of the type's setup guides: 'VPN Setup Guide', 'Dollar Card Setup Guide'. */
export const setupGuideTitle = (type: UrlServiceType) => SETUP_GUIDE_TITLES[type];
